import { WATCHLIST_ROLES } from '@fiji/contracts';
import { useSession } from '@fiji/platform';

/** Watchlists are for recruiters and admins (WATCHLIST_ROLES); other roles never call the API. */
export function useCanUseWatchlists(): boolean {
  const { user } = useSession();
  return !!user && WATCHLIST_ROLES.includes(user.role);
}
