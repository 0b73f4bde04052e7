import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_SORTS, searchParamsFor, type SearchFilters, type SearchSort } from '@fiji/contracts';

/** The filters in the page's address (q, position, school, province, grad_year, format, sort). */
export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const text = (key: string) => {
    const v = params.get(key)?.trim();
    return v && v.toLowerCase() !== 'all' ? v : undefined;
  };
  const filters: SearchFilters = {};
  const query = text('q');
  if (query) filters.query = query;
  for (const key of ['position', 'school', 'province', 'format'] as const) {
    const v = text(key);
    if (v) filters[key] = v;
  }
  const year = Number.parseInt(text('grad_year') ?? '', 10);
  if (Number.isInteger(year)) filters.gradYear = year;
  const sort = text('sort');
  if (sort && (SEARCH_SORTS as readonly string[]).includes(sort)) filters.sort = sort as SearchSort;
  return filters;
}

/** Leaves out the advanced filters (graduation year, format) a free viewer may not use. */
export function withoutAdvanced(filters: SearchFilters): SearchFilters {
  const { gradYear: _gradYear, format: _format, ...rest } = filters;
  return rest;
}

/**
 * The search screen's filters, kept in the address so Back, a reload or a shared link give the same
 * search. Setting a value to '' or 'all' removes it.
 */
export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  const replace = useCallback(
    (next: SearchFilters) => setParams(new URLSearchParams(searchParamsFor(next)), { replace: true }),
    [setParams],
  );
  const update = useCallback(
    (patch: Partial<SearchFilters>) => replace({ ...filters, ...patch }),
    [filters, replace],
  );
  /** Clear all: every filter and the text query go; the sort order stays. */
  const clear = useCallback(() => replace(filters.sort ? { sort: filters.sort } : {}), [filters.sort, replace]);

  return { filters, update, replace, clear };
}
