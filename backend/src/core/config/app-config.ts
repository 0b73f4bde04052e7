import { createHmac } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import {
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { AREAS, BILLING_RULES, LIMITS, MENTORING_BOOKING_RULES, SUPPORT, areaNamed, remoteUrlEnv, type RemoteName } from '@fiji/contracts';
import { findRepoRoot } from './repo-root';

/**
 * The one validated configuration of the gateway, read from the environment once at start.
 * Every variable, its default and its meaning (documented in the README):
 *
 * | Variable                  | Default                                   | Meaning |
 * |---------------------------|-------------------------------------------|---------|
 * | NODE_ENV                  | development                               | development, test or production (production: Secure cookie, SESSION_SECRET required) |
 * | PORT                      | 3000                                      | HTTP port of the gateway (API, shell, remotes) |
 * | ADMIN_PORT                | (unset: no second listener; /admin on the main site) | The admin console's own origin (same host): /admin, sign-in, /api and mf-admin; the main site's /admin redirects there |
 * | DATABASE_URL              | (unset: embedded PostgreSQL in DATA_DIR/postgres) | postgresql:// URL of the database |
 * | DATA_DIR                  | ./data (relative to the repo root)        | Embedded database, mail files (.eml) and other local data |
 * | REDIS_URL                 | (unset: jobs run in-process)              | redis:// URL for Bull queues; must answer PING within 2 s |
 * | REDIS_PREFIX              | fiji                                      | Bull key prefix (separates apps or test runs sharing a Redis) |
 * | SESSION_SECRET            | a development-only value                  | Signs the session cookie; required (>= 16 chars) in production |
 * | SMTP_URL                  | (unset: .eml files in DATA_DIR/mail)      | smtp(s):// URL for outgoing mail |
 * | MAIL_FROM                 | Fiji Rugby Talent <no-reply@…>            | From address of outgoing mail |
 * | SUPPORT_EMAIL             | support@fijirugbytalent.com               | Receives a copy of each Contact Us message |
 * | PUBLIC_URL                | http://localhost:PORT                     | Public origin of the site (links in mail, allowed Origin) |
 * | CORS_ORIGINS              | (empty)                                   | Comma list of extra origins allowed to call /api with credentials |
 * | REMOTE_<FOLDER>_URL       | /remotes/<folder>/mf-manifest.json        | Override of an area's remote entry (URL or origin), one per AREAS entry: |
 * |                           |                                           | REMOTE_MF_PLAYER_URL, REMOTE_MF_RECRUITING_URL, REMOTE_MF_MENTORING_URL, |
 * |                           | (mf-admin: or the ADMIN_PORT origin)      | REMOTE_MF_ADMIN_URL |
 * | LOG_LEVEL                 | info (warn under NODE_ENV=test)           | debug, info, warn, error or silent |
 * | STATIC_ROOT               | the repo root                             | Folder holding shell/dist and mf-<area>/dist |
 * | TRUST_PROXY               | false                                     | true behind a TLS-terminating proxy (client IP, Secure cookie) |
 * | STORAGE_DIR               | DATA_DIR/storage (./data/storage)         | Local-disk file storage: uploads, processed media, pictures |
 * | S3_BUCKET (+ S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE) | unset | Finished files in S3-compatible storage |
 * | UPLOAD_MAX_BYTES          | 2147483648 (LIMITS.videoMaxBytes, 2 GB)   | Largest highlight upload; checked while streaming (413) |
 * | UPLOAD_URL_TTL_SECONDS    | 3600                                      | How long a new upload URL accepts its first byte |
 * | UPLOAD_ABANDON_SECONDS    | 86400                                     | An upload with no progress for this long is deleted |
 * | UPLOAD_SECRET             | derived from SESSION_SECRET               | HMAC key signing upload URLs (>= 16 chars when set) |
 * | TWO_FACTOR_KEY            | derived from SESSION_SECRET               | Encrypts two-factor (TOTP) secrets at rest, AES-256-GCM (>= 16 chars when set) |
 * | FFMPEG_PATH               | the @ffmpeg-installer/ffmpeg binary       | ffmpeg used by the media.transcode job |
 * | JOBS_SWEEP_SECONDS        | 30                                        | With REDIS_URL: how often unfinished durable jobs Redis lost are handed back to it |
 * | DEMO_LOGIN                | true                                      | false: no demo-login endpoint and no demo portal accounts |
 * | HASH_CONCURRENCY          | half the cores (at least 1)               | Password hashes (argon2) computed at once |
 * | HASH_QUEUE_LIMIT          | 64                                        | Sign-ins waiting for a hash; beyond it 503 at once |
 * | API_DOCS                  | false in production, true otherwise       | Serve the OpenAPI docs at /api/docs (and /api/docs-json) |
 * | SHUTDOWN_GRACE_MS         | 25000                                     | SIGTERM/SIGINT: time to finish in-flight requests before exiting |
 * | HTTP_HEADERS_TIMEOUT_MS   | 20000                                     | A request's headers must arrive within this (else 408, closed) |
 * | HTTP_BODY_TIMEOUT_MS      | 30000                                     | A JSON/form body must arrive within this (408); uploads exempt |
 * | HTTP_IDLE_TIMEOUT_MS      | 60000                                     | A connection with no bytes either way for this long is closed |
 * | HTTP_KEEP_ALIVE_TIMEOUT_MS| 5000                                      | An idle keep-alive connection is closed after this |
 * | STRIPE_SECRET_KEY         | (unset: the built-in demo payment provider) | With STRIPE_WEBHOOK_SECRET: payments through Stripe |
 * | STRIPE_WEBHOOK_SECRET     | (unset)                                   | Signing secret of the Stripe webhook endpoint |
 * | STRIPE_API_URL            | (unset: api.stripe.com)                   | Point the Stripe SDK at another host (tests: a local fake) |
 * | FJD_PER_USD               | 2.25                                      | Rate for prices shown in FJD to users in Fiji |
 * | PLATFORM_FEE_PERCENT      | 15                                        | The platform's share of a mentor session payment |
 * | BILLING_SWEEP_SECONDS     | 60                                        | How often period ends, grace ends and retention deletes are processed |
 * | MENTORING_FREE_CANCEL_HOURS | 24                                      | A mentee cancelling at least this long before a session (or AMA) is refunded in full |
 * | MENTORING_AUTO_CONFIRM    | false                                     | true: a paid session is confirmed at once (false: the mentor accepts it) |
 * | RATE_LIMIT_FACTOR         | 1                                         | Multiplies every per-address limit (sign-up, contact, feedback) |
 * | PROCESS_ROLE              | all                                       | all: one process does everything; api: HTTP, enqueues jobs only (REDIS_URL required); |
 * |                           |                                           | worker (`npm run worker`): queue jobs and scheduled work, no HTTP (REDIS_URL, DATABASE_URL required) |
 * | INSTANCE_ID               | (unset: no header)                        | Names this process: an X-Instance header on every response, and its start-up log line |
 */
/**
 * The remotes, from the area registry (AREAS in @fiji/contracts): container name, the folder served at
 * /remotes/<folder>/, and the REMOTE_<FOLDER>_URL variable that overrides its entry.
 */
export const REMOTES: readonly { name: RemoteName; folder: string; env: string }[] = AREAS.map((a) => ({
  name: a.remote,
  folder: a.folder,
  env: remoteUrlEnv(a),
}));
export type { RemoteName };
/** The remote that ADMIN_PORT serves from its own origin. */
export const ADMIN_REMOTE: RemoteName = areaNamed('admin').remote;

export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me';
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const URL_RE = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i;
const STRIPE_KEYS_TOGETHER =
  'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (both: payments through Stripe; neither: the demo provider)';

/** What one process runs (PROCESS_ROLE, docs/architecture.md "Processes"). */
export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export class AppConfig {
  @IsIn(PROCESS_ROLES, { message: 'PROCESS_ROLE must be all, api or worker' })
  processRole: ProcessRole;

  @IsIn(['development', 'test', 'production'], { message: 'NODE_ENV must be development, test or production' })
  nodeEnv: 'development' | 'test' | 'production';

  @IsInt({ message: 'PORT must be a port number' })
  @Min(0, { message: 'PORT must be a port number' })
  @Max(65535, { message: 'PORT must be a port number' })
  port: number;

  @IsOptional()
  @IsInt({ message: 'ADMIN_PORT must be a port number' })
  @Min(0, { message: 'ADMIN_PORT must be a port number' })
  @Max(65535, { message: 'ADMIN_PORT must be a port number' })
  adminPort?: number;

  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/\S+$/, { message: 'DATABASE_URL must be a postgresql:// URL' })
  databaseUrl?: string;

  @IsString()
  dataDir: string;

  @IsOptional()
  @Matches(/^rediss?:\/\/\S+$/, { message: 'REDIS_URL must be a redis:// URL' })
  redisUrl?: string;

  @Matches(/^[\w:.-]+$/, { message: 'REDIS_PREFIX may hold letters, digits, _ : . - only' })
  redisPrefix: string;

  /** INSTANCE_ID: which process answered (X-Instance), for operators behind a load balancer; unset sends nothing. */
  @IsOptional()
  @Matches(/^[\w.:-]{1,64}$/, { message: 'INSTANCE_ID may hold up to 64 letters, digits, _ . : - only' })
  instanceId?: string;

  @IsString()
  @MinLength(16, { message: 'SESSION_SECRET must be at least 16 characters' })
  @ValidateIf((c: AppConfig) => c.nodeEnv === 'production')
  @Matches(/^(?!dev-only-session-secret-change-me$)/, { message: 'SESSION_SECRET is required in production' })
  sessionSecret: string;

  @IsOptional()
  @Matches(/^smtps?:\/\/\S+$/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  smtpUrl?: string;

  @IsString()
  mailFrom: string;

  @IsEmail({}, { message: 'SUPPORT_EMAIL must be an email address' })
  supportEmail: string;

  @Matches(URL_RE, { message: 'PUBLIC_URL must be an absolute URL' })
  publicUrl: string;

  @IsArray()
  @Matches(/^https?:\/\/[^/\s]+$/, { each: true, message: 'CORS_ORIGINS must be a comma list of origins (scheme://host[:port])' })
  corsOrigins: string[];

  /** Per-remote entry overrides (REMOTE_<NAME>_URL). */
  remoteUrls: Partial<Record<RemoteName, string>>;

  @IsIn(LOG_LEVELS as unknown as string[], { message: 'LOG_LEVEL must be debug, info, warn, error or silent' })
  logLevel: LogLevel;

  @IsString()
  staticRoot: string;

  @IsBoolean()
  trustProxy: boolean;

  /** Local-disk storage root (absolute). */
  @IsString()
  storageDir: string;
  /** S3-compatible object storage for finished files; unset = local disk under storageDir (docs/storage.md). */
  s3?: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };

  @IsInt({ message: 'UPLOAD_MAX_BYTES must be a whole number of bytes' })
  @Min(1, { message: 'UPLOAD_MAX_BYTES must be a whole number of bytes' })
  uploadMaxBytes: number;

  @IsInt({ message: 'UPLOAD_URL_TTL_SECONDS must be a whole number of seconds' })
  @Min(1, { message: 'UPLOAD_URL_TTL_SECONDS must be a whole number of seconds' })
  uploadUrlTtlSeconds: number;

  @IsInt({ message: 'UPLOAD_ABANDON_SECONDS must be a whole number of seconds' })
  @Min(1, { message: 'UPLOAD_ABANDON_SECONDS must be a whole number of seconds' })
  uploadAbandonSeconds: number;

  /** HMAC key of upload URLs: UPLOAD_SECRET, else derived from SESSION_SECRET (never the raw secret). */
  @IsString()
  @MinLength(16, { message: 'UPLOAD_SECRET must be at least 16 characters' })
  uploadSecret: string;

  /** 32-byte AES key for stored TOTP secrets (TWO_FACTOR_KEY, hashed to 32 bytes; else derived from SESSION_SECRET). */
  twoFactorKey: Buffer;

  /** Explicit ffmpeg binary (FFMPEG_PATH); unset = the @ffmpeg-installer/ffmpeg binary. */
  @IsOptional()
  @IsString()
  ffmpegPath?: string;

  /** With Redis: seconds between sweeps that hand unfinished durable jobs back to Redis (JOBS_SWEEP_SECONDS). */
  @IsInt({ message: 'JOBS_SWEEP_SECONDS must be a whole number of seconds (at least 1)' })
  @Min(1, { message: 'JOBS_SWEEP_SECONDS must be a whole number of seconds (at least 1)' })
  jobsSweepSeconds: number;

  /** Stripe keys (both set = Stripe; neither = the demo provider; one alone is refused; docs/billing.md). */
  @ValidateIf((c: AppConfig) => c.stripeSecretKey !== undefined || c.stripeWebhookSecret !== undefined)
  @IsString({ message: STRIPE_KEYS_TOGETHER })
  stripeSecretKey?: string;
  @ValidateIf((c: AppConfig) => c.stripeSecretKey !== undefined || c.stripeWebhookSecret !== undefined)
  @IsString({ message: STRIPE_KEYS_TOGETHER })
  stripeWebhookSecret?: string;
  @IsOptional()
  @Matches(/^https?:\/\/[^/\s]+\/?$/, { message: 'STRIPE_API_URL must be an http(s):// origin' })
  stripeApiUrl?: string;
  /** HMAC key of the demo provider's event signatures and of guardian payment links (derived from SESSION_SECRET). */
  @IsString() billingSecret: string;
  @Min(0.01, { message: 'FJD_PER_USD must be a positive number' })
  fjdPerUsd: number;
  @Min(0, { message: 'PLATFORM_FEE_PERCENT must be from 0 to 100' })
  @Max(100, { message: 'PLATFORM_FEE_PERCENT must be from 0 to 100' })
  platformFeePercent: number;
  @IsInt({ message: 'BILLING_SWEEP_SECONDS must be a whole number of seconds (at least 1)' })
  @Min(1, { message: 'BILLING_SWEEP_SECONDS must be a whole number of seconds (at least 1)' })
  billingSweepSeconds: number;
  /** Mentoring's refund window and auto-confirm (docs/mentoring.md "Lifecycle"); defaults in MENTORING_BOOKING_RULES. */
  @IsInt({ message: 'MENTORING_FREE_CANCEL_HOURS must be a whole number of hours from 0 to 720' })
  @Min(0, { message: 'MENTORING_FREE_CANCEL_HOURS must be a whole number of hours from 0 to 720' })
  @Max(720, { message: 'MENTORING_FREE_CANCEL_HOURS must be a whole number of hours from 0 to 720' })
  mentoringFreeCancelHours: number;
  @IsBoolean({ message: 'MENTORING_AUTO_CONFIRM must be true or false' })
  mentoringAutoConfirm: boolean;
  /** Raises the per-address limits where many people share one address (a school's sign-up day). */
  @Min(1, { message: 'RATE_LIMIT_FACTOR must be a number of at least 1' })
  rateLimitFactor: number;

  /** POST /api/auth/demo-login and the portal's account list (DEMO_LOGIN=false turns both off). */
  @IsBoolean()
  demoLogin: boolean;

  /** Password hashes run at once (HASH_CONCURRENCY); the rest wait in a queue of HASH_QUEUE_LIMIT. */
  @IsInt({ message: 'HASH_CONCURRENCY must be a whole number from 1' })
  @Min(1, { message: 'HASH_CONCURRENCY must be a whole number from 1' })
  hashConcurrency: number;

  @IsInt({ message: 'HASH_QUEUE_LIMIT must be a whole number' })
  @Min(0, { message: 'HASH_QUEUE_LIMIT must be a whole number' })
  hashQueueLimit: number;

  /** OpenAPI docs at /api/docs (API_DOCS); off by default in production. */
  @IsBoolean({ message: 'API_DOCS must be true or false' })
  apiDocs: boolean;

  /** SIGTERM/SIGINT: in-flight requests get this long to finish before the process exits (SHUTDOWN_GRACE_MS). */
  @IsInt({ message: 'SHUTDOWN_GRACE_MS must be a whole number of milliseconds (at least 1000)' })
  @Min(1000, { message: 'SHUTDOWN_GRACE_MS must be a whole number of milliseconds (at least 1000)' })
  shutdownGraceMs: number;

  /** Server timeouts (HTTP_*_TIMEOUT_MS), applied by core/http/server-timeouts.ts. */
  @IsInt({ message: 'HTTP_HEADERS_TIMEOUT_MS must be a whole number of milliseconds (at least 100)' })
  @Min(100, { message: 'HTTP_HEADERS_TIMEOUT_MS must be a whole number of milliseconds (at least 100)' })
  httpHeadersTimeoutMs: number;

  @IsInt({ message: 'HTTP_BODY_TIMEOUT_MS must be a whole number of milliseconds (at least 100)' })
  @Min(100, { message: 'HTTP_BODY_TIMEOUT_MS must be a whole number of milliseconds (at least 100)' })
  httpBodyTimeoutMs: number;

  @IsInt({ message: 'HTTP_IDLE_TIMEOUT_MS must be a whole number of milliseconds (at least 100)' })
  @Min(100, { message: 'HTTP_IDLE_TIMEOUT_MS must be a whole number of milliseconds (at least 100)' })
  httpIdleTimeoutMs: number;

  @IsInt({ message: 'HTTP_KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds (at least 100)' })
  @Min(100, { message: 'HTTP_KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds (at least 100)' })
  httpKeepAliveTimeoutMs: number;

  /** Stripe when both keys are set; the built-in demo provider otherwise. */
  get paymentProvider(): 'stripe' | 'demo' {
    return this.stripeSecretKey && this.stripeWebhookSecret ? 'stripe' : 'demo';
  }

  /** Whether this process runs queue jobs and scheduled work (every role but api). */
  get runsBackgroundWork(): boolean {
    return this.processRole !== 'api';
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }

  /** Reads and validates the environment; throws one error listing every bad variable. */
  static fromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
    const root = findRepoRoot();
    const str = (name: string): string | undefined => {
      const v = env[name];
      return v === undefined || v.trim() === '' ? undefined : v.trim();
    };
    const int = (name: string): number | undefined => {
      const v = str(name);
      return v === undefined ? undefined : /^\d+$/.test(v) ? Number(v) : NaN;
    };
    // Anything but true/false stays a string and fails @IsBoolean with its message.
    const bool = (name: string, fallback: boolean): boolean => {
      const v = str(name)?.toLowerCase();
      return v === undefined ? fallback : v === 'true' ? true : v === 'false' ? false : (v as never);
    };
    const fromRoot = (p: string): string => (isAbsolute(p) ? p : resolve(root, p));

    const c = new AppConfig();
    c.nodeEnv = (str('NODE_ENV') ?? 'development') as AppConfig['nodeEnv'];
    c.processRole = (str('PROCESS_ROLE')?.toLowerCase() ?? 'all') as ProcessRole;
    c.port = int('PORT') ?? 3000;
    c.adminPort = int('ADMIN_PORT');
    c.databaseUrl = str('DATABASE_URL');
    c.dataDir = fromRoot(str('DATA_DIR') ?? './data');
    c.redisUrl = str('REDIS_URL');
    c.redisPrefix = str('REDIS_PREFIX') ?? 'fiji';
    c.instanceId = str('INSTANCE_ID');
    c.sessionSecret = str('SESSION_SECRET') ?? DEV_SESSION_SECRET;
    c.smtpUrl = str('SMTP_URL');
    c.mailFrom = str('MAIL_FROM') ?? 'Fiji Rugby Talent <no-reply@fijirugbytalent.com>';
    c.supportEmail = str('SUPPORT_EMAIL') ?? SUPPORT.email;
    c.publicUrl = (str('PUBLIC_URL') ?? `http://localhost:${c.port}`).replace(/\/+$/, '');
    c.corsOrigins = (str('CORS_ORIGINS') ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    c.remoteUrls = {};
    for (const r of REMOTES) {
      const v = str(r.env);
      if (v) c.remoteUrls[r.name] = v;
    }
    c.logLevel = (str('LOG_LEVEL') ?? (c.nodeEnv === 'test' ? 'warn' : 'info')) as LogLevel;
    c.staticRoot = fromRoot(str('STATIC_ROOT') ?? '.');
    c.trustProxy = /^(1|true|yes)$/i.test(str('TRUST_PROXY') ?? 'false');
    c.storageDir = str('STORAGE_DIR') ? fromRoot(str('STORAGE_DIR')!) : join(c.dataDir, 'storage');
    const s3Bucket = str('S3_BUCKET');
    c.s3 = s3Bucket
      ? {
          bucket: s3Bucket,
          endpoint: str('S3_ENDPOINT'),
          region: str('S3_REGION') ?? 'us-east-1',
          accessKeyId: str('S3_ACCESS_KEY_ID'),
          secretAccessKey: str('S3_SECRET_ACCESS_KEY'),
          forcePathStyle: /^(1|true|yes)$/i.test(str('S3_FORCE_PATH_STYLE') ?? 'false'),
        }
      : undefined;
    c.uploadMaxBytes = int('UPLOAD_MAX_BYTES') ?? LIMITS.videoMaxBytes;
    c.uploadUrlTtlSeconds = int('UPLOAD_URL_TTL_SECONDS') ?? 3600;
    c.uploadAbandonSeconds = int('UPLOAD_ABANDON_SECONDS') ?? 86_400;
    c.uploadSecret = str('UPLOAD_SECRET') ?? createHmac('sha256', c.sessionSecret).update('upload-urls').digest('base64url');
    const twoFactorKey = str('TWO_FACTOR_KEY');
    if (twoFactorKey !== undefined && twoFactorKey.length < 16) throw new Error('Invalid configuration: TWO_FACTOR_KEY must be at least 16 characters');
    c.twoFactorKey = createHmac('sha256', twoFactorKey ?? c.sessionSecret).update('two-factor-secrets').digest();
    c.ffmpegPath = str('FFMPEG_PATH');
    c.jobsSweepSeconds = int('JOBS_SWEEP_SECONDS') ?? 30;
    c.stripeSecretKey = str('STRIPE_SECRET_KEY');
    c.stripeWebhookSecret = str('STRIPE_WEBHOOK_SECRET');
    c.stripeApiUrl = str('STRIPE_API_URL');
    c.billingSecret = createHmac('sha256', c.sessionSecret).update('billing').digest('base64url');
    c.fjdPerUsd = Number(str('FJD_PER_USD') ?? '2.25');
    c.platformFeePercent = Number(str('PLATFORM_FEE_PERCENT') ?? String(BILLING_RULES.platformFeePercent));
    c.billingSweepSeconds = int('BILLING_SWEEP_SECONDS') ?? 60;
    c.rateLimitFactor = Number(str('RATE_LIMIT_FACTOR') ?? '1');
    c.mentoringFreeCancelHours = int('MENTORING_FREE_CANCEL_HOURS') ?? MENTORING_BOOKING_RULES.freeCancelHours;
    c.mentoringAutoConfirm = bool('MENTORING_AUTO_CONFIRM', MENTORING_BOOKING_RULES.autoConfirmWhenPaid);
    c.demoLogin = !/^(0|false|no|off)$/i.test(str('DEMO_LOGIN') ?? 'true');
    // One hash at a time per spare core keeps a login flood from taking the CPU every page needs.
    c.hashConcurrency = int('HASH_CONCURRENCY') ?? Math.max(1, Math.floor(availableParallelism() / 2));
    c.hashQueueLimit = int('HASH_QUEUE_LIMIT') ?? 64;

    c.apiDocs = bool('API_DOCS', !c.isProduction);
    c.shutdownGraceMs = int('SHUTDOWN_GRACE_MS') ?? 25_000;
    c.httpHeadersTimeoutMs = int('HTTP_HEADERS_TIMEOUT_MS') ?? 20_000;
    c.httpBodyTimeoutMs = int('HTTP_BODY_TIMEOUT_MS') ?? 30_000;
    c.httpIdleTimeoutMs = int('HTTP_IDLE_TIMEOUT_MS') ?? 60_000;
    c.httpKeepAliveTimeoutMs = int('HTTP_KEEP_ALIVE_TIMEOUT_MS') ?? 5_000;

    const errors = validateSync(c);
    const lines = errors.flatMap((e) => Object.values(e.constraints ?? {}));
    // Without Redis jobs run in the process that enqueued them: no separate worker could take them.
    if ((c.processRole === 'api' || c.processRole === 'worker') && !c.redisUrl) {
      lines.push(`PROCESS_ROLE=${c.processRole} needs REDIS_URL (the queue shared by the API instances and the workers)`);
    }
    // A worker neither migrates nor may start its own embedded database: it joins the API's one.
    if (c.processRole === 'worker' && !c.databaseUrl) lines.push('PROCESS_ROLE=worker needs DATABASE_URL (the database of the API instances)');
    if (lines.length > 0) {
      throw new Error(`Invalid configuration:\n  - ${lines.join('\n  - ')}`);
    }
    return c;
  }

  /** A copy with some fields replaced (tests, the resolved embedded database URL). */
  with(overrides: Partial<AppConfig>): AppConfig {
    return Object.assign(Object.create(AppConfig.prototype) as AppConfig, this, overrides);
  }
}
