import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchesResponse, SearchFilters } from '@fiji/contracts';
import { apiJson, savedSearchKeys } from '@fiji/platform';

/** GET /api/saved-searches: the viewer's stored searches, newest first. */
export const useSavedSearches = (enabled: boolean) => useQuery<SavedSearchesResponse>({
    queryKey: savedSearchKeys.list(),
    queryFn: () => apiJson<SavedSearchesResponse>('GET', '/api/saved-searches'),
    enabled,
  });

/** POST /api/saved-searches {name?, filters}: without a name the server names it from the filters. */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name?: string; filters: SearchFilters }) => apiJson<SavedSearch>('POST', '/api/saved-searches', input),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

/** DELETE /api/saved-searches/:id. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/saved-searches/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
