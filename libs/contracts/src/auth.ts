/**
 * Accounts and sessions: the session user shape, the demo portal accounts and the DTOs of the
 * auth/account endpoints. The server validates request bodies with these classes and the forms
 * validate with the same classes through validateForm(), so a rule and its message live here once.
 */
import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { emptyToUndefined, lowerTrim, RequiredEmail, RequiredText, trim } from './field-rules';
import { ageOn, isMinor, LIMITS } from './limits';
import { SIGNUP_ROLES, type UserRole } from './roles';

/** GET /api/auth/user and the `user` of every auth response. */
export interface SessionUser {
  id: string;
  role: UserRole;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  profileImageUrl: string | null;
  phone: string | null;
  dob: string | null;
  isMinor: boolean;
  guardianEmail: string | null;
  verified: boolean;
  /** Two-factor sign-in is on (required for admins before the console answers). */
  twoFactorEnabled?: boolean;
}

export interface AuthUserResponse {
  user: SessionUser;
}

export interface OkResponse {
  ok: true;
}

/** GET /api/auth/demo-accounts entry. */
export interface DemoAccount {
  username: string;
  password: string;
  label: string;
  role: UserRole;
  description: string;
}

/** The one password of every demo and seeded account. */
export const DEMO_PASSWORD = 'Bula2024!';

/** The five portal accounts (2 players, 2 recruiters, 1 mentor), in portal order. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'player.paid@demo.fj',
    password: DEMO_PASSWORD,
    label: 'Player (Player Pro)',
    role: 'player',
    description: 'Adult player on the paid Player Pro plan: full contact and up to 25 highlights and photos.',
  },
  {
    username: 'player.free@demo.fj',
    password: DEMO_PASSWORD,
    label: 'Player (Free)',
    role: 'player',
    description: 'A 17-year-old school player on the free plan, with guardian consent on file.',
  },
  {
    username: 'recruiter.paid@demo.fj',
    password: DEMO_PASSWORD,
    label: 'Local Club/Provincial Union (Recruiter Plan)',
    role: 'recruiter',
    description: 'Verified recruiter on the paid Recruiter Plan: full profiles, contact and exports.',
  },
  {
    username: 'recruiter.free@demo.fj',
    password: DEMO_PASSWORD,
    label: 'Local Club/Provincial Union (Free)',
    role: 'recruiter',
    description: 'Verified recruiter on the free plan: preview search results only.',
  },
  {
    username: 'mentor@demo.fj',
    password: DEMO_PASSWORD,
    label: 'Mentor (Mentor Pro)',
    role: 'mentor',
    description: 'Mentor on the paid Mentor Pro plan offering coaching sessions.',
  },
];

/** Seeded role accounts beyond the portal (README lists them). */
export const SEEDED_ROLE_ACCOUNTS: readonly { email: string; role: UserRole }[] = [
  { email: 'club@demo.fj', role: 'club' },
  { email: 'union@demo.fj', role: 'union' },
  { email: 'coach@demo.fj', role: 'coach' },
  { email: 'agent@demo.fj', role: 'agent' },
  { email: 'admin@demo.fj', role: 'admin' },
];

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  tooManyAttempts: 'Too many login attempts. Please try again later.',
  emailTaken: 'An account with this email already exists',
  suspended: 'This account has been suspended',
  wrongPassword: 'Current password is incorrect',
  crossSite: 'Cross-site request refused',
  minAge: `You must be at least ${LIMITS.minAccountAge} years old to create an account`,
  guardianEmail: 'A guardian email is required for users under 18',
  guardianConsent: 'Guardian consent is required for users under 18.',
  invalidDob: 'Please enter a valid date of birth',
  demoAccountLocked: 'Demo accounts cannot be changed or deleted. Create your own account to try this.',
} as const;

/** 16 or 17 today: may hold an account but needs a guardian (younger fails MinAge on dob instead). */
const needsGuardian = (dob: unknown): boolean =>
  isRealDate(dob) && ageOn(dob as string) >= LIMITS.minAccountAge && isMinor(dob as string);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: unknown): boolean =>
  typeof value === 'string' && DATE_RE.test(value) && !Number.isNaN(Date.parse(value + 'T00:00:00Z')) &&
  new Date(value + 'T00:00:00Z').toISOString().slice(0, 10) === value;

/** dob (YYYY-MM-DD) gives an age of at least `years` today. */
export function MinAge(years: number, message: string): PropertyDecorator {
  return ValidateBy({
    name: 'minAge',
    validator: {
      validate: (value: unknown) => !isRealDate(value) || ageOn(value as string) >= years,
      defaultMessage: () => message,
    },
  });
}

