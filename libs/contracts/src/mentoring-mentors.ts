/**
 * Mentors and availability (docs/mentoring.md "Mentors and availability"): the mentor's own profile
 * (GET/PUT /api/mentors/me), weekly availability (PUT /api/mentors/me/availability), the public list
 * (GET /api/mentors), a mentor's page (GET /api/mentors/:id) and open slots (GET /api/mentors/:id/slots).
 * The server validates with these classes; the profile form validates with the same ones.
 */
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsTimeZone,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { emptyToUndefined, IsAmount, OptionalNotNull, trim } from './field-rules';

/** The six specializations of the spec. */
export const MENTOR_SPECIALIZATIONS = [
  'Technical Skills',
  'Mental Performance',
  'Fitness & Conditioning',
  'Game Strategy',
  'Leadership Development',
  'Injury Recovery',
] as const;
export type MentorSpecialization = (typeof MENTOR_SPECIALIZATIONS)[number];

/** Languages offered in the form; a mentor may add others (free text). */
export const MENTOR_LANGUAGES = ['English', 'iTaukei', 'Fiji Hindi'] as const;

/** Session lengths a mentor may offer, in minutes. */
export const MENTOR_SESSION_LENGTHS = [30, 45, 60, 90] as const;

/** Currencies a rate may be quoted in. */
export const MENTOR_CURRENCIES = ['USD', 'FJD', 'NZD', 'AUD'] as const;

/** Zones offered first in the form (any valid IANA zone is accepted). */
export const COMMON_MENTOR_TIME_ZONES = [
  'Pacific/Fiji',
  'Pacific/Auckland',
  'Australia/Sydney',
  'Australia/Brisbane',
  'Pacific/Tongatapu',
  'Pacific/Apia',
  'Europe/London',
  'UTC',
] as const;

/** Weekdays as in JavaScript's getDay(): 0 = Sunday … 6 = Saturday. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const MENTOR_LIMITS = {
  titleMax: 120,
  bioMax: 2000,
  yearsMax: 70,
  listMax: 20,
  itemMax: 60,
  rateMin: 1,
  rateMax: 10_000,
  weeklyMax: 50,
  overridesMax: 200,
  bufferMax: 240,
  noticeMax: 24 * 30,
  /** GET /api/mentors page size. */
  pageSize: 12,
  /** The longest window one slots request may cover. */
  slotsRangeMaxDays: 62,
  /** The list's "available in the next N days" filter accepts at most this. */
  availableWithinMax: 30,
  cursorMax: 200,
} as const;

export const MENTOR_SORTS = ['rating', 'price', 'sessions'] as const;
export type MentorSort = (typeof MENTOR_SORTS)[number];
export const MENTOR_SORT_LABELS: Record<MentorSort, string> = { rating: 'Top rated', price: 'Lowest price', sessions: 'Most sessions' };

/** Filters of GET /api/mentors only paid viewers may use (the spec's advanced filters). */
export const ADVANCED_MENTOR_FILTERS = ['minRate', 'maxRate', 'verified'] as const;

