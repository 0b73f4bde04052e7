export * from './auth-core.module';
export * from './authenticated.guard';
export * from './current-user.decorator';
export * from './origin-check.middleware';
export * from './roles.decorator';
export * from './roles.guard';
export * from './session.service';
export * from './role.guard-factory';
