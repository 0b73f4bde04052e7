import { SEARCH_API_ROLES, SEARCH_MESSAGES } from '@fiji/contracts';
import { roleGuard } from '../../../core/auth/role.guard-factory';

/**
 * GET /api/search, its export and saved searches: club, union, recruiter, coach, agent and admin
 * (docs/decisions.md) plus mentors, whose /mentor/search screen calls the same endpoint. 401 signed out;
 * 403 for anyone else (players) with the spec's text.
 */
export const PlayerSearchGuard = roleGuard(SEARCH_API_ROLES, SEARCH_MESSAGES.accessDenied);
