/**
 * Player profile: the onboarding form's rules as one DTO class, used by the server
 * (POST /api/players, PUT /api/players/{id}) and by the /player/onboarding form through validateForm(),
 * plus the profile responses and the profile-picture rules.
 */
import { ERROR_CODES } from './error-codes';
import { Transform } from 'class-transformer';
import {
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { AUTH_MESSAGES, IsPastDate, MaxAge, MinAge } from './auth';
import { emptyToUndefined, RequiredEmail, RequiredText, trim } from './field-rules';
import { PROVINCES } from './geography';
import { LIMITS } from './limits';
import { DOMINANT_SIDES, FORMATS, POSITIONS, VISIBILITIES, type DominantSide, type Visibility } from './players';

/** The onboarding form's messages, written once. */
export const PLAYER_PROFILE_MESSAGES = {
  dob: 'Date of birth is required',
  heightMin: `Height must be at least ${LIMITS.heightCm.min}cm`,
  heightMax: `Height must be less than ${LIMITS.heightCm.max}cm`,
  weightMin: `Weight must be at least ${LIMITS.weightKg.min}kg`,
  weightMax: `Weight must be less than ${LIMITS.weightKg.max}kg`,
  dominantSide: 'Dominant side is required',
  positions: 'At least one position is required',
  formats: 'At least one format is required',
  school: 'School is required',
  province: 'Province is required',
  gradYear: 'Graduation year must be valid',
  bio: `Bio must be less than ${LIMITS.bioMax} characters`,
  contactPhone: 'Phone number is required',
  /** Beyond the spec's rules (the form only offers the lists, so only a crafted request sees these). */
  positionUnknown: 'Please choose positions from the list',
  formatUnknown: 'Please choose formats from the list',
  provinceUnknown: 'Please choose a Fiji province from the list',
  visibility: 'Visibility must be public, recruiters or private',
} as const;

/** Titles and texts of the page's toasts. */
export const PLAYER_PROFILE_TOASTS = {
  created: 'Player profile created successfully!',
  updated: 'Player profile updated successfully!',
  createFailed: 'Failed to create player profile. Please try again.',
  updateFailed: 'Failed to update player profile. Please try again.',
  loadFailed: 'Failed to load player profile',
  pictureUpdated: 'Profile picture updated',
  pictureFailed: 'Failed to upload profile picture',
} as const;

export const PLAYER_NOT_FOUND = {
  title: 'Player Not Found',
  description: "The player profile you're looking for doesn't exist.",
} as const;

/**
 * A free viewer's view of another player: the same server-built preview as in
 * search, on the profile, its page and its highlights. At most this many highlights are listed (so the
 * list does not tell the exact count the "1+" hides), as posters only: no playable or original media.
 */
export const PREVIEW_HIGHLIGHTS_MAX = 1;

/** `code` of the 403 that refuses a paywalled thing (a free viewer asking for playable media). */
export const UPGRADE_REQUIRED_CODE = ERROR_CODES.UPGRADE_REQUIRED;

export const PLAYER_PREVIEW_MESSAGES = {
  /** The prompt on a preview profile (and the 403 for playable media). */
  upgradeToWatch: 'Upgrade to a paid plan to see the full profile and watch highlights.',
  banner: 'You are viewing a preview of this profile.',
} as const;

/** What a masked contact field says instead (docs/decisions.md safeguarding). */
export const CONTACT_VIA_REQUEST = 'Contact via request';

/** "182" (an input's value) -> 182; "" -> undefined (an optional number left empty). */
const optionalNumber = ({ value }: { value: unknown }) => {
  if (value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? undefined : Number.isNaN(Number(value)) ? value : Number(value);
  return value;
};
/** "2026" (a select's value) -> 2026; no @Type(): that needs reflect-metadata, which browsers lack. */
const requiredNumber = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;
/** A list of choices: trimmed, duplicates dropped, order kept; a single string becomes a one-item list. */
const choiceList = ({ value }: { value: unknown }) => {
  const list = typeof value === 'string' ? [value] : value;
  return Array.isArray(list) ? [...new Set(list.map((v) => (typeof v === 'string' ? v.trim() : v)))] : list;
};

export const currentYear = (today: Date = new Date()): number => today.getUTCFullYear();

/** Graduation years offered by the form (2020 to 2028). */
export const GRAD_YEAR_OPTIONS: readonly number[] = Array.from(
  { length: LIMITS.gradYearOptions.to - LIMITS.gradYearOptions.from + 1 },
  (_, i) => LIMITS.gradYearOptions.from + i,
);

/**
 * POST /api/players and PUT /api/players/{id}: the whole onboarding form (PUT replaces every field).
 * Optional fields sent as null (or "") are cleared.
 */
export class PlayerProfileDto {
  @MinAge(LIMITS.minAccountAge, AUTH_MESSAGES.minAge)
  @MaxAge(LIMITS.maxAccountAge, AUTH_MESSAGES.invalidDob)
  @IsPastDate(PLAYER_PROFILE_MESSAGES.dob)
  dob!: string;

  @Transform(optionalNumber)
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PLAYER_PROFILE_MESSAGES.heightMin })
  @Min(LIMITS.heightCm.min, { message: PLAYER_PROFILE_MESSAGES.heightMin })
  @Max(LIMITS.heightCm.max, { message: PLAYER_PROFILE_MESSAGES.heightMax })
  heightCm?: number | null;

  @Transform(optionalNumber)
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: PLAYER_PROFILE_MESSAGES.weightMin })
  @Min(LIMITS.weightKg.min, { message: PLAYER_PROFILE_MESSAGES.weightMin })
  @Max(LIMITS.weightKg.max, { message: PLAYER_PROFILE_MESSAGES.weightMax })
  weightKg?: number | null;

  @IsIn(DOMINANT_SIDES as unknown as string[], { message: PLAYER_PROFILE_MESSAGES.dominantSide })
  dominantSide!: DominantSide;

  @Transform(choiceList)
  @IsArray({ message: PLAYER_PROFILE_MESSAGES.positions })
  @ArrayNotEmpty({ message: PLAYER_PROFILE_MESSAGES.positions })
  @IsIn(POSITIONS as unknown as string[], { each: true, message: PLAYER_PROFILE_MESSAGES.positionUnknown })
  positions!: string[];

  @Transform(choiceList)
  @IsArray({ message: PLAYER_PROFILE_MESSAGES.formats })
  @ArrayNotEmpty({ message: PLAYER_PROFILE_MESSAGES.formats })
  @IsIn(FORMATS as unknown as string[], { each: true, message: PLAYER_PROFILE_MESSAGES.formatUnknown })
  formats!: string[];

  @RequiredText('School', 200)
  school!: string;

  @Transform(trim)
  @IsString({ message: PLAYER_PROFILE_MESSAGES.province })
  @IsNotEmpty({ message: PLAYER_PROFILE_MESSAGES.province })
  @IsIn(PROVINCES as unknown as string[], { message: PLAYER_PROFILE_MESSAGES.provinceUnknown })
  province!: string;

  /** The current year when the form has none; one of the offered years. */
  @Transform(requiredNumber)
  @IsInt({ message: PLAYER_PROFILE_MESSAGES.gradYear })
  @Min(LIMITS.gradYearMin, { message: PLAYER_PROFILE_MESSAGES.gradYear })
  @Max(LIMITS.gradYearOptions.to, { message: PLAYER_PROFILE_MESSAGES.gradYear })
  gradYear: number = Math.min(currentYear(), LIMITS.gradYearOptions.to);

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'Age-grade team must be text' })
  @MaxLength(100, { message: 'Age-grade team must be less than 100 characters' })
  ageGradeTeam?: string | null;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: PLAYER_PROFILE_MESSAGES.bio })
  @MaxLength(LIMITS.bioMax, { message: PLAYER_PROFILE_MESSAGES.bio })
  bio?: string | null;

  @RequiredEmail()
  contactEmail!: string;

  @RequiredText('Phone number', 30)
  contactPhone!: string;

  @IsIn(VISIBILITIES as unknown as string[], { message: PLAYER_PROFILE_MESSAGES.visibility })
  visibility: Visibility = 'public';

  /** The under-18 "Guardian Consent Required" checkbox: outside the validated rules, recorded when ticked. */
  @IsOptional()
  @IsBoolean({ message: 'Guardian consent must be ticked or not' })
  guardianConsent?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Profile picture (Files)

