import { useQuery } from '@tanstack/react-query';
import { displayName } from '@fiji/contracts';

type Party = { fullName?: string | null; firstName?: string | null; lastName?: string | null; role?: string | null };
export type ContactRequest = {
  id: string;
  status: string;
  message?: string | null;
  createdAt: string;
  fromUser?: Party | null;
  toUser?: Party | null;
  player?: { school?: string | null; positions?: string[] | null; user?: Party | null } | null;
};

/** GET /api/contact-requests: received. */
export const useReceivedRequests = () => useQuery<ContactRequest[]>({ queryKey: ['/api/contact-requests'] });
/** GET /api/me/contact-requests: sent. */
export const useSentRequests = () => useQuery<ContactRequest[]>({ queryKey: ['/api/me/contact-requests'] });

export const partyName = (p?: Party | null): string =>
  displayName(p, 'Unknown User');
