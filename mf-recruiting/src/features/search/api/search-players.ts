import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { searchParamsFor, type SearchFilters, type SearchResponse, type SearchStats } from '@fiji/contracts';
import { apiJson, searchKeys } from '@fiji/platform';

/** "?q=…&position=…" for these filters and page ('' when nothing is set; empty and 'all' values are left out). */
export function searchQueryString(filters: SearchFilters, extra: { cursor?: string | null } = {}): string {
  const qs = new URLSearchParams(searchParamsFor(filters, extra)).toString();
  return qs ? `?${qs}` : '';
}

/** GET /api/search URL for these filters and page. */
export const searchUrl = (filters: SearchFilters, cursor?: string | null): string => `/api/search${searchQueryString(filters, { cursor })}`;

/**
 * The player search with real keyset paging: each page's `nextCursor` loads the next one
 * (Load More Players); null means there is no more.
 */
export function usePlayerSearch(filters: SearchFilters, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: searchKeys.results(searchQueryString(filters)),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => apiJson<SearchResponse>('GET', searchUrl(filters, pageParam)),
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/**
 * GET /api/search/stats: Quick Stats (Active, Verified, Recent Graduates) over every match. Sort does
 * not change the counts, so it is left out and re-sorting reuses them.
 */
export function useSearchStats(filters: SearchFilters, enabled: boolean) {
  const { sort: _sort, ...counted } = filters;
  const query = searchQueryString(counted);
  return useQuery<SearchStats>({
    queryKey: searchKeys.stats(query),
    queryFn: () => apiJson<SearchStats>('GET', `/api/search/stats${query}`),
    enabled,
  });
}
