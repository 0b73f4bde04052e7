import {
  ageOn,
  PROFILE_PICTURE_SIZES,
  type OwnPlayerProfileResponse,
  type PlayerProfileResponse,
  type PlayerUserBlock,
  type ProfilePictureSet,
} from '@fiji/contracts';
import { birthDateFor, contactFieldsFor, isMinorPlayer, isOwner, paywalledFields, seesFullProfile, type Viewer } from '../../../core/access';
import type { AccountRef } from '../../../database/entity-refs';
import type { Player } from '../entities/player.entity';
import { pictureSetFromMainUrl } from './profile-picture-urls';

export type { OwnPlayerProfileResponse, PlayerProfileResponse } from '@fiji/contracts';

/** A profile counts as verified when an admin verified it or a coach did (docs/decisions.md). */
export const isVerifiedPlayer = (p: Pick<Player, 'verifiedByCoach' | 'verifiedAt'>): boolean => !!p.verifiedByCoach || !!p.verifiedAt;

export const toPlayerUserBlock = (u: AccountRef): PlayerUserBlock => ({
  fullName: u.fullName ?? `${u.firstName} ${u.lastName}`.trim(),
  firstName: u.firstName,
  lastName: u.lastName,
  profileImageUrl: u.profileImageUrl,
});

/** What the mapper needs besides the row; all of it decided by the caller with the access helpers. */
export interface ProfileViewContext {
  viewer: Viewer;
  /** Highlights this viewer may see (highlightVisibleSql). */
  highlightCount: number;
  /** The viewer's contact request about this player was approved (opens a minor's contact fields). */
  approvedContact: boolean;
  /** Only for the owner and admins. */
  guardian?: { email: string | null; consentAt: Date | null };
  /** Only for the owner and admins: when the running boost ends (null: none runs). */
  boostedUntil?: Date | null;
}

const dateOnly = (d: string | Date | null): string | null => (d ? (d instanceof Date ? d.toISOString() : String(d)).slice(0, 10) : null);

function pictureSet(p: Player): ProfilePictureSet | null {
  return p.profilePicture ? pictureSetFromMainUrl(p.profilePicture, PROFILE_PICTURE_SIZES) : null;
}

/**
 * The one builder of a player profile response, field by field so nothing leaks by accident:
 * contact fields go through contactFieldsFor (a minor's are masked), a minor's date of birth through
 * birthDateFor, the paywalled fields through paywalledFields (a free viewer gets the same preview as
 * in search), the guardian block, the verification state and the add-ons' state only to the owner and admins.
 */
export function toPlayerProfile(p: Player, ctx: ProfileViewContext): PlayerProfileResponse | OwnPlayerProfileResponse {
  const dob = dateOnly(p.dob);
  const safeguarded = { userId: p.userId, dob, accountDob: dateOnly(p.user?.dob ?? null), contactEmail: p.contactEmail, contactPhone: p.contactPhone };
  const contact = contactFieldsFor(ctx.viewer, safeguarded, ctx.approvedContact);
  const paywalled = paywalledFields(
    { positions: p.positions, bio: p.bio, formats: p.formats, highlightCount: ctx.highlightCount },
    seesFullProfile(ctx.viewer, p),
  );
  const base: PlayerProfileResponse = {
    id: p.id,
    userId: p.userId,
    dob: birthDateFor(ctx.viewer, safeguarded, ctx.approvedContact),
    age: dob ? ageOn(dob) : null,
    isMinor: isMinorPlayer(safeguarded),
    heightCm: p.heightCm,
    weightKg: p.weightKg,
    dominantSide: p.dominantSide,
    positions: paywalled.positions,
    positionsMore: paywalled.positionsMore,
    formats: paywalled.formats ?? [],
    school: p.school,
    province: p.province,
    gradYear: p.gradYear,
    ageGradeTeam: p.ageGradeTeam,
    bio: paywalled.bio,
    profilePicture: p.profilePicture,
    profilePictureSet: pictureSet(p),
    contactEmail: contact.contactEmail,
    contactPhone: contact.contactPhone,
    contactNote: contact.contactNote ?? null,
    visibility: p.visibility,
    verifiedByCoach: p.verifiedByCoach,
    verified: isVerifiedPlayer(p),
    highlightCount: paywalled.highlightCount,
    _isPreview: paywalled._isPreview,
    isOwner: isOwner(ctx.viewer, p),
    user: toPlayerUserBlock(p.user!),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
  const privileged = ctx.viewer.isAdmin || base.isOwner;
  if (!privileged || !ctx.guardian) return base;
  return {
    ...base,
    guardian: { email: ctx.guardian.email, consentAt: ctx.guardian.consentAt ? ctx.guardian.consentAt.toISOString() : null },
    verification: isVerifiedPlayer(p)
      ? { status: 'verified', reason: null, text: null }
      : p.verificationRejectedAt
        ? { status: 'rejected', reason: p.verificationRejectionReason, text: p.verificationRejectionText }
        : { status: 'pending', reason: null, text: null },
    boostedUntil: ctx.boostedUntil ? ctx.boostedUntil.toISOString() : null,
    verificationFastTracked: !!p.verificationFastTrackedAt,
  };
}
