import { ConflictException, Injectable, Logger, OnApplicationBootstrap, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEMO_ADMIN_TOTP_SECRET,
  ERROR_CODES,
  TWO_FACTOR_ISSUER,
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '@fiji/contracts';
import QRCode from 'qrcode';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { decryptSecret, encryptSecret, hashRecoveryCode, newRecoveryCode } from './two-factor-crypto';
import { newTotpSecret, totpMatches, totpStep, totpUri } from './totp';

const RECOVERY_CODES = 10;
const DEMO_ADMIN_EMAIL = 'admin@demo.fj';

/** Rows an UPDATE … RETURNING gave back (TypeORM's PostgreSQL driver answers [rows, affected] for an UPDATE). */
const returned = (result: unknown): number => {
  const rows = Array.isArray(result) && Array.isArray(result[0]) ? result[0] : result;
  return Array.isArray(rows) ? rows.length : 0;
};

const invalidCode = () =>
  new UnauthorizedException({ statusCode: 401, code: ERROR_CODES.TWO_FACTOR_INVALID_CODE, message: 'That code is not right. Check the app and try again.' });

/**
 * TOTP two-factor sign-in (docs/admin.md "Two-factor sign-in and the console's origin"): setup
 * gives a secret (kept pending until a code confirms it), enable turns it on and hands out single-use
 * recovery codes once, disable turns it off with a code or the password.
 */
@Injectable()
export class TwoFactorService implements OnApplicationBootstrap {
  private readonly logger = new Logger(TwoFactorService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** The seeded demo admin signs in with the published DEMO_ADMIN_TOTP_SECRET (README "Demo accounts"). */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.db.query(
        `WITH admin AS (
           UPDATE users SET two_factor_enabled_at = now()
            WHERE lower(email) = $1 AND role = 'admin' AND is_demo AND two_factor_enabled_at IS NULL
            RETURNING id)
         INSERT INTO user_two_factor (user_id, secret_ciphertext, confirmed_at)
         SELECT id, $2, now() FROM admin
         ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = EXCLUDED.secret_ciphertext, confirmed_at = now()`,
        [DEMO_ADMIN_EMAIL, encryptSecret(this.config.twoFactorKey, DEMO_ADMIN_TOTP_SECRET)],
      );
    } catch (e) {
      this.logger.warn(`Demo admin two-factor not set: ${(e as Error).message}`);
    }
  }

  async status(userId: string): Promise<TwoFactorStatus> {
    const [row] = (await this.db.query(
      `SELECT u.two_factor_enabled_at IS NOT NULL AS enabled,
              (SELECT count(*)::int FROM user_recovery_codes c WHERE c.user_id = u.id AND c.used_at IS NULL) AS left
         FROM users u WHERE u.id = $1`,
      [userId],
    )) as { enabled: boolean; left: number }[];
    return { enabled: !!row?.enabled, recoveryCodesLeft: row?.enabled ? row.left : 0 };
  }

  /** A fresh secret, pending until `enable` confirms it (a second setup replaces a pending one). */
  async setup(userId: string, email: string): Promise<TwoFactorSetupResponse> {
    if ((await this.status(userId)).enabled) {
      throw new ConflictException({ statusCode: 409, code: ERROR_CODES.TWO_FACTOR_ALREADY_ENABLED, message: 'Two-factor sign-in is already on' });
    }
    const secret = newTotpSecret();
    await this.db.query(
      `INSERT INTO user_two_factor (user_id, secret_ciphertext) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = EXCLUDED.secret_ciphertext, confirmed_at = NULL, created_at = now()`,
      [userId, encryptSecret(this.config.twoFactorKey, secret)],
    );
    const otpauthUri = totpUri(TWO_FACTOR_ISSUER, email, secret);
    const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUri, qrSvg };
  }

  /** Confirms the pending secret with a code: 2FA on, and new recovery codes shown this once. */
  async enable(userId: string, code: string): Promise<TwoFactorEnableResponse> {
    const secret = await this.secretOf(userId, false);
    if (!secret) {
      throw new ConflictException({ statusCode: 409, code: ERROR_CODES.TWO_FACTOR_NOT_PENDING, message: 'Start the setup first: no pending two-factor secret' });
    }
    if (!(await this.codeMatches(secret, code))) throw invalidCode();
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await this.db.transaction(async (m) => {
      const done = await m.query(`UPDATE user_two_factor SET confirmed_at = now() WHERE user_id = $1 AND confirmed_at IS NULL RETURNING user_id`, [userId]);
      if (returned(done) === 0) {
        throw new ConflictException({ statusCode: 409, code: ERROR_CODES.TWO_FACTOR_ALREADY_ENABLED, message: 'Two-factor sign-in is already on' });
      }
      await m.query(`UPDATE users SET two_factor_enabled_at = now() WHERE id = $1`, [userId]);
      await m.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [userId]);
      await m.query(
        `INSERT INTO user_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`,
        [userId, codes.map(hashRecoveryCode)],
      );
    });
    return { recoveryCodes: codes };
  }

  /** Turns 2FA off (secret and recovery codes deleted). The caller checked the code or password. */
  async disable(userId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      await m.query(`DELETE FROM user_recovery_codes WHERE user_id = $1`, [userId]);
      await m.query(`DELETE FROM user_two_factor WHERE user_id = $1`, [userId]);
      await m.query(`UPDATE users SET two_factor_enabled_at = NULL WHERE id = $1`, [userId]);
    });
  }

  /**
   * A current app code of an account with 2FA on, good once: the code's step must be later than the last
   * accepted one, claimed atomically (two sign-ins with one code: one wins). The demo admin is the
   * exception: its secret is published (README), so anyone can make its codes and a replay rule guards
   * nothing there, while the demo portal and the tests sign it in many times a minute.
   */
  async checkCode(userId: string, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    const [row] = (await this.db.query(
      `SELECT secret_ciphertext, last_time_step FROM user_two_factor WHERE user_id = $1 AND confirmed_at IS NOT NULL`,
      [userId],
    )) as { secret_ciphertext: string; last_time_step: string | null }[];
    if (!row) return false;
    const secret = decryptSecret(this.config.twoFactorKey, row.secret_ciphertext);
    if (secret === DEMO_ADMIN_TOTP_SECRET) return totpMatches(secret, code);
    const step = await totpStep(secret, code, row.last_time_step === null ? undefined : Number(row.last_time_step));
    if (step === null) return false;
    const claimed = await this.db.query(
      `UPDATE user_two_factor SET last_time_step = $2 WHERE user_id = $1 AND (last_time_step IS NULL OR last_time_step < $2) RETURNING user_id`,
      [userId, step],
    );
    return returned(claimed) > 0;
  }

  /** Spends one unused recovery code (atomic: two sign-ins with the same code, one wins). */
  async useRecoveryCode(userId: string, code: string): Promise<boolean> {
    const result = await this.db.query(
      `UPDATE user_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
      [userId, hashRecoveryCode(code)],
    );
    return returned(result) > 0;
  }

  private async secretOf(userId: string, confirmed: boolean): Promise<string | null> {
    const [row] = (await this.db.query(
      `SELECT secret_ciphertext FROM user_two_factor WHERE user_id = $1 AND (confirmed_at IS NOT NULL) = $2`,
      [userId, confirmed],
    )) as { secret_ciphertext: string }[];
    return row ? decryptSecret(this.config.twoFactorKey, row.secret_ciphertext) : null;
  }

  private async codeMatches(secret: string, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    return totpMatches(secret, code);
  }
}
