import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  AppealDecision,
  BulkModerationPreview,
  BulkModerationResult,
  CaseAction,
  ModerationCase,
  ModerationQueuePage,
  SuspensionLiftRequest,
} from '@fiji/contracts';
import { adminKeys, apiJson } from '@fiji/platform';
import { queryString, useAdminWrite } from '#shared/lib/admin-write';

/** Under adminKeys.all, so every admin write (useAdminWrite) reads the queue again. */
const keys = {
  queue: (status: string) => [...adminKeys.all, 'moderation', 'queue', status] as const,
  lifts: () => [...adminKeys.all, 'moderation', 'lifts'] as const,
};

export type QueueStatus = 'open' | 'appealed' | 'closed';

/** GET /api/admin/reports?status&cursor: child safety first, then minors, then most reporters. */
export function useModerationQueue(status: QueueStatus) {
  return useInfiniteQuery({
    queryKey: keys.queue(status),
    initialPageParam: '',
    queryFn: ({ pageParam }) => apiJson<ModerationQueuePage>('GET', `/api/admin/reports${queryString({ status, cursor: pageParam || undefined })}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** POST /api/admin/reports/:caseId/dismiss | hide | suspend {reason}. */
export const useCaseAction = () =>
  useAdminWrite(({ caseId, action, reason }: { caseId: string; action: CaseAction; reason: string }) =>
    apiJson<ModerationCase>('POST', `/api/admin/reports/${encodeURIComponent(caseId)}/${action}`, { reason }),
  );

/** POST /api/admin/reports/:caseId/appeal-decision {decision, reason}. */
export const useAppealDecision = () =>
  useAdminWrite(({ caseId, decision, reason }: { caseId: string; decision: AppealDecision; reason: string }) =>
    apiJson<ModerationCase>('POST', `/api/admin/reports/${encodeURIComponent(caseId)}/appeal-decision`, { decision, reason }),
  );

/** POST /api/admin/reports/bulk with preview: true: what would happen (nothing changes). */
export const previewBulk = (action: CaseAction, caseIds: string[]) =>
  apiJson<BulkModerationPreview>('POST', '/api/admin/reports/bulk', { action, caseIds, reason: 'preview', preview: true });

/** POST /api/admin/reports/bulk: applies the action to every open case of the selection. */
export const useBulkAction = () =>
  useAdminWrite(({ action, caseIds, reason }: { action: CaseAction; caseIds: string[]; reason: string }) =>
    apiJson<BulkModerationResult>('POST', '/api/admin/reports/bulk', { action, caseIds, reason }),
  );

/** GET /api/admin/suspension-lifts: requests waiting for a second admin. */
export const useLiftRequests = () =>
  useQuery({ queryKey: keys.lifts(), queryFn: () => apiJson<SuspensionLiftRequest[]>('GET', '/api/admin/suspension-lifts') });

export { useRequestLift } from '#shared/lib/suspension-lifts';

export const useApproveLift = () =>
  useAdminWrite(({ id, reason }: { id: string; reason: string }) =>
    apiJson<SuspensionLiftRequest>('POST', `/api/admin/suspension-lifts/${encodeURIComponent(id)}/approve`, { reason }),
  );
