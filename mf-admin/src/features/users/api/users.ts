import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminPage, AdminUserDetail, AdminUserSummary, SuspensionCategory, UserRole, UserStatus } from '@fiji/contracts';
import { adminKeys, apiJson } from '@fiji/platform';
import { queryString, useAdminWrite } from '#shared/lib/admin-write';

export type UserFilters = { q?: string; role?: UserRole; status?: UserStatus };

/** GET /api/admin/users: name or email, role, status; newest first, page by page. */
export function useUsers(filters: UserFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(filters),
    initialPageParam: '',
    queryFn: ({ pageParam }) => apiJson<AdminPage<AdminUserSummary>>('GET', `/api/admin/users${queryString({ ...filters, cursor: pageParam || undefined })}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** GET /api/admin/users/:id: the panel (account, profile, plan, activity, reports, audit). */
export function useUserDetail(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: () => apiJson<AdminUserDetail>('GET', `/api/admin/users/${id}`),
    enabled: !!id,
  });
}

export const useSuspendUser = () =>
  useAdminWrite(({ id, reason, category }: { id: string; reason: string; category: SuspensionCategory }) =>
    apiJson<AdminUserSummary>('POST', `/api/admin/users/${id}/suspend`, { reason, category }),
  );

export const useUnsuspendUser = () =>
  useAdminWrite(({ id, reason }: { id: string; reason: string }) => apiJson<AdminUserSummary>('POST', `/api/admin/users/${id}/unsuspend`, { reason }));

export const useVerifyUser = () =>
  useAdminWrite(({ id, reason }: { id: string; reason?: string }) => apiJson<AdminUserSummary>('POST', `/api/admin/users/${id}/verify`, reason ? { reason } : {}));
