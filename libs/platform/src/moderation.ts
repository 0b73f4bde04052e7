/**
 * The one client of the report and appeal endpoints (docs/admin.md, "Moderation"), used by the Report
 * dialog wherever a reportable item is shown (player profiles, highlights, mentor profiles, received
 * contact requests) and by the owner's appeal screen. Admin queue hooks live in mf-admin.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReportDto, CreateReportResponse, OwnerCaseView } from '@fiji/contracts';
import { apiJson } from './api-client';

export const moderationKeys = {
  all: ['moderation'] as const,
  /** The admin queue (mf-admin reads it under this prefix, so a report refreshes an open console). */
  queue: () => [...moderationKeys.all, 'queue'] as const,
  ownerCase: (caseId: string) => [...moderationKeys.all, 'owner-case', caseId] as const,
  appealLink: (token: string) => [...moderationKeys.all, 'appeal-link', token] as const,
};

export type ReportInput = Pick<CreateReportDto, 'targetType' | 'targetId' | 'reason' | 'text'>;

/** POST /api/reports: joins the item's open case or opens one. */
export function useReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportInput) => apiJson<CreateReportResponse>('POST', '/api/reports', input),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** GET /api/reports/cases/:caseId: a decision about the viewer's own content. */
export const useOwnerCase = (caseId: string) =>
  useQuery<OwnerCaseView>({
    queryKey: moderationKeys.ownerCase(caseId),
    queryFn: () => apiJson<OwnerCaseView>('GET', `/api/reports/cases/${encodeURIComponent(caseId)}`),
  });

/** POST /api/reports/cases/:caseId/appeal: once, within the appeal window. */
export function useAppeal(caseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiJson<OwnerCaseView>('POST', `/api/reports/cases/${encodeURIComponent(caseId)}/appeal`, { text }),
    onSuccess: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}

/** GET /api/appeal-links/:token: the decision a mailed appeal link stands for (no session; 404 once used or expired). */
export const useAppealLink = (token: string) =>
  useQuery<OwnerCaseView>({
    queryKey: moderationKeys.appealLink(token),
    queryFn: () => apiJson<OwnerCaseView>('GET', `/api/appeal-links/${encodeURIComponent(token)}`),
  });

/** POST /api/appeal-links/:token: the one appeal through the link; the answer replaces the link's view (a refetch would be 404). */
export function useAppealByLink(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => apiJson<OwnerCaseView>('POST', `/api/appeal-links/${encodeURIComponent(token)}`, { text }),
    onSuccess: (view) => client.setQueryData(moderationKeys.appealLink(token), view),
  });
}
