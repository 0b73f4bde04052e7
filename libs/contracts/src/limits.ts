import { ERROR_CODES } from './error-codes';

/** Limits and timings from the spec, defined once. */
export const LIMITS = {
  featuredMax: 6,
  unauthorizedRedirectMs: 500,
  subscriptionCacheMs: 5 * 60 * 1000,
  heightCm: { min: 100, max: 250 },
  weightKg: { min: 30, max: 200 },
  gradYearMin: 2020,
  gradYearOptions: { from: 2020, to: 2028 },
  bioMax: 500,
  adultAge: 18,
  minAccountAge: 16,
  /** Upper bound of a plausible date of birth at sign-up. */
  maxAccountAge: 120,
  achievementYearMin: 1990,
  videoMaxBytes: 2 * 1024 * 1024 * 1024,
  imageMaxBytes: 10 * 1024 * 1024,
  largeUploadWarnBytes: 100 * 1024 * 1024,
  /** Highlights and photos a player may hold: Free plan 3 (+ extra upload credits), Player Pro 25. */
  freeMediaMax: 3,
  playerProMediaMax: 25,
  headerPositions: 2,
  recentViewsDays: 7,
  recentViewsShown: 5,
  interestedRecruitersShown: 3,
  previewPositions: 2,
  previewBioChars: 80,
  previewOrgDescriptionChars: 100,
  previewAgeGroups: 2,
  fullAgeGroups: 5,
  searchSkeletons: 6,
  followUpIntervalDays: 7,
  passwordMin: 8,
  ratingMin: 1,
  ratingMax: 5,
} as const;

/**
 * `code` of the 409 that refuses a create beyond a per-user cap (watchlists, players in a watchlist,
 * saved searches); the message names the cap. Caps hold under concurrency (checked under a per-owner lock).
 */
export const LIMIT_REACHED_CODE = ERROR_CODES.LIMIT_REACHED;

export const TOAST = {
  limit: 1,
  removeDelayMs: 1_000_000,
  durationMs: 5000,
  swipeDirection: 'right',
  swipeThreshold: 50,
  hotkey: ['F8'],
} as const;

export const TOOLTIP = { delayDuration: 700, skipDelayDuration: 300 } as const;
export const MENU = { submenuOpenDelayMs: 100, pointerGraceMs: 300, typeaheadClearMs: 1000 } as const;

export const LANDING_STATS = { schools: 62, studentPlayers: '1,200+', clubPlayers: 'Thousands' } as const;
export const SUPPORT = {
  email: 'support@fijirugbytalent.com',
  phone: '+679 331 2000',
  office: 'Suva office, Victoria Parade, Suva, Fiji',
  hours: ['Mon-Fri 9-5', 'Sat 9-1', 'Sun closed (FJT)'],
} as const;

/** Age in whole years on a given day, counting month and day. */
export function ageOn(dob: string | Date, today: Date = new Date()): number {
  const [year, month, day] = dateParts(dob);
  let age = today.getUTCFullYear() - year;
  const m = today.getUTCMonth() - month;
  if (m < 0 || (m === 0 && today.getUTCDate() < day)) age--;
  return age;
}

/**
 * Year, month (0-11) and day of a date of birth: a YYYY-MM-DD text read as digits (search checks two
 * per result card, and parsing a date string is the slow part of Date), anything else through Date (UTC).
 */
function dateParts(dob: string | Date): [number, number, number] {
  if (typeof dob === 'string' && DATE_ONLY.test(dob)) return [Number(dob.slice(0, 4)), Number(dob.slice(5, 7)) - 1, Number(dob.slice(8, 10))];
  const d = typeof dob === 'string' ? new Date(dob) : dob;
  return [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
export const isMinor = (dob: string | Date | null | undefined, today?: Date): boolean =>
  !!dob && ageOn(dob, today) < LIMITS.adultAge;
