/**
 * Contact requests (docs/decisions.md): statuses, the create/update DTOs with the
 * spec's messages, response shapes of the received/sent and recruiter views, toast texts and the
 * response-rate formula, shared by the server and the pages.
 */
import { ERROR_CODES } from './error-codes';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import { trim } from './field-rules';
import { LIMITS } from './limits';
import type { UserRole } from './roles';

export const CONTACT_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];
/** What the recipient may set with PATCH. */
export const CONTACT_REQUEST_RESPONSES = ['approved', 'declined'] as const;
export type ContactRequestResponse = (typeof CONTACT_REQUEST_RESPONSES)[number];

/** Status badge colours; anything else is grey. */
export const CONTACT_STATUS_COLORS: Record<string, 'yellow' | 'green' | 'red' | 'grey'> = {
  pending: 'yellow',
  approved: 'green',
  declined: 'red',
};
export const contactStatusColor = (status: string): 'yellow' | 'green' | 'red' | 'grey' => CONTACT_STATUS_COLORS[status] ?? 'grey';

/** Who may send a contact request: the roles with a Contact button plus coach (a recruiting role). */
export const CONTACT_SENDER_ROLES: readonly UserRole[] = ['recruiter', 'club', 'union', 'coach', 'agent', 'mentor', 'admin'];
/** Who sees /recruiter/contacts (docs/decisions.md: the recruiter-side view): recruiting roles and admin. */
export const RECRUITER_CONTACTS_ROLES: readonly UserRole[] = ['recruiter', 'club', 'union', 'coach', 'agent', 'admin'];

export const CONTACT_REQUEST_MESSAGE_MAX = 2000;
/** Follow Up: at most one reminder per this many days (docs/decisions.md). */
export const FOLLOW_UP_INTERVAL_DAYS = LIMITS.followUpIntervalDays;

/**
 * After a player declines, the same sender cannot contact that player again for this many days (any
 * player, not only minors: a "no" is respected, and a guardian is not mailed again and again).
 */
export const CONTACT_DECLINE_COOLDOWN_DAYS = 30;
/** `code` of the 429 that refuses a request inside that cooldown (with `nextContactAt`). */
export const CONTACT_COOLDOWN_CODE = ERROR_CODES.CONTACT_COOLDOWN;

