/** The admin module's public entry (docs/architecture.md: a module is used by others only through its index). */
export { AdminModule } from './admin.module';
export { AdminGuard } from './guards/admin.guard';
export { AdminAuditService, type AuditRecord } from './services/admin-audit.service';
export { AdminUsersService, type SuspendInput, type UnsuspendCheck, type ReportsAboutUser } from './services/admin-users.service';
