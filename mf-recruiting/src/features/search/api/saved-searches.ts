import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch, SavedSearchesResponse, SearchFilters } from '@fiji/contracts';
import { apiJson } from '@fiji/platform';

const KEY = ['/api/saved-searches'];

/** GET /api/saved-searches: the viewer's stored searches, newest first. */
export const useSavedSearches = (enabled: boolean) => useQuery<SavedSearchesResponse>({ queryKey: KEY, enabled });

/** POST /api/saved-searches {name?, filters}: without a name the server names it from the filters. */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name?: string; filters: SearchFilters }) => apiJson<SavedSearch>('POST', '/api/saved-searches', input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /api/saved-searches/:id. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson('DELETE', `/api/saved-searches/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
