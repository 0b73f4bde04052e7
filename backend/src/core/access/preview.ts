import { ForbiddenException } from '@nestjs/common';
import { LIMITS, UPGRADE_REQUIRED_CODE } from '@fiji/contracts';
import { isOwner } from './visibility';
import type { Viewer } from './viewer';

/**
 * The paywall's preview, written once for every place a viewer meets another player's profile
 * (search cards, the profile, its page, its highlights). Paid viewers are those with an active
 * subscription whose plan is not free, whatever their role (Recruiter Plan, Player Pro, Mentor Pro:
 * the `isPaid` of ViewerAccessService, the same notion that gives canContact); admins count as paid.
 * The owner always sees their own profile in full. Everyone else gets the preview.
 */
export const seesFullProfile = (viewer: Viewer | null, player: { userId: string }): boolean =>
  !!viewer && (viewer.isAdmin || viewer.isPaid || isOwner(viewer, player));

/** The fields the paywall cuts, as stored (highlightCount = the highlights this viewer may see). */
export interface PaywalledSource {
  positions: string[] | null;
  bio: string | null;
  formats: string[] | null;
  highlightCount: number;
}

export interface PaywalledFields {
  positions: string[];
  /** Positions left out ("+N more"); 0 when full. */
  positionsMore: number;
  bio: string | null;
  /** '1+' in a preview when there is at least one (0 stays 0). */
  highlightCount: number | '1+';
  /** Full view only: the key is absent from a preview. */
  formats?: string[];
  _isPreview: boolean;
}

/**
 * A free viewer's preview: 2 positions + how many more, bio cut to 80 characters, '1+' highlights, no
 * formats. Built field by field so nothing hidden can slip in. Contact fields are not part of it: they
 * follow contactFieldsFor (no paid plan, no contact fields).
 */
export function previewFields(p: PaywalledSource): PaywalledFields {
  const positions = p.positions ?? [];
  return {
    positions: positions.slice(0, LIMITS.previewPositions),
    positionsMore: Math.max(0, positions.length - LIMITS.previewPositions),
    bio: p.bio === null ? null : p.bio.slice(0, LIMITS.previewBioChars),
    highlightCount: p.highlightCount > 0 ? '1+' : 0,
    _isPreview: true,
  };
}

export function fullFields(p: PaywalledSource): PaywalledFields {
  return {
    positions: p.positions ?? [],
    positionsMore: 0,
    bio: p.bio,
    highlightCount: p.highlightCount,
    formats: p.formats ?? [],
    _isPreview: false,
  };
}

/** The preview or the full fields, as `full` (seesFullProfile) says. */
export const paywalledFields = (p: PaywalledSource, full: boolean): PaywalledFields => (full ? fullFields(p) : previewFields(p));

/**
 * 403 for something the paywall keeps from a free viewer who may otherwise see the object (so nothing
 * about hidden objects is told: those answer 404 first). `upgradeRequired: true` makes the page show
 * the upgrade prompt.
 */
export function upgradeRequired(message: string): ForbiddenException {
  return new ForbiddenException({ statusCode: 403, code: UPGRADE_REQUIRED_CODE, message, upgradeRequired: true });
}