/** dob (YYYY-MM-DD) gives an age of at most `years` today (rejects typos such as year 0001). */
export function MaxAge(years: number, message: string): PropertyDecorator {
  return ValidateBy({
    name: 'maxAge',
    validator: {
      validate: (value: unknown) => !isRealDate(value) || ageOn(value as string) <= years,
      defaultMessage: () => message,
    },
  });
}

/** A real calendar date written YYYY-MM-DD, not in the future. */
export function IsPastDate(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'isPastDate',
    validator: {
      validate: (value: unknown) => isRealDate(value) && new Date(value + 'T00:00:00Z').getTime() <= Date.now(),
      defaultMessage: () => message,
    },
  });
}

/** POST /api/auth/demo-login: the portal form (username = the account email). */
export class DemoLoginDto {
  @Transform(lowerTrim)
  @IsString({ message: 'Username is required' })
  @IsNotEmpty({ message: 'Username is required' })
  username!: string;

  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  password!: string;
}

/** POST /api/auth/login. */
export class LoginDto {
  @Transform(lowerTrim)
  @IsString({ message: 'Email is required' })
  @IsNotEmpty({ message: 'Email is required' })
  email!: string;

  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  password!: string;
}

/** POST /api/auth/signup. Age >= 16; under 18 also needs a guardian email and consent (docs/decisions.md). */
export class SignupDto {
  @RequiredText('First name')
  firstName!: string;

  @RequiredText('Last name')
  lastName!: string;

  @RequiredEmail(lowerTrim)
  email!: string;

  @IsString({ message: `Password must be at least ${LIMITS.passwordMin} characters` })
  @MinLength(LIMITS.passwordMin, { message: `Password must be at least ${LIMITS.passwordMin} characters` })
  @MaxLength(200, { message: 'Password must be less than 200 characters' })
  password!: string;

  @IsIn(SIGNUP_ROLES as UserRole[], { message: 'Please select a valid role' })
  role!: UserRole;

  @MinAge(LIMITS.minAccountAge, AUTH_MESSAGES.minAge)
  @MaxAge(LIMITS.maxAccountAge, AUTH_MESSAGES.invalidDob)
  @IsPastDate('Date of birth is required')
  dob!: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString({ message: 'Phone number must be text' })
  @MaxLength(30, { message: 'Phone number must be less than 30 characters' })
  phone?: string;

  @Transform(emptyToUndefined)
  @ValidateIf((o: SignupDto) => needsGuardian(o.dob) || o.guardianEmail !== undefined)
  @IsEmail({}, { message: AUTH_MESSAGES.guardianEmail })
  guardianEmail?: string;

  @ValidateIf((o: SignupDto) => needsGuardian(o.dob))
  @Equals(true, { message: AUTH_MESSAGES.guardianConsent })
  guardianConsent?: boolean;
}

/** PATCH /api/account. */
export class UpdateAccountDto {
  @RequiredText('First name')
  firstName!: string;

  @RequiredText('Last name')
  lastName!: string;

  @RequiredEmail(lowerTrim)
  email!: string;

  /** Empty string or null clears the phone. */
  @Transform(({ value }) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : trim({ value })))
  @IsOptional()
  @IsString({ message: 'Phone number must be text' })
  @MaxLength(30, { message: 'Phone number must be less than 30 characters' })
  phone?: string | null;
}

/** POST /api/account/password. */
export class ChangePasswordDto {
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  currentPassword!: string;

  @IsString({ message: `Password must be at least ${LIMITS.passwordMin} characters` })
  @MinLength(LIMITS.passwordMin, { message: `Password must be at least ${LIMITS.passwordMin} characters` })
  @MaxLength(200, { message: 'Password must be less than 200 characters' })
  newPassword!: string;
}

/** DELETE /api/account: the password confirms the deletion. */
export class DeleteAccountDto {
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  password!: string;
}

/** GET/PUT /api/account/notification-preferences. */
export class NotificationPreferencesDto {
  @IsBoolean({ message: 'Email Notifications must be on or off' })
  emailNotifications!: boolean;

  @IsBoolean({ message: 'New Messages must be on or off' })
  newMessages!: boolean;

  @IsBoolean({ message: 'Profile Views must be on or off' })
  profileViews!: boolean;
}

export type NotificationPreferences = Pick<NotificationPreferencesDto, 'emailNotifications' | 'newMessages' | 'profileViews'>;

/** Profile Settings defaults: Email Notifications on, New Messages on, Profile Views off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  newMessages: true,
  profileViews: false,
};