export const PROFILE_PICTURE_FIELD = 'profilePicture';
export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The `accept` of the file input (the server decides by content, not by this). */
export const PROFILE_PICTURE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
/** Stored widths (px) of each picture, as WebP; the profile's `profilePicture` is the 256 one. */
export const PROFILE_PICTURE_SIZES = [96, 256, 512] as const;
export type ProfilePictureSize = (typeof PROFILE_PICTURE_SIZES)[number];
export const PROFILE_PICTURE_MAIN_SIZE: ProfilePictureSize = 256;

export const PROFILE_PICTURE_MESSAGES = {
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Please select a JPG, PNG, or WEBP image.',
  tooLargeTitle: 'File too large',
  tooLarge: 'Please select an image smaller than 10MB.',
} as const;

/** Browser-side quick check before uploading (the server checks the bytes again). */
export function profilePictureProblem(file: { type: string; size: number }): { title: string; description: string } | null {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return { title: PROFILE_PICTURE_MESSAGES.invalidTypeTitle, description: PROFILE_PICTURE_MESSAGES.invalidType };
  }
  if (file.size > LIMITS.imageMaxBytes) {
    return { title: PROFILE_PICTURE_MESSAGES.tooLargeTitle, description: PROFILE_PICTURE_MESSAGES.tooLarge };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Responses

export interface PlayerUserBlock {
  fullName: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}

/** The stored sizes of a profile picture: width -> URL, plus a ready `srcset`. */
export interface ProfilePictureSet {
  sizes: Record<`${ProfilePictureSize}`, string>;
  srcset: string;
}

/**
 * GET /api/players/{id} for a viewer who is not the owner (nor an admin). Contact fields of a player
 * under 18 are null with `contactNote: 'Contact via request'` unless the viewer may see them.
 */
export interface PlayerProfileResponse {
  id: string;
  userId: string;
  /** YYYY-MM-DD; null for a player under 18 unless the viewer is the player, an admin or an approved contact (they get `age`). */
  dob: string | null;
  age: number | null;
  isMinor: boolean;
  heightCm: number | null;
  weightKg: number | null;
  dominantSide: DominantSide | null;
  positions: string[];
  formats: string[];
  school: string | null;
  province: string | null;
  gradYear: number | null;
  ageGradeTeam: string | null;
  /** Cut to 80 characters in a preview. */
  bio: string | null;
  /** URL of the 256 px picture (or null). */
  profilePicture: string | null;
  profilePictureSet: ProfilePictureSet | null;
  contactEmail: string | null;
  contactPhone: string | null;
  /** 'Contact via request' when the contact fields are masked, else null. */
  contactNote: string | null;
  visibility: Visibility;
  verifiedByCoach: boolean;
  /** Verified by an admin or a coach (the badge). */
  verified: boolean;
  /** Highlights the viewer may see; '1+' in a preview when there is at least one. */
  highlightCount: number | '1+';
  /** Positions left out of a preview ("+N more"); 0 in a full profile. */
  positionsMore: number;
  /**
   * A free viewer's preview (the same as search's: 2 positions, bio cut to 80, highlight count "1+",
   * no formats, no contact fields, posters but no playable media); false for the owner, admins and paid viewers.
   */
  _isPreview: boolean;
  /** The viewer is the owner (the page shows owner actions). */
  isOwner: boolean;
  user: PlayerUserBlock;
  createdAt: string;
  updatedAt: string;
}

/** The owner's (and an admin's) view: adds the guardian block (shown only to the player and admins). */
export interface OwnPlayerProfileResponse extends PlayerProfileResponse {
  guardian: {
    /** The guardian email on the account (required at sign-up under 18). */
    email: string | null;
    /** When the guardian's consent was recorded (account or onboarding), ISO time or null. */
    consentAt: string | null;
  };
  /**
   * Where the admin verification stands (docs/admin.md): a rejected profile carries the template reason
   * (REJECTION_REASONS) and the admin's text, and the player may resubmit it.
   */
  verification?: { status: 'verified' | 'pending' | 'rejected'; reason: string | null; text: string | null };
  /** When the running Profile Boost ends (boosts bought during one add up), ISO time; null when none runs. */
  boostedUntil: string | null;
  /** A Verification Fast Track was bought: the pending verification is first in the admin queue. */
  verificationFastTracked: boolean;
}

export type AnyPlayerProfileResponse = PlayerProfileResponse | OwnPlayerProfileResponse;

/** Why a Verification Fast Track is not sold (409, codes VERIFICATION_NOT_PENDING and ALREADY_FAST_TRACKED). */
export const FAST_TRACK_MESSAGES = {
  notPending: 'Fast Track is only for a verification that is still pending',
  alreadyFastTracked: 'Your verification is already fast-tracked: it is first in the admin queue',
} as const;

export const isOwnProfileResponse = (p: AnyPlayerProfileResponse): p is OwnPlayerProfileResponse => 'guardian' in p;

/** POST /api/players/profile-picture answer. */
export interface ProfilePictureResponse {
  profilePicture: string;
  profilePictureSet: ProfilePictureSet;
}

/** GET /api/players/{id}/metrics: each measured result's latest value (player_metrics), newest first. */
export interface PlayerMetricResponse {
  metric: string;
  value: number;
  unit: string | null;
  measuredAt: string;
  /** The measurement before the latest one, when there is one (for a trend). */
  previousValue: number | null;
}
