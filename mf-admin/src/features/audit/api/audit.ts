import { useInfiniteQuery } from '@tanstack/react-query';
import type { AdminAuditEntry, AdminPage } from '@fiji/contracts';
import { adminKeys, apiJson } from '@fiji/platform';
import { queryString } from '#shared/lib/admin-write';

export type AuditFilters = { actor?: string; action?: string; target?: string };

/** GET /api/admin/audit: newest first, filtered by actor id, action and target, page by page. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit(filters),
    initialPageParam: '',
    queryFn: ({ pageParam }) => apiJson<AdminPage<AdminAuditEntry>>('GET', `/api/admin/audit${queryString({ ...filters, cursor: pageParam || undefined })}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