export const MENTOR_MESSAGES = {
  title: `Title must be at most ${MENTOR_LIMITS.titleMax} characters`,
  bio: `Bio must be at most ${MENTOR_LIMITS.bioMax} characters`,
  years: `Years of experience must be a whole number from 0 to ${MENTOR_LIMITS.yearsMax}`,
  specializations: 'Choose specializations from the list',
  expertiseAreas: `Expertise areas: at most ${MENTOR_LIMITS.listMax}, each up to ${MENTOR_LIMITS.itemMax} characters`,
  languages: `Languages: at most ${MENTOR_LIMITS.listMax}, each up to ${MENTOR_LIMITS.itemMax} characters`,
  hourlyRate: `Hourly rate must be from ${MENTOR_LIMITS.rateMin} to ${MENTOR_LIMITS.rateMax}`,
  currency: `Currency must be one of ${MENTOR_CURRENCIES.join(', ')}`,
  timeZone: 'Time zone must be an IANA time zone such as Pacific/Fiji',
  sessionLengths: `Session lengths must be chosen from ${MENTOR_SESSION_LENGTHS.join(', ')} minutes`,
  weekday: 'Weekday must be 0 (Sunday) to 6 (Saturday)',
  time: 'Times are HH:MM (24-hour); end may be 24:00',
  date: 'Date must be YYYY-MM-DD',
  weekly: `Weekly availability: at most ${MENTOR_LIMITS.weeklyMax} windows`,
  overrides: `Date overrides: at most ${MENTOR_LIMITS.overridesMax}`,
  windowOrder: 'Each window must end after it starts',
  overrideShape: 'An override is either unavailable or has a start and an end',
  buffer: `Buffer must be 0 to ${MENTOR_LIMITS.bufferMax} minutes`,
  notice: `Minimum notice must be 0 to ${MENTOR_LIMITS.noticeMax} hours`,
  minRate: 'Minimum rate must be a number of 0 or more',
  maxRate: 'Maximum rate must be a number of 0 or more',
  verified: 'Verified must be true or false',
  isActive: 'Accepting bookings must be true or false',
  language: `Language must be at most ${MENTOR_LIMITS.itemMax} characters`,
  availableWithinDays: `Available within must be 1 to ${MENTOR_LIMITS.availableWithinMax} days`,
  sort: `Sort must be one of ${MENTOR_SORTS.join(', ')}`,
  cursor: 'Invalid cursor: start the list again',
  from: 'From must be a date (YYYY-MM-DD) or an ISO instant',
  to: 'To must be a date (YYYY-MM-DD) or an ISO instant',
  range: `The range must end after it starts and cover at most ${MENTOR_LIMITS.slotsRangeMaxDays} days`,
  duration: 'Duration must be one of the mentor’s session lengths',
  advancedFilters: 'Rate range and verified-only filters are available on a paid plan',
  notFound: 'Mentor not found',
} as const;

const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATE_OR_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

type Value = { value: unknown };
const toInt = ({ value }: Value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value);
const toNum = ({ value }: Value) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value);
const toBool = ({ value }: Value) => (value === 'true' ? true : value === 'false' ? false : value);
const trimList = ({ value }: Value) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value;

/** PUT /api/mentors/me: every field optional (a partial update); null clears a text field. */
export class UpdateMentorProfileDto {
  @Transform(({ value }) => (value === null ? null : emptyToUndefined({ value })))
  @IsOptional()
  @IsString({ message: MENTOR_MESSAGES.title })
  @MaxLength(MENTOR_LIMITS.titleMax, { message: MENTOR_MESSAGES.title })
  title?: string | null;

  @Transform(({ value }) => (value === null ? null : emptyToUndefined({ value })))
  @IsOptional()
  @IsString({ message: MENTOR_MESSAGES.bio })
  @MaxLength(MENTOR_LIMITS.bioMax, { message: MENTOR_MESSAGES.bio })
  bio?: string | null;

  @Transform(toInt)
  @IsOptional()
  @IsInt({ message: MENTOR_MESSAGES.years })
  @Min(0, { message: MENTOR_MESSAGES.years })
  @Max(MENTOR_LIMITS.yearsMax, { message: MENTOR_MESSAGES.years })
  yearsExperience?: number | null;

  @OptionalNotNull()
  @IsArray({ message: MENTOR_MESSAGES.specializations })
  @ArrayUnique({ message: MENTOR_MESSAGES.specializations })
  @IsIn(MENTOR_SPECIALIZATIONS as unknown as string[], { each: true, message: MENTOR_MESSAGES.specializations })
  specializations?: string[];

  @Transform(trimList)
  @OptionalNotNull()
  @IsArray({ message: MENTOR_MESSAGES.expertiseAreas })
  @ArrayMaxSize(MENTOR_LIMITS.listMax, { message: MENTOR_MESSAGES.expertiseAreas })
  @IsString({ each: true, message: MENTOR_MESSAGES.expertiseAreas })
  @MaxLength(MENTOR_LIMITS.itemMax, { each: true, message: MENTOR_MESSAGES.expertiseAreas })
  expertiseAreas?: string[];

  @Transform(trimList)
  @OptionalNotNull()
  @IsArray({ message: MENTOR_MESSAGES.languages })
  @ArrayMaxSize(MENTOR_LIMITS.listMax, { message: MENTOR_MESSAGES.languages })
  @ArrayUnique({ message: MENTOR_MESSAGES.languages })
  @IsString({ each: true, message: MENTOR_MESSAGES.languages })
  @MaxLength(MENTOR_LIMITS.itemMax, { each: true, message: MENTOR_MESSAGES.languages })
  languages?: string[];

