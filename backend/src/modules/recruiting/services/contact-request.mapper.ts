import {
  nextFollowUpAt,
  type ContactRequestItem,
  type ContactRequestParty,
  type ContactRequestPlayer,
} from '@fiji/contracts';
import type { AccountRef } from '../../../database/entity-refs';
import type { ContactRequest } from '../entities/contact-request.entity';
import type { PlayerSnapshot } from './recruiting-players.service';

/** Explicit mappers for the received/sent view: only the listed fields leave the server (no contact fields). */
export function toParty(u: AccountRef | undefined, id: string): ContactRequestParty {
  return {
    id,
    fullName: u?.fullName ?? null,
    firstName: u?.firstName ?? '',
    lastName: u?.lastName ?? '',
    profileImageUrl: u?.profileImageUrl ?? null,
    role: u?.role ?? 'player',
  };
}

export function toPlayerBlock(p: PlayerSnapshot | null | undefined): ContactRequestPlayer | null {
  if (!p) return null;
  return {
    id: p.id,
    user: { firstName: p.firstName, lastName: p.lastName, fullName: p.fullName, profileImageUrl: p.profileImageUrl },
    school: p.school,
    positions: p.positions,
  };
}

export function followUpAt(r: Pick<ContactRequest, 'status' | 'lastFollowUpAt'>): string | null {
  if (r.status !== 'pending') return null;
  return nextFollowUpAt(r.lastFollowUpAt)?.toISOString() ?? null;
}

export function toContactRequestItem(r: ContactRequest, player: PlayerSnapshot | null | undefined): ContactRequestItem {
  return {
    id: r.id,
    status: r.status,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    respondedAt: r.respondedAt?.toISOString() ?? null,
    lastFollowUpAt: r.lastFollowUpAt?.toISOString() ?? null,
    nextFollowUpAt: followUpAt(r),
    fromUser: toParty(r.fromUser, r.fromUserId),
    toUser: toParty(r.toUser, r.toUserId),
    player: toPlayerBlock(player),
  };
}