export const CONTACT_REQUEST_MESSAGES = {
  // Sending from a profile
  messageRequiredTitle: 'Message required',
  messageRequired: 'Please enter a message for your contact request',
  messageTooLong: `Message must be less than ${CONTACT_REQUEST_MESSAGE_MAX} characters`,
  playerUnavailable: 'Unable to send contact request - player information not available',
  sentTitle: 'Contact request sent',
  sentDescription: (name: string) => `Your message has been sent to ${name}`,
  sendFailed: 'Failed to send contact request',
  sendFailedOnProfile: 'Failed to send contact request.',
  senderRoleRequired: 'Only clubs, unions, recruiters, coaches, agents and mentors can send contact requests.',
  selfContact: 'You cannot send a contact request to yourself.',
  duplicatePending: 'You already have a pending contact request for this player.',
  upgradeToContact: 'Upgrade your plan to contact players.',
  contactCooldown: (next: Date | string) =>
    `This player declined your last contact request. You can contact them again ${CONTACT_DECLINE_COOLDOWN_DAYS} days after the decline, from ${new Date(next).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  // Responding
  statusInvalid: 'Status must be approved or declined',
  updatedTitle: 'Request Updated',
  approved: 'Contact request approved successfully.',
  declined: 'Contact request declined successfully.',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to update contact request status',
  notFound: 'Contact request not found',
  recipientOnly: 'Only the recipient can respond to this contact request.',
  alreadyAnswered: 'This contact request has already been answered.',
  upgradeToRespond: 'Upgrade your plan to approve contact requests.',
  // Withdraw and Follow Up (docs/decisions.md)
  senderOnlyWithdraw: 'Only the sender can withdraw this contact request.',
  senderOnlyFollowUp: 'Only the sender can follow up on this contact request.',
  withdrawPendingOnly: 'Only pending contact requests can be withdrawn.',
  followUpPendingOnly: 'Only pending contact requests can be followed up.',
  withdrawnTitle: 'Request withdrawn',
  withdrawn: 'Your contact request has been withdrawn.',
  followUpSentTitle: 'Follow-up sent',
  followUpSent: 'We reminded the player about your request.',
  followUpTooSoon: (next: Date | string) =>
    `You can send another follow-up on ${new Date(next).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  // Screen texts
  accessDeniedTitle: 'Access Denied',
  recruitersOnly: 'This page is only accessible to recruiters',
  wantsToContact: 'wants to contact you',
  requestSent: 'contact request sent',
  unknownUser: 'Unknown User',
  emptyReceived: 'No Contact Requests',
  emptySent: 'No Sent Requests',
  emptyRecruiter: 'No contact requests yet',
  loadingReceived: 'Loading received requests...',
  loadingSent: 'Loading sent requests...',
} as const;

/** Notification titles and texts for the other party (send, approve, decline, follow-up). */
export const CONTACT_REQUEST_NOTIFICATIONS = {
  receivedTitle: 'New contact request',
  received: (sender: string) => `${sender} sent you a contact request.`,
  receivedMinor: (sender: string) => `${sender} sent you a contact request. A copy was sent to your guardian.`,
  approvedTitle: 'Contact request approved',
  approved: (player: string) => `${player} approved your contact request. Their contact details are now visible.`,
  declinedTitle: 'Contact request declined',
  declined: (player: string) => `${player} declined your contact request.`,
  followUpTitle: 'Contact request reminder',
  followUp: (sender: string) => `${sender} is still waiting for your reply to their contact request.`,
} as const;

const UNAVAILABLE = CONTACT_REQUEST_MESSAGES.playerUnavailable;

/** POST /api/contact-requests {toUser, playerId, message}. */
export class CreateContactRequestDto {
  @IsUUID('all', { message: UNAVAILABLE })
  @IsNotEmpty({ message: UNAVAILABLE })
  toUser!: string;

  @IsUUID('all', { message: UNAVAILABLE })
  @IsNotEmpty({ message: UNAVAILABLE })
  playerId!: string;

  @Transform(trim)
  @IsString({ message: CONTACT_REQUEST_MESSAGES.messageRequired })
  @IsNotEmpty({ message: CONTACT_REQUEST_MESSAGES.messageRequired })
  @MaxLength(CONTACT_REQUEST_MESSAGE_MAX, { message: CONTACT_REQUEST_MESSAGES.messageTooLong })
  message!: string;
}

/** PATCH /api/contact-requests/:id {status}. */
export class UpdateContactRequestDto {
  @IsIn(CONTACT_REQUEST_RESPONSES as unknown as string[], { message: CONTACT_REQUEST_MESSAGES.statusInvalid })
  status!: ContactRequestResponse;
}

export interface ContactRequestParty {
  id: string;
  fullName: string | null;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
  role: UserRole;
}

export interface ContactRequestPlayer {
  id: string;
  user: { firstName: string; lastName: string; fullName: string | null; profileImageUrl: string | null };
  school: string | null;
  positions: string[];
}

/** GET /api/contact-requests (received), GET /api/me/contact-requests (sent), POST/PATCH results. */
export interface ContactRequestItem {
  id: string;
  status: ContactRequestStatus;
  message: string;
  createdAt: string;
  respondedAt: string | null;
  lastFollowUpAt: string | null;
  /** Pending requests: when the sender may follow up again (null = now). Null otherwise. */
  nextFollowUpAt: string | null;
  fromUser: ContactRequestParty;
  toUser: ContactRequestParty;
  /** Null when the profile is no longer visible to the viewer. Never carries contact fields. */
  player: ContactRequestPlayer | null;
}

/** GET /api/recruiter/contacts list card. */
export interface RecruiterContactItem {
  id: string;
  playerId: string | null;
  playerName: string;
  position: string;
  school: string | null;
  playerEmail: string | null;
  /** Present only when known and allowed. */
  playerPhone?: string;
  /** 'Contact via request' when the contact fields were withheld. */
  contactNote?: string;
  message: string;
  status: ContactRequestStatus;
  createdAt: string;
  respondedAt: string | null;
  lastFollowUpAt: string | null;
  nextFollowUpAt: string | null;
}

export interface ContactRequestStats {
  totalSent: number;
  pending: number;
  approved: number;
  declined: number;
  /** Whole percent of requests that are no longer pending; 0 when none. */
  responseRate: number;
}

export interface RecruiterContactsResponse {
  results: RecruiterContactItem[];
  stats: ContactRequestStats;
}

export interface FollowUpResponse {
  id: string;
  lastFollowUpAt: string;
  nextFollowUpAt: string;
}

/** Response Rate: share of requests whose status is not pending, whole percent, 0 when none. */
export function responseRate(statuses: readonly string[]): number {
  if (statuses.length === 0) return 0;
  const answered = statuses.filter((s) => s !== 'pending').length;
  return Math.round((answered / statuses.length) * 100);
}

/** The four tiles of /recruiter/contacts (plus declined) from the statuses of the sent requests. */
export function contactRequestStats(statuses: readonly string[]): ContactRequestStats {
  const count = (s: string) => statuses.filter((x) => x === s).length;
  return {
    totalSent: statuses.length,
    pending: count('pending'),
    approved: count('approved'),
    declined: count('declined'),
    responseRate: responseRate(statuses),
  };
}

/** When the sender may follow up again: FOLLOW_UP_INTERVAL_DAYS after the last follow-up (null = now). */
export function nextFollowUpAt(lastFollowUpAt: Date | string | null): Date | null {
  if (!lastFollowUpAt) return null;
  return new Date(new Date(lastFollowUpAt).getTime() + FOLLOW_UP_INTERVAL_DAYS * 24 * 60 * 60 * 1000);
}
