import { roleGuard } from '../../../core/auth/role.guard-factory';

/** Mentor-only endpoints (/mentor/search and the mentor's own sessions). */
export const MentorGuard = roleGuard(['mentor'], 'You need to be logged in as a mentor to access this page.');
