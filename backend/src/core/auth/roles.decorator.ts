import { SetMetadata } from '@nestjs/common';
import type { UserRole } from '@fiji/contracts';

export const ROLES_KEY = 'fiji:roles';

/** Roles allowed on a controller or handler; enforced by RolesGuard (which also requires sign-in). */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);
