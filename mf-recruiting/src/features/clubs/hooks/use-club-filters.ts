import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OrgFilters } from '../api/organizations';

const KEYS = ['union', 'q', 'orgType', 'city'] as const;

/**
 * The clubs page's state in its address (?union=Suva&orgType=club&city=…&q=…), so Back returns to the
 * union picker and a link opens the same list. Choosing another union starts with no refine values.
 */
export function useClubFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<OrgFilters>(() => {
    const get = (k: string) => params.get(k)?.trim() || undefined;
    return { union: get('union') ?? '', q: get('q'), orgType: get('orgType'), city: get('city') };
  }, [params]);

  const write = useCallback(
    (next: OrgFilters, replace: boolean) => {
      const out = new URLSearchParams();
      for (const key of KEYS) {
        const v = next[key]?.trim();
        if (v && v !== 'all') out.set(key, v);
      }
      setParams(out, { replace });
    },
    [setParams],
  );

  return {
    filters,
    /** Picking a union is a step the Back button undoes. */
    chooseUnion: (union: string) => write({ union }, false),
    backToUnions: () => write({ union: '' }, false),
    refine: (patch: Partial<Omit<OrgFilters, 'union'>>) => write({ ...filters, ...patch }, true),
    clearRefine: () => write({ union: filters.union, q: filters.q }, true),
  };
}