  @Transform(toNum)
  @IsOptional()
  @IsAmount({ message: MENTOR_MESSAGES.hourlyRate })
  @Min(MENTOR_LIMITS.rateMin, { message: MENTOR_MESSAGES.hourlyRate })
  @Max(MENTOR_LIMITS.rateMax, { message: MENTOR_MESSAGES.hourlyRate })
  hourlyRate?: number | null;

  @OptionalNotNull()
  @IsIn(MENTOR_CURRENCIES as unknown as string[], { message: MENTOR_MESSAGES.currency })
  currency?: string;

  @Transform(trim)
  @OptionalNotNull()
  @IsTimeZone({ message: MENTOR_MESSAGES.timeZone })
  timeZone?: string;

  @OptionalNotNull()
  @IsArray({ message: MENTOR_MESSAGES.sessionLengths })
  @ArrayMinSize(1, { message: MENTOR_MESSAGES.sessionLengths })
  @ArrayUnique({ message: MENTOR_MESSAGES.sessionLengths })
  @IsIn(MENTOR_SESSION_LENGTHS as unknown as number[], { each: true, message: MENTOR_MESSAGES.sessionLengths })
  sessionLengths?: number[];

  /** false pauses the listing (no new bookings) without losing the profile. */
  @OptionalNotNull()
  @IsBoolean({ message: MENTOR_MESSAGES.isActive })
  isActive?: boolean;
}

/** One weekly window in the mentor's zone. */
export class WeeklyWindowDto {
  @IsInt({ message: MENTOR_MESSAGES.weekday })
  @Min(0, { message: MENTOR_MESSAGES.weekday })
  @Max(6, { message: MENTOR_MESSAGES.weekday })
  weekday!: number;

  @IsString({ message: MENTOR_MESSAGES.time })
  @Matches(TIME, { message: MENTOR_MESSAGES.time })
  start!: string;

  @IsString({ message: MENTOR_MESSAGES.time })
  @Matches(TIME, { message: MENTOR_MESSAGES.time })
  end!: string;
}

/** A date (mentor's zone) that replaces the weekly windows: unavailable, or one window. */
export class DateOverrideDto {
  @IsString({ message: MENTOR_MESSAGES.date })
  @Matches(DATE, { message: MENTOR_MESSAGES.date })
  date!: string;

  @IsOptional()
  @IsString({ message: MENTOR_MESSAGES.time })
  @Matches(TIME, { message: MENTOR_MESSAGES.time })
  start?: string;

  @IsOptional()
  @IsString({ message: MENTOR_MESSAGES.time })
  @Matches(TIME, { message: MENTOR_MESSAGES.time })
  end?: string;

  @IsOptional()
  @IsBoolean({ message: MENTOR_MESSAGES.overrideShape })
  unavailable?: boolean;
}

/** Instances for the nested rules, without @Type() (it needs reflect-metadata, which browsers lack). */
function instancesOf<T extends object>(cls: () => new () => T) {
  return ({ value }: Value) => (Array.isArray(value) ? value.map((v) => (v && typeof v === 'object' ? Object.assign(new (cls())(), v) : v)) : value);
}

/** PUT /api/mentors/me/availability. */
export class UpdateAvailabilityDto {
  @Transform(trim)
  @IsTimeZone({ message: MENTOR_MESSAGES.timeZone })
  timeZone!: string;

  @IsArray({ message: MENTOR_MESSAGES.weekly })
  @ArrayMaxSize(MENTOR_LIMITS.weeklyMax, { message: MENTOR_MESSAGES.weekly })
  @ValidateNested({ each: true })
  @Transform(instancesOf(() => WeeklyWindowDto))
  weekly!: WeeklyWindowDto[];

  @IsOptional()
  @IsArray({ message: MENTOR_MESSAGES.overrides })
  @ArrayMaxSize(MENTOR_LIMITS.overridesMax, { message: MENTOR_MESSAGES.overrides })
  @ValidateNested({ each: true })
  @Transform(instancesOf(() => DateOverrideDto))
  overrides?: DateOverrideDto[];

