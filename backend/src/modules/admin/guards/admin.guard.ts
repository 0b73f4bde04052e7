import { roleGuard } from '../../../core/auth/role.guard-factory';

/** Admin console ('Admin access required to view this page.'). */
export const AdminGuard = roleGuard(['admin'], 'Admin access required to view this page.');
