import { useQuery } from '@tanstack/react-query';
import type { OrganizationsResponse } from '@fiji/contracts';
import { apiJson, organizationKeys } from '@fiji/platform';

/** The directory's filters: the chosen union (required) and the refine values. */
export interface OrgFilters {
  union: string;
  q?: string;
  orgType?: string;
  city?: string;
}

/** GET /api/organizations URL: province = the union; empty and 'all' values are left out. */
export function organizationsUrl({ union, q, orgType, city }: OrgFilters): string {
  const params = new URLSearchParams();
  const put = (key: string, value: string | undefined) => {
    const v = value?.trim();
    if (v && v.toLowerCase() !== 'all') params.set(key, v);
  };
  put('province', union);
  put('q', q);
  put('orgType', orgType);
  put('city', city);
  return `/api/organizations?${params}`;
}

/** The organisations of a union (public: works signed out; the server applies the preview rules). */
export function useOrganizations(filters: OrgFilters) {
  const url = organizationsUrl(filters);
  return useQuery<OrganizationsResponse>({
    queryKey: organizationKeys.list(url.slice(url.indexOf('?'))),
    queryFn: () => apiJson<OrganizationsResponse>('GET', url),
    enabled: !!filters.union,
  });
}
