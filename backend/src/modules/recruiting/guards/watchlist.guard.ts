import { WATCHLIST_MESSAGES, WATCHLIST_ROLES } from '@fiji/contracts';
import { roleGuard } from '../../../core/auth/role.guard-factory';

/** Watchlists: recruiter and admin. */
export const WatchlistGuard = roleGuard(WATCHLIST_ROLES, WATCHLIST_MESSAGES.accessDenied);
