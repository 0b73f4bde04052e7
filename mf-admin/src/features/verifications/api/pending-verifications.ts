import { useQuery } from '@tanstack/react-query';
import { adminKeys, apiJson, useSession } from '@fiji/platform';

export type PendingVerification = {
  id: string;
  school?: string | null;
  positions?: string[] | null;
  dob?: string | null;
  createdAt: string;
  contactEmail?: string | null;
  user?: { fullName?: string | null; firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null };
};

/** GET /api/admin/pending-verifications: admin only. */
export function usePendingVerifications() {
  const { user } = useSession();
  return useQuery<PendingVerification[] | { results: PendingVerification[] }>({
    queryKey: adminKeys.pendingVerifications(),
    queryFn: () => apiJson<PendingVerification[] | { results: PendingVerification[] }>('GET', '/api/admin/pending-verifications'),
    enabled: user?.role === 'admin',
  });
}

export const pendingList = (d: PendingVerification[] | { results: PendingVerification[] } | undefined) =>
  Array.isArray(d) ? d : (d?.results ?? []);
