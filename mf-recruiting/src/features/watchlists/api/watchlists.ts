import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WATCHLIST_ROLES, type WatchlistDetail, type WatchlistPlayer, type WatchlistSummary, type WatchlistsOverview } from '@fiji/contracts';
import { apiJson, useSession } from '@fiji/platform';
import { downloadFile } from '../../../lib/download';

const LIST = ['/api/watchlists'];
const SUMMARY = ['/api/watchlists/summary'];
const detailKey = (id: string) => ['/api/watchlists', id];
const path = (id: string) => `/api/watchlists/${encodeURIComponent(id)}`;

/** Watchlists are for recruiters and admins (recruiting-side §6); other roles never call the API. */
export function useCanUseWatchlists(): boolean {
  const { user } = useSession();
  return !!user && WATCHLIST_ROLES.includes(user.role);
}

/** GET /api/watchlists: the cards (name, real player count, created date). */
export const useWatchlists = () => useQuery<WatchlistSummary[]>({ queryKey: LIST, enabled: useCanUseWatchlists() });
/** GET /api/watchlists/summary: total watchlists, distinct players tracked, added this week. */
export const useWatchlistsOverview = () => useQuery<WatchlistsOverview>({ queryKey: SUMMARY, enabled: useCanUseWatchlists() });
/** GET /api/watchlists/:id: one list with its players and notes. */
export const useWatchlist = (id: string) => useQuery<WatchlistDetail>({ queryKey: detailKey(id), enabled: useCanUseWatchlists() && !!id });

/** Any change refreshes the cards, the tiles and the open list. */
function useRefresh() {
  const client = useQueryClient();
  return (id?: string) =>
    Promise.all([
      client.invalidateQueries({ queryKey: LIST, exact: true }),
      client.invalidateQueries({ queryKey: SUMMARY }),
      ...(id ? [client.invalidateQueries({ queryKey: detailKey(id) })] : []),
    ]);
}

/** POST /api/watchlists {name}. */
export function useCreateWatchlist() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (name: string) => apiJson<WatchlistSummary>('POST', '/api/watchlists', { name }),
    onSuccess: () => refresh(),
  });
}

/** PATCH /api/watchlists/:id {name}. */
export function useRenameWatchlist() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiJson<WatchlistSummary>('PATCH', path(id), { name }),
    onSuccess: (_d, { id }) => refresh(id),
  });
}

/** DELETE /api/watchlists/:id (its players go with it). */
export function useDeleteWatchlist() {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ ok: true }>('DELETE', path(id)),
    onSuccess: (_d, id) => {
      client.removeQueries({ queryKey: detailKey(id) });
      return refresh();
    },
  });
}

/** DELETE /api/watchlists/:id/players/:playerId. */
export function useRemoveWatchlistPlayer(watchlistId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (playerId: string) => apiJson<{ ok: true }>('DELETE', `${path(watchlistId)}/players/${encodeURIComponent(playerId)}`),
    onSuccess: () => refresh(watchlistId),
  });
}

/** PATCH /api/watchlists/:id/players/:playerId {note} ('' clears it). */
export function useUpdateWatchlistNote(watchlistId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ playerId, note }: { playerId: string; note: string }) =>
      apiJson<WatchlistPlayer>('PATCH', `${path(watchlistId)}/players/${encodeURIComponent(playerId)}`, { note }),
    onSuccess: () => refresh(watchlistId),
  });
}

/** GET /api/watchlists/:id/export.csv (paid viewers and admins): saves the CSV file. */
export const exportWatchlist = (watchlist: { id: string; name: string }) =>
  downloadFile(`${path(watchlist.id)}/export.csv`, `${watchlist.name.replace(/[^\w -]+/g, '').trim() || 'watchlist'}.csv`);
