/**
 * PostgreSQL named enums of the data model that libs/contracts does not define (yet). The ones
 * it does define (user_role, org_type, achievement_type, visibility, interest_level, dominant_side)
 * are imported from @fiji/contracts. The value lists must match the migration's CREATE TYPEs.
 */
export const SESSION_STATUSES = ['scheduled', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const MENTORSHIP_STATUSES = ['active', 'paused', 'completed', 'cancelled'] as const;
export type MentorshipStatus = (typeof MENTORSHIP_STATUSES)[number];

export const ADDON_TYPES = ['profile_boost', 'extra_upload', 'highlight_feedback', 'verification_fast_track'] as const;
export type AddonType = (typeof ADDON_TYPES)[number];

export const BADGE_TYPES = ['verified_player', 'mentored_by', 'bootcamp_complete', 'top_performer', 'community_leader'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

export const CONTACT_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];

export const CONTENT_TYPES = ['video', 'image'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
