/**
 * The one client of the watchlist endpoints, used by every area that reads or writes them (Add to
 * Watchlist on a profile, /recruiter/watchlists and its lists, the dashboard's watchlist card).
 *
 * Every write invalidates `watchlistKeys.all`: the cards and their player counts, the summary tiles
 * (players tracked, added this week) and the open lists, in whichever area they are shown.
 *
 * Watchlists are for recruiters and admins (WATCHLIST_ROLES in @fiji/contracts): a screen passes
 * `enabled` for the viewers it allows, so other roles never call the API. The role list is not imported
 * here: this library is loaded on every page (the landing page too) and stays free of the contracts' DTOs.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchlistDetail, WatchlistPlayer, WatchlistSummary, WatchlistsOverview } from '@fiji/contracts';
import { apiJson } from './api-client';
import { watchlistKeys } from './query-keys';

/** The path of one watchlist. */
export const watchlistPath = (id: string) => `/api/watchlists/${encodeURIComponent(id)}`;

/** GET /api/watchlists: the cards (name, real player count, created date). */
export const useWatchlists = (enabled: boolean) =>
  useQuery<WatchlistSummary[]>({
    queryKey: watchlistKeys.list(),
    queryFn: () => apiJson<WatchlistSummary[]>('GET', '/api/watchlists'),
    enabled,
  });

/** GET /api/watchlists/summary: total watchlists, distinct players tracked, added this week. */
export const useWatchlistsOverview = (enabled: boolean) =>
  useQuery<WatchlistsOverview>({
    queryKey: watchlistKeys.overview(),
    queryFn: () => apiJson<WatchlistsOverview>('GET', '/api/watchlists/summary'),
    enabled,
  });

/** GET /api/watchlists/:id: one list with its players and notes. */
export const useWatchlist = (id: string, enabled: boolean) =>
  useQuery<WatchlistDetail>({
    queryKey: watchlistKeys.detail(id),
    queryFn: () => apiJson<WatchlistDetail>('GET', watchlistPath(id)),
    enabled: enabled && !!id,
  });

/** Refreshes every watchlist reader (cards, counts, tiles, open lists). */
function useRefreshWatchlists() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: watchlistKeys.all });
}

/** POST /api/watchlists {name}. */
export function useCreateWatchlist() {
  const refresh = useRefreshWatchlists();
  return useMutation({
    mutationFn: (name: string) => apiJson<WatchlistSummary>('POST', '/api/watchlists', { name }),
    onSuccess: () => refresh(),
  });
}

/** PATCH /api/watchlists/:id {name}. */
export function useRenameWatchlist() {
  const refresh = useRefreshWatchlists();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiJson<WatchlistSummary>('PATCH', watchlistPath(id), { name }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/watchlists/:id (its players go with it). */
export function useDeleteWatchlist() {
  const refresh = useRefreshWatchlists();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ ok: true }>('DELETE', watchlistPath(id)),
    onSuccess: (_d, id) => {
      // The deleted list is gone: drop it rather than ask for it again (a 404).
      client.removeQueries({ queryKey: watchlistKeys.detail(id) });
      return refresh();
    },
  });
}

/** Which step of Add to Watchlist failed, so the screen can show the spec's message for it. */
export class WatchlistStepError extends Error {
  constructor(
    readonly step: 'create' | 'add',
    readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'WatchlistStepError';
  }
}

export type AddToWatchlistInput = ({ watchlistId: string } | { newName: string }) & { note?: string };

/**
 * POST /api/watchlists/:id/players {playerId, note}: adds a player to an existing list, or to a new one
 * created first (its name typed in the dialog). Settled either way (a list may have been created before
 * the add failed), every watchlist reader is refreshed.
 */
export function useAddToWatchlist(playerId: string) {
  const refresh = useRefreshWatchlists();
  return useMutation({
    mutationFn: async (input: AddToWatchlistInput) => {
      let watchlistId: string;
      if ('watchlistId' in input) watchlistId = input.watchlistId;
      else {
        try {
          watchlistId = (await apiJson<WatchlistSummary>('POST', '/api/watchlists', { name: input.newName })).id;
        } catch (error) {
          throw new WatchlistStepError('create', error);
        }
      }
      try {
        return await apiJson<WatchlistPlayer>('POST', `${watchlistPath(watchlistId)}/players`, { playerId, note: input.note });
      } catch (error) {
        throw new WatchlistStepError('add', error);
      }
    },
    onSettled: () => refresh(),
  });
}

/** DELETE /api/watchlists/:id/players/:playerId. */
export function useRemoveWatchlistPlayer(watchlistId: string) {
  const refresh = useRefreshWatchlists();
  return useMutation({
    mutationFn: (playerId: string) =>
      apiJson<{ ok: true }>('DELETE', `${watchlistPath(watchlistId)}/players/${encodeURIComponent(playerId)}`),
    onSuccess: () => refresh(),
  });
}

/** PATCH /api/watchlists/:id/players/:playerId {note} ('' clears it). */
export function useUpdateWatchlistNote(watchlistId: string) {
  const refresh = useRefreshWatchlists();
  return useMutation({
    mutationFn: ({ playerId, note }: { playerId: string; note: string }) =>
      apiJson<WatchlistPlayer>('PATCH', `${watchlistPath(watchlistId)}/players/${encodeURIComponent(playerId)}`, { note }),
    onSuccess: () => refresh(),
  });
}
