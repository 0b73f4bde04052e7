/** POST /api/contact-requests {toUser, playerId, message} from a profile (player-side §7). */
import type { ContactRequestItem } from '@fiji/contracts';
import { apiJson } from '@fiji/platform';
import type { ContactRequestInput } from '@fiji/ui';

export const sendContactRequest = (input: ContactRequestInput) => apiJson<ContactRequestItem>('POST', '/api/contact-requests', input);
