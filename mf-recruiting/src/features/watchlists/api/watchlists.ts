/**
 * The watchlist endpoints' one client lives in @fiji/platform (shared with Add to Watchlist on a
 * profile); this area adds only the CSV export, which is a download rather than a query.
 */
import { watchlistPath } from '@fiji/platform';
import { downloadFile } from '#shared/lib/download';

/** GET /api/watchlists/:id/export.csv (paid viewers and admins): saves the CSV file. */
export const exportWatchlist = (watchlist: { id: string; name: string }) =>
  downloadFile(`${watchlistPath(watchlist.id)}/export.csv`, `${watchlist.name.replace(/[^\w -]+/g, '').trim() || 'watchlist'}.csv`);
