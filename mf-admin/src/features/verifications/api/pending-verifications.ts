import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  NEXT_CURSOR_HEADER,
  type AdminPage,
  type AdminStats,
  type AdminUserSummary,
  type BulkVerifyResult,
  type PendingVerification,
  type RejectionReason,
} from '@fiji/contracts';
import { adminKeys, apiJson, apiRequest, useSession } from '@fiji/platform';
import { queryString, useAdminWrite } from '#shared/lib/admin-write';

export type PendingFilters = { province?: string; school?: string };

/** GET /api/admin/stats: the four live cards with their 7-day change. */
export function useAdminStats() {
  const { user } = useSession();
  return useQuery<AdminStats>({
    queryKey: adminKeys.stats(),
    queryFn: () => apiJson<AdminStats>('GET', '/api/admin/stats'),
    enabled: user?.role === 'admin',
  });
}

/**
 * GET /api/admin/pending-verifications: the spec's array, the next page's cursor in X-Next-Cursor.
 * Fast-tracked first, then oldest; filtered by province and school.
 */
export function usePendingVerifications(filters: PendingFilters = {}) {
  const { user } = useSession();
  return useInfiniteQuery({
    queryKey: adminKeys.pendingVerifications(filters),
    initialPageParam: '',
    queryFn: async ({ pageParam }): Promise<AdminPage<PendingVerification>> => {
      const res = await apiRequest('GET', `/api/admin/pending-verifications${queryString({ ...filters, cursor: pageParam || undefined })}`);
      return { results: (await res.json()) as PendingVerification[], nextCursor: res.headers.get(NEXT_CURSOR_HEADER) };
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: user?.role === 'admin',
  });
}

/** GET /api/admin/account-verifications: recruiting accounts and mentors waiting, oldest first. */
export function useAccountVerifications() {
  return useInfiniteQuery({
    queryKey: adminKeys.accountVerifications(),
    initialPageParam: '',
    queryFn: ({ pageParam }) => apiJson<AdminPage<AdminUserSummary>>('GET', `/api/admin/account-verifications${queryString({ cursor: pageParam || undefined })}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const useVerifyPlayer = () => useAdminWrite((id: string) => apiJson<{ ok: true }>('POST', `/api/admin/verify-player/${id}`));

export const useRejectPlayer = () =>
  useAdminWrite(({ id, reason, text }: { id: string; reason: RejectionReason; text?: string }) =>
    apiJson<{ ok: true }>('POST', `/api/admin/reject-player/${id}`, { reason, ...(text ? { text } : {}) }),
  );

export const useBulkVerify = () => useAdminWrite((playerIds: string[]) => apiJson<BulkVerifyResult>('POST', '/api/admin/verify-players', { playerIds }));

export const useVerifyAccount = () =>
  useAdminWrite(({ id, reason }: { id: string; reason?: string }) => apiJson<AdminUserSummary>('POST', `/api/admin/users/${id}/verify`, reason ? { reason } : {}));