  @IsInt({ message: MENTOR_MESSAGES.buffer })
  @Min(0, { message: MENTOR_MESSAGES.buffer })
  @Max(MENTOR_LIMITS.bufferMax, { message: MENTOR_MESSAGES.buffer })
  bufferMinutes!: number;

  @IsInt({ message: MENTOR_MESSAGES.notice })
  @Min(0, { message: MENTOR_MESSAGES.notice })
  @Max(MENTOR_LIMITS.noticeMax, { message: MENTOR_MESSAGES.notice })
  minNoticeHours!: number;

  @IsArray({ message: MENTOR_MESSAGES.sessionLengths })
  @ArrayMinSize(1, { message: MENTOR_MESSAGES.sessionLengths })
  @ArrayUnique({ message: MENTOR_MESSAGES.sessionLengths })
  @IsIn(MENTOR_SESSION_LENGTHS as unknown as number[], { each: true, message: MENTOR_MESSAGES.sessionLengths })
  sessionLengths!: number[];
}

/** GET /api/mentors query. */
export class MentorsQueryDto {
  @IsOptional()
  @IsIn(MENTOR_SPECIALIZATIONS as unknown as string[], { message: MENTOR_MESSAGES.specializations })
  specialization?: string;

  @Transform(toNum)
  @IsOptional()
  @IsNumber({}, { message: MENTOR_MESSAGES.minRate })
  @Min(0, { message: MENTOR_MESSAGES.minRate })
  minRate?: number;

  @Transform(toNum)
  @IsOptional()
  @IsNumber({}, { message: MENTOR_MESSAGES.maxRate })
  @Min(0, { message: MENTOR_MESSAGES.maxRate })
  maxRate?: number;

  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: MENTOR_MESSAGES.verified })
  verified?: boolean;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: MENTOR_MESSAGES.language })
  @MaxLength(MENTOR_LIMITS.itemMax, { message: MENTOR_MESSAGES.language })
  language?: string;

  @Transform(toInt)
  @IsOptional()
  @IsInt({ message: MENTOR_MESSAGES.availableWithinDays })
  @Min(1, { message: MENTOR_MESSAGES.availableWithinDays })
  @Max(MENTOR_LIMITS.availableWithinMax, { message: MENTOR_MESSAGES.availableWithinDays })
  availableWithinDays?: number;

  @IsOptional()
  @IsIn(MENTOR_SORTS as unknown as string[], { message: MENTOR_MESSAGES.sort })
  sort?: MentorSort;

  @IsOptional()
  @IsString({ message: MENTOR_MESSAGES.cursor })
  @MaxLength(MENTOR_LIMITS.cursorMax, { message: MENTOR_MESSAGES.cursor })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: MENTOR_MESSAGES.cursor })
  cursor?: string;
}

/** GET /api/mentors/:id/slots query: from/to are dates (read in `tz`, else the mentor's zone) or instants. */
export class MentorSlotsQueryDto {
  @IsString({ message: MENTOR_MESSAGES.from })
  @Matches(DATE_OR_INSTANT, { message: MENTOR_MESSAGES.from })
  from!: string;

  @IsString({ message: MENTOR_MESSAGES.to })
  @Matches(DATE_OR_INSTANT, { message: MENTOR_MESSAGES.to })
  to!: string;

  @IsOptional()
  @IsTimeZone({ message: MENTOR_MESSAGES.timeZone })
  tz?: string;

  /** Minutes; defaults to the mentor's shortest session length. */
  @Transform(toInt)
  @IsOptional()
  @IsIn(MENTOR_SESSION_LENGTHS as unknown as number[], { message: MENTOR_MESSAGES.duration })
  duration?: number;
}

export interface WeeklyWindow {
  weekday: number;
  start: string;
  end: string;
}
export interface DateOverride {
  date: string;
  start?: string;
  end?: string;
  unavailable?: boolean;
}
export interface MentorAvailability {
  timeZone: string | null;
  weekly: WeeklyWindow[];
  overrides: DateOverride[];
  bufferMinutes: number;
  minNoticeHours: number;
  sessionLengths: number[];
}

/** What a mentor still has to fill in before being listed. */
export const MENTOR_SETUP_ITEMS = {
  title: 'Add a title',
  bio: 'Write a short bio',
  yearsExperience: 'Add your years of experience',
  specializations: 'Choose at least one specialization',
  languages: 'Choose the languages you coach in',
  hourlyRate: 'Set your hourly rate',
  timeZone: 'Choose your time zone',
  weekly: 'Add your weekly availability',
} as const;
export type MentorSetupItem = keyof typeof MENTOR_SETUP_ITEMS;

