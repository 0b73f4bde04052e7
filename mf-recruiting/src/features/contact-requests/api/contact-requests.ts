import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactRequestItem,
  ContactRequestResponse,
  FollowUpResponse,
  RecruiterContactsResponse,
} from '@fiji/contracts';
import { apiJson, useSession } from '@fiji/platform';

const RECEIVED = ['/api/contact-requests'];
const SENT = ['/api/me/contact-requests'];
const RECRUITER = ['/api/recruiter/contacts'];

/** GET /api/contact-requests: requests the viewer received. */
export const useReceivedRequests = () => useQuery<ContactRequestItem[]>({ queryKey: RECEIVED });
/** GET /api/me/contact-requests: requests the viewer sent. */
export const useSentRequests = () => useQuery<ContactRequestItem[]>({ queryKey: SENT });

/** GET /api/recruiter/contacts: the recruiter-side list and its stats (`enabled` for the allowed roles). */
export function useRecruiterContacts(enabled: boolean) {
  const { isAuthenticated } = useSession();
  return useQuery<RecruiterContactsResponse>({ queryKey: RECRUITER, enabled: enabled && isAuthenticated });
}

/** PATCH /api/contact-requests/:id {status}: the recipient approves or declines; the received list refreshes. */
export function useRespondToRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactRequestResponse }) =>
      apiJson<ContactRequestItem>('PATCH', `/api/contact-requests/${encodeURIComponent(id)}`, { status }),
    onSuccess: () => client.invalidateQueries({ queryKey: RECEIVED }),
  });
}

/** DELETE /api/contact-requests/:id: the sender withdraws a pending request. */
export function useWithdrawRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<{ ok: true }>('DELETE', `/api/contact-requests/${encodeURIComponent(id)}`),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: RECRUITER }), client.invalidateQueries({ queryKey: SENT })]),
  });
}

/** POST /api/contact-requests/:id/follow-up: a reminder to the recipient, at most once per 7 days. */
export function useFollowUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<FollowUpResponse>('POST', `/api/contact-requests/${encodeURIComponent(id)}/follow-up`),
    onSuccess: () => client.invalidateQueries({ queryKey: RECRUITER }),
  });
}
