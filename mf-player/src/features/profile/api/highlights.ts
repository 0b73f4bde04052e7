/**
 * Highlights of a profile: GET /api/highlights/player/{id}, DELETE /api/highlights/{id}, and the owner's
 * choice of which stay visible after a paid plan ended (GET/POST /api/highlights/visible-selection).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HighlightResponse, VisibleSelectionResponse } from '@fiji/contracts';
import { apiJson, playerKeys } from '@fiji/platform';

/** While a new upload is being processed, the owner's grid asks again every few seconds. */
const PROCESSING_POLL_MS = 3000;
const isProcessing = (h: HighlightResponse) => h.status === 'pending' || h.status === 'processing';

/** The list; refetched on window focus for the own profile (spec), and polled while one is processing. */
export function usePlayerHighlights(playerId: string, own: boolean) {
  return useQuery<HighlightResponse[]>({
    queryKey: playerKeys.highlights(playerId),
    queryFn: () => apiJson<HighlightResponse[]>('GET', `/api/highlights/player/${encodeURIComponent(playerId)}`),
    refetchOnWindowFocus: own,
    staleTime: own ? 0 : Infinity,
    // The profile page's one request (usePlayerPage) has just seeded the list on every visit.
    refetchOnMount: false,
    refetchInterval: (query) => (own && (query.state.data ?? []).some(isProcessing) ? PROCESSING_POLL_MS : false),
  });
}

export function useDeleteHighlight(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (highlightId: string) => apiJson<unknown>('DELETE', `/api/highlights/${highlightId}`),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.highlights(playerId) }),
        // The header's highlight count.
        queryClient.invalidateQueries({ queryKey: playerKeys.me() }),
        queryClient.invalidateQueries({ queryKey: playerKeys.profile(playerId) }),
      ]);
    },
  });
}

const visibleSelectionKey = (playerId: string) => [...playerKeys.highlights(playerId), 'visible-selection'] as const;

/** The owner's visible and hidden highlights and the allowance (asked only while some are hidden). */
export const useVisibleSelection = (playerId: string, enabled: boolean) =>
  useQuery<VisibleSelectionResponse>({
    queryKey: visibleSelectionKey(playerId),
    queryFn: () => apiJson<VisibleSelectionResponse>('GET', '/api/highlights/visible-selection'),
    enabled,
  });

export function useChooseVisible(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (highlightIds: string[]) => apiJson<VisibleSelectionResponse>('POST', '/api/highlights/visible-selection', { highlightIds }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.highlights(playerId) }),
        queryClient.invalidateQueries({ queryKey: playerKeys.profile(playerId) }),
      ]);
    },
  });
}
