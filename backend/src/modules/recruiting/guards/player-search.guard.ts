import { PLAYER_SEARCH_ROLES } from '@fiji/contracts';
import { roleGuard } from '../../../core/auth/role.guard-factory';

/** Player search: club, union, recruiter, coach, agent and admin (DECISIONS.md). */
export const PlayerSearchGuard = roleGuard(
  PLAYER_SEARCH_ROLES,
  'You need to be logged in as a club, union, recruiter, coach, or agent to access this page.',
);
