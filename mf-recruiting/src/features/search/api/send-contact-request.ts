import { useMutation } from '@tanstack/react-query';
import type { ContactRequestItem } from '@fiji/contracts';
import { apiJson } from '@fiji/platform';
import type { ContactRequestInput } from '@fiji/ui';

/** POST /api/contact-requests {toUser, playerId, message} from a player card. */
export const useSendContactRequest = () =>
  useMutation({
    mutationFn: (input: ContactRequestInput) => apiJson<ContactRequestItem>('POST', '/api/contact-requests', input),
  });
