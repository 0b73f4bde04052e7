/**
 * The one client of the contact-request endpoints, used by every area that reads or writes them (a
 * profile's Contact button, the search cards, /contact-requests, /recruiter/contacts).
 *
 * Every write invalidates `contactRequestKeys.all`: the received and sent lists and the recruiter-side
 * view with its stats, in whichever area they are shown.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContactRequestItem,
  CreateContactRequestDto,
  ContactRequestResponse,
  FollowUpResponse,
  RecruiterContactsResponse,
} from '@fiji/contracts';
import { apiJson } from './api-client';
import { contactRequestKeys } from './query-keys';
import { useSession } from './session-store';

/** The body of POST /api/contact-requests (what the contact-request dialog submits). */
export type SendContactRequestInput = Pick<CreateContactRequestDto, 'toUser' | 'playerId' | 'message'>;

const requestPath = (id: string) => `/api/contact-requests/${encodeURIComponent(id)}`;

/** GET /api/contact-requests: requests the viewer received. */
export const useReceivedContactRequests = () =>
  useQuery<ContactRequestItem[]>({
    queryKey: contactRequestKeys.received(),
    queryFn: () => apiJson<ContactRequestItem[]>('GET', '/api/contact-requests'),
  });

/** GET /api/me/contact-requests: requests the viewer sent. */
export const useSentContactRequests = () =>
  useQuery<ContactRequestItem[]>({
    queryKey: contactRequestKeys.sent(),
    queryFn: () => apiJson<ContactRequestItem[]>('GET', '/api/me/contact-requests'),
  });

/** GET /api/recruiter/contacts: the recruiter-side list and its stats (`enabled` for the allowed roles). */
export function useRecruiterContacts(enabled: boolean) {
  const { isAuthenticated } = useSession();
  return useQuery<RecruiterContactsResponse>({
    queryKey: contactRequestKeys.recruiter(),
    queryFn: () => apiJson<RecruiterContactsResponse>('GET', '/api/recruiter/contacts'),
    enabled: enabled && isAuthenticated,
  });
}

/** A mutation whose success refreshes every contact-request reader. */
function useContactRequestWrite<TData, TInput>(mutationFn: (input: TInput) => Promise<TData>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: contactRequestKeys.all }),
  });
}

/** POST /api/contact-requests {toUser, playerId, message}: from a profile or a search card. */
export const useSendContactRequest = () =>
  useContactRequestWrite((input: SendContactRequestInput) => apiJson<ContactRequestItem>('POST', '/api/contact-requests', input));

/** PATCH /api/contact-requests/:id {status}: the recipient approves or declines. */
export const useRespondToContactRequest = () =>
  useContactRequestWrite(({ id, status }: { id: string; status: ContactRequestResponse }) =>
    apiJson<ContactRequestItem>('PATCH', requestPath(id), { status }),
  );

/** DELETE /api/contact-requests/:id: the sender withdraws a pending request. */
export const useWithdrawContactRequest = () =>
  useContactRequestWrite((id: string) => apiJson<{ ok: true }>('DELETE', requestPath(id)));

/** POST /api/contact-requests/:id/follow-up: a reminder to the recipient, at most once per 7 days. */
export const useContactRequestFollowUp = () =>
  useContactRequestWrite((id: string) => apiJson<FollowUpResponse>('POST', `${requestPath(id)}/follow-up`));
