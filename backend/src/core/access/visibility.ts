import { CONTACT_VIA_REQUEST, isMinor, ORGANIZATION_MESSAGES, type Visibility } from '@fiji/contracts';
import type { Viewer } from './viewer';

/**
 * The visibility rules of docs/decisions.md, in one place, both as SQL (for queries that filter rows)
 * and as predicates (for a row already loaded). `public`: everyone signed in; `recruiters`: verified
 * recruiting-role accounts, admins and the owner; `private`: the owner and admins. A suspended
 * owner's profile is hidden from everyone but admins. Content a moderator hid (`moderation_hidden_at`,
 * docs/admin.md) is missing for everyone but admins and its owner.
 */

export interface SqlFragment {
  sql: string;
  params: Record<string, unknown>;
}

/** Parameter names are prefixed so a fragment can sit in any TypeORM query builder. */
const P = 'va_';

/** The visibility levels a signed-in viewer other than an admin or the owner may see. */
export const profileLevels = (viewer: Viewer): Visibility[] => (viewer.isVerifiedRecruiter ? ['public', 'recruiters'] : ['public']);

/**
 * WHERE fragment: the player row `alias` (with `alias.user_id`) is visible to `viewer`.
 * `ownerAlias` (optional) is the joined users row of the owner, for the suspension rule.
 */
export function playerVisibleSql(alias: string, viewer: Viewer | null, ownerAlias?: string): SqlFragment {
  if (viewer?.isAdmin) return { sql: 'TRUE', params: {} };
  if (!viewer) return { sql: 'FALSE', params: {} };
  const levels = profileLevels(viewer);
  const notSuspended = ownerAlias
    ? `${ownerAlias}.suspended_at IS NULL`
    : `NOT EXISTS (SELECT 1 FROM users su WHERE su.id = ${alias}.user_id AND su.suspended_at IS NOT NULL)`;
  return {
    sql: `(${alias}.user_id = :${P}viewerId OR (${alias}.visibility IN (:...${P}levels) AND ${notSuspended} AND ${alias}.moderation_hidden_at IS NULL))`,
    params: { [`${P}viewerId`]: viewer.id, [`${P}levels`]: levels },
  };
}

/**
 * WHERE fragment for a highlight row `alias` whose player row is `playerAlias` (which must itself be
 * filtered with playerVisibleSql). Others see only finished ('ready') highlights their level allows.
 */
export function highlightVisibleSql(alias: string, playerAlias: string, viewer: Viewer | null): SqlFragment {
  if (!viewer) return { sql: 'FALSE', params: {} };
  // Media hidden after a paid plan ended are missing for everyone but the owner (docs/billing.md).
  if (viewer.isAdmin) return { sql: `(${playerAlias}.user_id = :${P}viewerId OR ${alias}.plan_hidden_at IS NULL)`, params: { [`${P}viewerId`]: viewer.id } };
  const levels = viewer.isVerifiedRecruiter ? ['public', 'recruiters'] : ['public'];
  return {
    sql: `(${playerAlias}.user_id = :${P}viewerId OR (${alias}.privacy IN (:...${P}hlevels) AND ${alias}.status = 'ready' AND ${alias}.plan_hidden_at IS NULL AND ${alias}.moderation_hidden_at IS NULL))`,
    params: { [`${P}viewerId`]: viewer.id, [`${P}hlevels`]: levels },
  };
}

const levelAllows = (level: Visibility | string, viewer: Viewer): boolean =>
  level === 'public' || (level === 'recruiters' && viewer.isVerifiedRecruiter);

export interface VisibilitySubject {
  userId: string;
  visibility: Visibility | string;
  ownerSuspended?: boolean;
  /** The profile was hidden by a moderator. */
  moderationHidden?: boolean;
}

export const isOwner = (viewer: Viewer | null, player: { userId: string }): boolean => !!viewer && viewer.id === player.userId;

export function canSeeProfile(viewer: Viewer | null, player: VisibilitySubject): boolean {
  if (!viewer) return false;
  if (viewer.isAdmin || isOwner(viewer, player)) return true;
  return !player.ownerSuspended && !player.moderationHidden && levelAllows(player.visibility, viewer);
}

export function canSeeHighlight(
  viewer: Viewer | null,
  player: VisibilitySubject,
  highlight: { privacy: Visibility | string; status: string; planHiddenAt?: Date | string | null; moderationHiddenAt?: Date | string | null },
): boolean {
  if (!canSeeProfile(viewer, player)) return false;
  if (isOwner(viewer, player)) return true;
  if (highlight.planHiddenAt) return false;
  if (viewer!.isAdmin) return true;
  if (highlight.moderationHiddenAt) return false;
  return highlight.status === 'ready' && levelAllows(highlight.privacy, viewer!);
}

export { CONTACT_VIA_REQUEST };

/**
 * Safeguarding treats a player as under 18 when either date of birth says so (the profile's or the
 * account's), so editing one can never unmask a child. The one rule for contact fields, guardian
 * consent on uploads and guardian notification of contact requests.
 */
export const isMinorPlayer = (
  player: { dob: string | Date | null; accountDob?: string | Date | null },
  today: Date = new Date(),
): boolean => isMinor(player.dob, today) || isMinor(player.accountDob, today);

export interface ContactFields {
  contactEmail: string | null;
  contactPhone: string | null;
  /** Set when the fields were withheld: what the page shows instead. */
  contactNote?: string;
}

/**
 * Who gets a player's direct email and phone. The player, admins and a user whose contact request
 * the player approved always do. Otherwise: a player under 18 -> nobody ("Contact via request",
 * docs/decisions.md safeguarding); an adult -> paid viewers only (paid plans gate direct contact).
 * `approvedContact` is ViewerAccessService.hasApprovedContact for this viewer and player. Minor
 * status uses the younger of the profile's and the account's date of birth, so editing one cannot
 * unmask a child.
 */
export function contactFieldsFor(
  viewer: Viewer | null,
  player: { userId: string; dob: string | Date | null; accountDob?: string | Date | null; contactEmail: string | null; contactPhone: string | null },
  approvedContact: boolean,
  today: Date = new Date(),
): ContactFields {
  const open = { contactEmail: player.contactEmail, contactPhone: player.contactPhone };
  if (viewer && (viewer.isAdmin || isOwner(viewer, player) || approvedContact)) return open;
  if (isMinorPlayer(player, today)) {
    return { contactEmail: null, contactPhone: null, contactNote: CONTACT_VIA_REQUEST };
  }
  if (viewer?.isPaid) return open;
  return { contactEmail: null, contactPhone: null, contactNote: ORGANIZATION_MESSAGES.previewContactNote };
}

/**
 * A player's exact date of birth (YYYY-MM-DD) for this viewer. Of a player under 18 it goes only to the
 * player, admins and a user whose contact request the player approved (the contact safeguard's
 * circle); everyone else gets null and reads the age instead. An adult's goes to whoever sees the profile.
 */
export function birthDateFor(
  viewer: Viewer | null,
  player: { userId: string; dob: string | null; accountDob?: string | Date | null },
  approvedContact: boolean,
  today: Date = new Date(),
): string | null {
  if (!isMinorPlayer(player, today)) return player.dob;
  if (viewer && (viewer.isAdmin || isOwner(viewer, player) || approvedContact)) return player.dob;
  return null;
}
