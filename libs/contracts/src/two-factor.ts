/**
 * Two-factor sign-in (TOTP, RFC 6238, with single-use recovery codes): optional for every account,
 * required for admins before any /api/admin call (docs/admin.md "Two-factor sign-in and the console's origin").
 */
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { trim } from './field-rules';

/** POST /api/auth/login and /api/auth/demo-login when the password was right but a code is still needed. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
}

/** GET /api/auth/2fa. */
export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes left (0 when 2FA is off). */
  recoveryCodesLeft: number;
}

/** POST /api/auth/2fa/setup: a new secret, not active until confirmed with a code (POST /api/auth/2fa/enable). */
export interface TwoFactorSetupResponse {
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as an SVG QR code (markup). */
  qrSvg: string;
}

/** POST /api/auth/2fa/enable: shown once; each code signs in once instead of an app code. */
export interface TwoFactorEnableResponse {
  recoveryCodes: string[];
}

const CODE = /^\d{6}$/;
const codeMessage = 'Code must be the 6 digits shown by your authenticator app';

/** POST /api/auth/2fa/enable {code}. */
export class TwoFactorEnableDto {
  @Transform(trim)
  @IsString({ message: codeMessage })
  @Matches(CODE, { message: codeMessage })
  code!: string;
}

/** POST /api/auth/2fa/verify: the login's second step, with an app code or one recovery code. */
export class TwoFactorVerifyDto {
  @Transform(trim)
  @ValidateIf((o: TwoFactorVerifyDto) => o.recoveryCode === undefined || o.code !== undefined)
  @IsString({ message: codeMessage })
  @Matches(CODE, { message: codeMessage })
  code?: string;

  @Transform(trim)
  @IsOptional()
  @IsString({ message: 'Recovery code must be text' })
  @IsNotEmpty({ message: 'Recovery code is required' })
  @MaxLength(40, { message: 'Recovery code is too long' })
  recoveryCode?: string;
}

/** POST /api/auth/2fa/disable: a current code or the account password. */
export class TwoFactorDisableDto {
  @Transform(trim)
  @ValidateIf((o: TwoFactorDisableDto) => o.password === undefined || o.code !== undefined)
  @IsString({ message: codeMessage })
  @Matches(CODE, { message: codeMessage })
  code?: string;

  @IsOptional()
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  password?: string;
}

/**
 * The seeded demo admin's TOTP secret (base32), published like the demo password: add it to an
 * authenticator app to sign in as admin@demo.fj (README "Demo accounts"); tests compute codes from it.
 * Only the demo seed uses it; a real admin sets up a secret of their own.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';

export const TWO_FACTOR_ISSUER = 'Fiji Rugby Talent';
