import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerFeedbackBody, CreateFeedbackRequestBody, FeedbackRequestView, HighlightResponse } from '@fiji/contracts';
import { apiJson, feedbackKeys, mentorKeys, playerKeys, startCheckout } from '@fiji/platform';

/** GET /api/mentoring/feedback-requests?role=… */
export const useFeedbackRequests = (role: 'player' | 'mentor', enabled = true) =>
  useQuery({
    queryKey: feedbackKeys.list(role),
    queryFn: () => apiJson<FeedbackRequestView[]>('GET', `/api/mentoring/feedback-requests?role=${role}`),
    enabled,
  });

export const useFeedbackRequest = (id: string) =>
  useQuery({ queryKey: feedbackKeys.one(id), queryFn: () => apiJson<FeedbackRequestView>('GET', `/api/mentoring/feedback-requests/${id}`) });

/** The player's own highlights (the player module's API): what feedback can be asked about. */
export const useMyHighlights = (enabled: boolean) => {
  const me = useQuery({ queryKey: playerKeys.me(), enabled, queryFn: () => apiJson<{ id: string }>('GET', '/api/players/me') });
  const playerId = me.data?.id;
  return useQuery({
    queryKey: playerKeys.highlights(playerId ?? ''),
    enabled: enabled && Boolean(playerId),
    queryFn: () => apiJson<HighlightResponse[]>('GET', `/api/highlights/player/${playerId}`),
  });
};

/** Listed mentors to ask (GET /api/mentors, best rated first). */
export const useMentorChoices = () =>
  useQuery({
    queryKey: mentorKeys.choices(),
    queryFn: async () => {
      const res = await apiJson<MentorChoice[] | { results: MentorChoice[] }>('GET', '/api/mentors?sort=rating');
      return Array.isArray(res) ? res : res.results;
    },
  });

interface MentorChoice {
  id: string;
  user?: { firstName?: string | null; lastName?: string | null };
}

/** Ask, then pay the add-on through billing's checkout (a minor's request waits for the guardian instead). */
export function useAskFeedback() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateFeedbackRequestBody) => {
      const created = await apiJson<FeedbackRequestView>('POST', '/api/mentoring/feedback-requests', body);
      await qc.invalidateQueries({ queryKey: feedbackKeys.all });
      if (created.checkout) await startCheckout({ ...created.checkout, returnTo: '/mentoring/feedback' });
      return created;
    },
  });
}

export function useAnswerFeedback(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerFeedbackBody) => apiJson<FeedbackRequestView>('POST', `/api/mentoring/feedback-requests/${id}/answer`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
