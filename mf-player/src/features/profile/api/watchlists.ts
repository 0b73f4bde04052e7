/** Add to Watchlist from a profile (recruiter): list, create inline, add the player (recruiting-side §7). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchlistPlayer, WatchlistSummary } from '@fiji/contracts';
import { apiJson } from '@fiji/platform';

export const WATCHLISTS_KEY = ['/api/watchlists'] as const;

export const useWatchlists = (enabled: boolean) => useQuery<WatchlistSummary[]>({ queryKey: WATCHLISTS_KEY, enabled });

/** Which step failed, so the page can show the spec's message for it. */
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

export function useAddToWatchlist(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    /** An existing list, or a new one created first (its name typed in the dialog). */
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
        return await apiJson<WatchlistPlayer>('POST', `/api/watchlists/${watchlistId}/players`, { playerId, note: input.note });
      } catch (error) {
        throw new WatchlistStepError('add', error);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: WATCHLISTS_KEY }),
  });
}
