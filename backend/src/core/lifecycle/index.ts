export { AccountDeletionService, type AccountDeletionHook } from './account-deletion.service';
export { LifecycleModule } from './lifecycle.module';