/**
 * What Mentor Pro unlocks for a mentor (billing's entitlements sessionBooking, resourceSharing,
 * progressTracking; docs/mentoring.md "Mentor Pro"): the 403 UPGRADE_REQUIRED messages and the screens' prompts.
 */
export const MENTOR_PRO_MESSAGES = {
  sessionBooking: 'Taking session bookings is part of Mentor Pro',
  resourceSharing: 'Sharing resources with your mentees is part of Mentor Pro',
  progressTracking: 'Setting goals, milestones and assessments for your mentees is part of Mentor Pro',
  /** The setup checklist's item while a listed mentor cannot take bookings. */
  setupItem: 'Mentor Pro',
  /** A mentor's page and a refused booking: the mentor lacks Mentor Pro. */
  notTakingBookings: 'This mentor is not taking bookings yet',
} as const;

/** The Mentor Pro entitlements a mentor's own screens read (from GET /api/mentors/me). */
export interface MentorProEntitlements {
  sessionBooking: boolean;
  resourceSharing: boolean;
  progressTracking: boolean;
}

/** GET/PUT /api/mentors/me. */
export interface MentorOwnProfile extends MentorAvailability {
  id: string;
  title: string | null;
  bio: string | null;
  yearsExperience: number | null;
  specializations: string[];
  expertiseAreas: string[];
  languages: string[];
  hourlyRate: number | null;
  currency: string;
  isVerified: boolean;
  isActive: boolean;
  /** Complete and active: shown in GET /api/mentors. */
  listed: boolean;
  /** Keys of MENTOR_SETUP_ITEMS still missing (empty when complete). */
  missing: MentorSetupItem[];
  /** Listed and holding Mentor Pro: open slots are offered and bookings taken. */
  takingBookings: boolean;
  /** What the mentor's plan unlocks (billing's entitlements). */
  mentorPro: MentorProEntitlements;
}

/** A card of GET /api/mentors (the spec's mentor fields, plus what the filters read). */
export interface MentorCard {
  id: string;
  title: string | null;
  bio: string | null;
  /** Average review rating, 1 decimal (0 without reviews). */
  rating: number;
  reviewCount: number;
  /** Completed sessions. */
  totalSessions: number;
  yearsExperience: number | null;
  specializations: string[];
  languages: string[];
  hourlyRate: number | null;
  currency: string;
  isVerified: boolean;
  timeZone: string | null;
  user: { firstName: string; lastName: string; profileImageUrl: string | null };
}

export interface MentorsPage {
  results: MentorCard[];
  /** Pass as `cursor` for the next page; null when there is no more. */
  nextCursor: string | null;
}

export interface MentorReviewItem {
  id: string;
  rating: number;
  title: string | null;
  comment: string | null;
  wouldRecommend: boolean;
  reviewerFirstName: string;
  createdAt: string;
}

/** GET /api/mentors/:id. */
export interface MentorDetail extends MentorCard {
  /** False while the mentor lacks Mentor Pro: no open slots, booking refused (MENTOR_NOT_TAKING_BOOKINGS). */
  takingBookings: boolean;
  /** A mentee cancelling at least this many hours before a session is refunded in full (the server's MENTORING_FREE_CANCEL_HOURS). */
  freeCancelHours: number;
  expertiseAreas: string[];
  sessionLengths: number[];
  reviews: {
    average: number;
    count: number;
    /** Count per star, index 0 = 1 star … 4 = 5 stars. */
    distribution: [number, number, number, number, number];
    recent: MentorReviewItem[];
  };
}

export interface MentorSlot {
  start: string;
  end: string;
}
/** GET /api/mentors/:id/slots. */
export interface MentorSlotsResponse {
  mentorTimeZone: string;
  durationMinutes: number;
  slots: MentorSlot[];
}

/** The booking screen's URL (built by the sessions feature): the mentor page's Book button goes here. */
export function bookingPath(mentorId: string, startIso: string, durationMinutes: number): string {
  return `/mentoring/${mentorId}/book?start=${encodeURIComponent(startIso)}&duration=${durationMinutes}`;
}
