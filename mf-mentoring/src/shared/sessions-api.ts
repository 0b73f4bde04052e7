import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingResponse,
  EarningsView,
  GuardianApprovalView,
  MentoringSessionList,
  MentoringSessionType,
  MentoringSessionView,
} from '@fiji/contracts';
import { apiJson, mentorKeys } from '@fiji/platform';

/** Query keys of bookings and sessions: every write invalidates `all`, so every list, session and earnings reader refreshes. */
export const sessionKeys = {
  all: ['mentoring-sessions'] as const,
  list: (role: 'mentor' | 'mentee', when: 'upcoming' | 'past') => [...sessionKeys.all, 'list', role, when] as const,
  one: (id: string) => [...sessionKeys.all, 'one', id] as const,
  earnings: () => [...sessionKeys.all, 'earnings'] as const,
  approval: (token: string) => [...sessionKeys.all, 'guardian-approval', token] as const,
};

export const useSessions = (role: 'mentor' | 'mentee', when: 'upcoming' | 'past', enabled = true) =>
  useQuery({
    queryKey: sessionKeys.list(role, when),
    queryFn: () => apiJson<MentoringSessionList>('GET', `/api/mentoring/sessions?role=${role}&when=${when}`),
    enabled,
  });

export const useSession = (id: string | null) =>
  useQuery({ queryKey: sessionKeys.one(id ?? ''), queryFn: () => apiJson<MentoringSessionView>('GET', `/api/mentoring/sessions/${id}`), enabled: !!id });

export const useEarnings = (enabled = true) =>
  useQuery({ queryKey: sessionKeys.earnings(), queryFn: () => apiJson<EarningsView>('GET', '/api/mentoring/earnings'), enabled });

/** Refreshes sessions, earnings and the mentors (a review changes a rating, a booking a mentor's open slots). */
function useRefresh() {
  const qc = useQueryClient();
  return () => Promise.all([qc.invalidateQueries({ queryKey: sessionKeys.all }), qc.invalidateQueries({ queryKey: mentorKeys.all })]);
}

export interface BookInput {
  mentorId: string;
  start: string;
  durationMinutes: number;
  sessionType: MentoringSessionType;
  note: string;
}

export function useBook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: BookInput) => apiJson<BookingResponse>('POST', '/api/mentoring/bookings', input),
    onSuccess: () => refresh(),
  });
}

export type SessionAction =
  | { kind: 'confirm'; meetingUrl?: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'complete' }
  | { kind: 'no-show' }
  | { kind: 'reschedule'; start: string }
  | { kind: 'meeting-link'; meetingUrl?: string; generate?: boolean }
  | { kind: 'notes'; text: string }
  | { kind: 'reflection'; text: string }
  | { kind: 'review'; rating: number; title: string; comment: string; wouldRecommend: boolean };

export function useSessionAction(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (action: SessionAction) => {
      const { kind, ...body } = action;
      const put = kind === 'meeting-link' || kind === 'notes' || kind === 'reflection';
      return apiJson<unknown>(put ? 'PUT' : 'POST', `/api/mentoring/sessions/${id}/${kind}`, body);
    },
    onSuccess: () => refresh(),
  });
}

export const useGuardianApproval = (token: string) =>
  useQuery({
    queryKey: sessionKeys.approval(token),
    queryFn: () => apiJson<GuardianApprovalView>('GET', `/api/mentoring/guardian-approvals/${encodeURIComponent(token)}`),
    retry: false,
  });

export function useGuardianDecision(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (decision: 'approve' | 'decline') => apiJson<GuardianApprovalView>('POST', `/api/mentoring/guardian-approvals/${encodeURIComponent(token)}/${decision}`),
    onSuccess: (view) => qc.setQueryData(sessionKeys.approval(token), view),
  });
}

/** Price of `minutes` at an hourly rate, in cents (the server computes the same). */
export const priceCents = (hourlyRate: number, minutes: number) => Math.round((hourlyRate * 100 * minutes) / 60);

/** An amount as money: "USD 12.50" (0 too: an earnings figure, unlike a price, is never "Free"). */
export const amount = (cents: number, currency: string) => `${currency} ${(cents / 100).toFixed(2)}`;
/** A price: "Free" or "USD 12.50". */
export const money = (cents: number, currency: string) => (cents === 0 ? 'Free' : amount(cents, currency));
