/**
 * The people and objects the authorization matrix and the fuzz suite work on:
 * - principals: a visitor and one signed-in session per role (the seeded demo accounts, each signed in
 *   ONCE per test file: sign-in is throttled and argon2-hashed);
 * - fixtures: players of every visibility class (public adult, public minor, recruiters-only minor,
 *   private adult) with highlights, files, achievements, metrics and pictures;
 * - throwaway objects (written straight to the database) for every write, so the suites are
 *   repeatable and independent of order; everything created here is deleted by `cleanup()`.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import request from 'supertest';
import { DEMO_PASSWORD, isPaidPlanId, type PaidPlan, type SessionUser, type UserRole, type Visibility } from '@fiji/contracts';
import { ViewerAccessService } from '../../src/core/access';
import { GuardianLinksService } from '../../src/modules/billing/services/guardian-links.service';
import { AppealLinksService } from '../../src/modules/moderation/services/appeal-links.service';
import { LocalStorageService } from '../../src/core/storage/local-storage.service';
import { ProfilePictureService } from '../../src/modules/player/services/profile-picture.service';
import { PasswordService } from '../../src/modules/users';
import type { TestApp } from '../app.factory';
import { dobForAge, totpCode } from '../helpers';

export const PRINCIPALS = [
  'visitor',
  'playerAdult',
  'playerMinor',
  'recruiterFree',
  'recruiterPaid',
  'club',
  'union',
  'coach',
  'agent',
  'mentor',
  'admin',
  'recruiterUnverified',
] as const;
export type PrincipalName = (typeof PRINCIPALS)[number];

const EMAILS: Record<Exclude<PrincipalName, 'visitor' | 'recruiterUnverified'>, string> = {
  playerAdult: 'player.paid@demo.fj',
  playerMinor: 'player.free@demo.fj',
  recruiterFree: 'recruiter.free@demo.fj',
  recruiterPaid: 'recruiter.paid@demo.fj',
  club: 'club@demo.fj',
  union: 'union@demo.fj',
  coach: 'coach@demo.fj',
  agent: 'agent@demo.fj',
  mentor: 'mentor@demo.fj',
  admin: 'admin@demo.fj',
};

export interface Principal {
  name: PrincipalName;
  role: UserRole | null;
  userId: string | null;
  email: string | null;
  /** The player profile of a player principal. */
  playerId: string | null;
  isAdmin: boolean;
  /** An active paid plan (admins count as paid): full profiles and contact fields of adults. */
  isPaid: boolean;
  /** May see `recruiters` profiles: verified recruiting roles and admins. */
  seesRecruitersOnly: boolean;
  /** A shared demo account: its name, email, password and existence are locked (403). */
  isDemo: boolean;
  /** The paid plan the account holds itself (a live subscription row; admins and seat members hold none). */
  plan: PaidPlan | null;
  /** Seats of that plan (the holder's own included); 0 without a plan. */
  seats: number;
  /** The session cookie (`name=value`), null for the visitor. */
  cookie: string | null;
}

/** Turns a demo account into a session once; `/api/auth/login` (demo-login is for the portal five only). */
async function signIn(base: string, email: string): Promise<string> {
  let res = await request(base).post('/api/auth/login').send({ email, password: DEMO_PASSWORD });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${res.text}`);
  if (res.body.twoFactorRequired) {
    // The demo admin has two-factor on: the second step with a code from its published secret.
    const pending = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
    res = await request(base).post('/api/auth/2fa/verify').set('Cookie', pending).send({ code: await totpCode() });
    if (res.status !== 200) throw new Error(`second step of ${email} answered ${res.status}: ${res.text}`);
  }
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.map((c) => c.split(';')[0]).find((c) => c.startsWith('fiji.sid='));
  if (!cookie) throw new Error(`sign-in of ${email} set no session cookie`);
  return cookie;
}

/** Listens on a free port so concurrent requests share one server (supertest would open one per request). */
export async function listen(t: TestApp): Promise<string> {
  if (!t.server.listening) await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(t.server.address() as AddressInfo).port}`;
}

/**
 * The visitor, the ten seeded demo accounts, and a paid recruiter whom no admin has verified (so
 * `recruiters` profiles stay hidden from it): created by `world`, which deletes it afterwards.
 */
export async function signInPrincipals(t: TestApp, base: string, world: World): Promise<Record<PrincipalName, Principal>> {
  const access = t.app.get(ViewerAccessService);
  const out = {
    visitor: { name: 'visitor', role: null, userId: null, email: null, playerId: null, isAdmin: false, isPaid: false, seesRecruitersOnly: false, isDemo: false, plan: null, seats: 0, cookie: null },
  } as Record<PrincipalName, Principal>;
  for (const name of PRINCIPALS) {
    if (name === 'visitor') continue;
    const email = name === 'recruiterUnverified' ? await world.userWithPassword('recruiter', DEMO_PASSWORD) : EMAILS[name];
    const [u]: Array<{ id: string; role: UserRole; is_demo: boolean }> = await t.dataSource.query('SELECT id, role, is_demo FROM users WHERE email = $1', [email]);
    if (!u) throw new Error(`seeded account ${email} is missing`);
    const [pl]: Array<{ id: string }> = await t.dataSource.query('SELECT id FROM players WHERE user_id = $1', [u.id]);
    const viewer = await access.viewer({ id: u.id, role: u.role } as SessionUser);
    const [sub]: Array<{ plan: string; seats: number }> = await t.dataSource.query(
      `SELECT plan, seats FROM subscriptions WHERE user_id = $1 AND status IN ('active', 'past_due')`,
      [u.id],
    );
    const plan = sub && isPaidPlanId(sub.plan) ? sub.plan : null;
    out[name] = {
      name,
      role: u.role,
      userId: u.id,
      email,
      playerId: pl?.id ?? null,
      isAdmin: u.role === 'admin',
      isPaid: !!viewer?.isPaid,
      seesRecruitersOnly: !!viewer && (viewer.isAdmin || viewer.isVerifiedRecruiter),
      isDemo: u.is_demo,
      plan,
      seats: plan ? sub!.seats : 0,
      cookie: await signIn(base, email),
    };
  }
  return out;
}

export interface FixturePlayer {
  userId: string;
  playerId: string;
  email: string;
  contactEmail: string;
  contactPhone: string;
  guardianEmail: string | null;
  dob: string;
  visibility: Visibility;
  minor: boolean;
}

export interface FixtureHighlight {
  highlightId: string;
  uploadId: string;
}

/** A bio whose tail (after the 80 characters a free viewer may read) is a unique marker. */
export const PAYWALL_MARKER = `PAYWALLED${randomBytes(6).toString('hex')}`;
const LONG_BIO = `Powerful ball carrier from the Tailevu coast who trains twice a day with the village team; ${PAYWALL_MARKER} full bio for paid viewers.`;

const hex = () => randomBytes(5).toString('hex');

/** Writes throwaway rows straight to the database and remembers them for cleanup(). */
export class World {
  private readonly users: string[] = [];
  private readonly rows: Array<{ table: string; id: string }> = [];
  readonly storage: LocalStorageService;

  constructor(readonly t: TestApp) {
    this.storage = t.app.get(LocalStorageService);
  }

  private q<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.t.dataSource.query(sql, params);
  }

  /** An object an API call created: deleted by cleanup(). */
  adopt(table: string, id: string): void {
    this.rows.push({ table, id });
  }

  private track(table: string, id: string): string {
    this.rows.push({ table, id });
    return id;
  }

  async user(role: UserRole, opts: { verified?: boolean; paid?: boolean } = {}): Promise<{ userId: string; email: string }> {
    const email = `authz.${role}.${hex()}@example.test`;
    const [u] = await this.q<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name, role, dob, verified) VALUES ($1, 'Fixture', $2, $3, $4, $5) RETURNING id`,
      [email, `${role}-${hex()}`, role, dobForAge(30), opts.verified ?? true],
    );
    this.users.push(u!.id);
    if (opts.paid) {
      await this.q(`INSERT INTO recruiters (user_id) VALUES ($1)`, [u!.id]);
      await this.q(`INSERT INTO subscriptions (user_id, plan, amount_cents, current_period_start, current_period_end)
                    VALUES ($1, 'recruiter', 9900, now(), now() + interval '1 month')`, [u!.id]);
    }
    return { userId: u!.id, email };
  }

  /** An unverified, paid recruiting account that can sign in with `password`; answers its email. */
  async userWithPassword(role: UserRole, password: string): Promise<string> {
    const { userId, email } = await this.user(role, { verified: false, paid: true });
    const hash = await this.t.app.get(PasswordService).hash(password);
    await this.q('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash]);
    return email;
  }

  async player(opts: { visibility?: Visibility; age?: number; verified?: boolean; bio?: string } = {}): Promise<FixturePlayer> {
    const age = opts.age ?? 24;
    const minor = age < 18;
    const dob = dobForAge(age, 10 + Math.floor(Math.random() * 300));
    const email = `authz.player.${hex()}@example.test`;
    const guardianEmail = minor ? `authz.guardian.${hex()}@example.test` : null;
    const phone = `+679 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const [u] = await this.q<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name, role, dob, phone, guardian_email, guardian_consent_at)
       VALUES ($1, 'Fixture', $2, 'player', $3, $4, $5, $6) RETURNING id`,
      [email, `Player-${hex()}`, dob, phone, guardianEmail, minor ? new Date() : null],
    );
    this.users.push(u!.id);
    const contactEmail = `authz.contact.${hex()}@example.test`;
    const contactPhone = `+679 ${Math.floor(1_000_000 + Math.random() * 8_999_999)}`;
    const visibility = opts.visibility ?? 'public';
    const [p] = await this.q<{ id: string }>(
      `INSERT INTO players (user_id, dob, height_cm, weight_kg, dominant_side, positions, formats, school, province, grad_year, bio,
                            contact_email, contact_phone, visibility, verified_at, guardian_consent_at)
       VALUES ($1, $2, 180, 90, 'right', '{"Hooker","Lock","Blindside Flanker","Number 8"}', '{"15s"}', 'Queen Victoria School', 'Tailevu',
               $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [u!.id, dob, new Date().getUTCFullYear(), opts.bio ?? LONG_BIO, contactEmail, contactPhone, visibility, opts.verified === false ? null : new Date(), minor ? new Date() : null],
    );
    // A follower and a profile view, so counts of a hidden profile differ from a missing one's zeros.
    const fan = await this.fan();
    await this.q(`INSERT INTO follows (player_id, follower_user_id, follower_role) VALUES ($1, $2, 'recruiter')`, [p!.id, fan]);
    await this.q(`INSERT INTO profile_views (viewer_id, player_id, view_count) VALUES ($1, $2, 3)`, [fan, p!.id]);
    return { userId: u!.id, playerId: p!.id, email, contactEmail, contactPhone, guardianEmail, dob, visibility, minor };
  }

  private fanId: Promise<string> | null = null;

  /** The one fixture account that follows and views every fixture player. */
  private fan(): Promise<string> {
    this.fanId ??= this.user('recruiter', { verified: true, paid: true }).then((u) => u.userId);
    return this.fanId;
  }

  /** A ready highlight with a poster, a playable file, a one-rendition HLS set (234p) and its original upload, all stored. */
  async highlight(playerId: string, ownerUserId: string, privacy: Visibility = 'public'): Promise<FixtureHighlight> {
    const highlightId = randomUUID();
    const uploadId = randomUUID();
    const poster = `media/${highlightId}/poster.jpg`;
    const playable = `media/${highlightId}/playable.mp4`;
    await this.q(
      `INSERT INTO highlights (id, player_id, title, content_type, file_path, privacy, status, poster_path, playable_path, duration_sec, guardian_consent_at, renditions)
       VALUES ($1, $2, 'Fixture try', 'video', $3, $4, 'ready', $5, $6, 5, now(), $7)`,
      [highlightId, playerId, `/objects/uploads/${uploadId}`, privacy, poster, playable, JSON.stringify([{ name: '234p', height: 234, bitrateKbps: 150, bytes: 32 }])],
    );
    this.track('highlights', highlightId);
    await this.q(
      `INSERT INTO uploads (id, user_id, status, total_bytes, received_bytes, content_type, kind, highlight_id, expires_at, completed_at)
       VALUES ($1, $2, 'attached', 16, 16, 'video/mp4', 'video', $3, now() + interval '1 hour', now())`,
      [uploadId, ownerUserId, highlightId],
    );
    const bytes = Buffer.from('0000fixture-bytes');
    const hls = ['master.m3u8', '234p/index.m3u8', '234p/init.mp4', '234p/seg_000.m4s'].map((f) => this.storage.put(`media/${highlightId}/hls/${f}`, bytes));
    await Promise.all([this.storage.put(poster, bytes), this.storage.put(playable, bytes), this.storage.put(`uploads/${uploadId}`, bytes), ...hls]);
    return { highlightId, uploadId };
  }

  /** A complete upload not yet used by a highlight (its uploader may read it, admins too). */
  async upload(userId: string): Promise<string> {
    const id = randomUUID();
    await this.q(
      `INSERT INTO uploads (id, user_id, status, total_bytes, received_bytes, content_type, kind, expires_at, completed_at)
       VALUES ($1, $2, 'complete', 16, 16, 'video/mp4', 'video', now() + interval '1 hour', now())`,
      [id, userId],
    );
    await this.storage.put(`uploads/${id}`, Buffer.from('0000fixture-bytes'));
    return this.track('uploads', id);
  }

  async achievement(playerId: string): Promise<string> {
    const [a] = await this.q<{ id: string }>(`INSERT INTO achievements (player_id, title, year, type) VALUES ($1, 'Fixture cup', 2024, 'tournament') RETURNING id`, [playerId]);
    return this.track('achievements', a!.id);
  }

  async metric(playerId: string): Promise<void> {
    await this.q(`INSERT INTO player_metrics (player_id, metric, value, unit) VALUES ($1, 'sprint_40m', 5.1, 's')`, [playerId]);
  }

  async watchlist(userId: string, playerIds: string[] = []): Promise<string> {
    const [w] = await this.q<{ id: string }>(`INSERT INTO watchlists (recruiter_id, name) VALUES ($1, $2) RETURNING id`, [userId, `Fixture list ${hex()}`]);
    for (const p of playerIds) await this.q(`INSERT INTO watchlist_items (watchlist_id, player_id, note) VALUES ($1, $2, 'fixture')`, [w!.id, p]);
    return this.track('watchlists', w!.id);
  }

  async savedSearch(userId: string): Promise<string> {
    const [s] = await this.q<{ id: string }>(`INSERT INTO saved_searches (user_id, name, filters) VALUES ($1, $2, '{}'::jsonb) RETURNING id`, [userId, `Fixture search ${hex()}`]);
    return this.track('saved_searches', s!.id);
  }

  async notification(userId: string): Promise<string> {
    const [n] = await this.q<{ id: string }>(`INSERT INTO notifications (user_id, type, title, message) VALUES ($1, 'other', 'Fixture', 'Fixture notification') RETURNING id`, [userId]);
    return this.track('notifications', n!.id);
  }

  async contactRequest(fromUserId: string, toUserId: string, playerId: string | null, status = 'pending'): Promise<string> {
    const [c] = await this.q<{ id: string }>(
      `INSERT INTO contact_requests (from_user_id, to_user_id, player_id, message, status) VALUES ($1, $2, $3, 'Fixture request', $4) RETURNING id`,
      [fromUserId, toUserId, playerId, status],
    );
    return this.track('contact_requests', c!.id);
  }

  /** An open checkout of `userId` for Player Pro (docs/billing.md "Checkout"); `payerEmail` for a guardian's. */
  async checkout(userId: string, payerEmail: string | null = null): Promise<string> {
    const [c] = await this.q<{ id: string }>(
      `INSERT INTO checkouts (user_id, kind, plan, "interval", description, amount_cents, catalogue_version, provider, payer_email, expires_at)
       VALUES ($1, 'subscription', 'player_pro', 'month', 'Player Pro (monthly)', 1500, 1, 'demo', $2, now() + interval '1 hour') RETURNING id`,
      [userId, payerEmail],
    );
    return this.track('checkouts', c!.id);
  }

  /** A charge in the ledger of `userId` (its receipt is the owner's only). */
  async payment(userId: string): Promise<string> {
    const [p] = await this.q<{ id: string }>(
      `INSERT INTO payments (user_id, kind, direction, amount_cents, description, provider, provider_ref)
       VALUES ($1, 'subscription', 'charge', 1500, 'Player Pro (monthly)', 'demo', $2) RETURNING id`,
      [userId, `fixture_${hex()}`],
    );
    return this.track('payments', p!.id);
  }

  /** An owner's appeal link for a moderation case, signed by the app (docs/admin.md "Moderation"); negative `ttlMs` = expired. */
  appealToken(caseId: string, ownerUserId: string, ttlMs = 86_400_000): string {
    return this.t.app.get(AppealLinksService).sign(caseId, ownerUserId, new Date(Date.now() + ttlMs));
  }

  /** A guardian's payment link for a minor fixture, signed by the app (docs/billing.md "Minors"); negative `ttlMs` = expired. */
  guardianToken(player: FixturePlayer, ttlMs = 86_400_000): string {
    return this.t.app.get(GuardianLinksService).sign({ playerUserId: player.userId, guardianEmail: player.guardianEmail!, expiresAt: new Date(Date.now() + ttlMs) });
  }

  /** An invite to a seat of `holderUserId`'s plan for `email`; answers the accept token (only its sha256 is stored). */
  async seatInvite(holderUserId: string, email: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const [s] = await this.q<{ id: string }>(
      `INSERT INTO subscription_seats (subscription_id, email, status, token_hash)
       SELECT id, $2, 'invited', $3 FROM subscriptions WHERE user_id = $1 RETURNING id`,
      [holderUserId, email, createHash('sha256').update(token).digest('hex')],
    );
    if (!s) throw new Error(`no subscription holds seats for ${holderUserId}`);
    this.track('subscription_seats', s.id);
    return token;
  }

  /** A stored profile picture through the production service; answers the picture's main URL path. */
  async picture(player: FixturePlayer): Promise<string> {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 60 } } }).png().toBuffer();
    await this.t.app.get(ProfilePictureService).replace({ id: player.userId, role: 'player' } as SessionUser, png);
    const [row] = await this.q<{ profile_picture: string }>('SELECT profile_picture FROM players WHERE id = $1', [player.playerId]);
    const url = row!.profile_picture;
    return url.startsWith('http') ? new URL(url).pathname + new URL(url).search : url;
  }

  private preferences: Map<string, unknown> | null = null;
  private plans: Array<Record<string, unknown>> = [];

  /** The database clock, to sweep what API calls created after it (sweepSince); notes the seeded accounts' preferences. */
  async now(): Promise<Date> {
    const rows = await this.q<{ id: string; prefs: unknown }>('SELECT id, notification_preferences AS prefs FROM users WHERE is_demo');
    this.preferences = new Map(rows.map((r) => [r.id, r.prefs]));
    this.plans = await this.q(
      `SELECT s.id, s.plan, s."interval", s.status, s.amount_cents, s.current_period_start, s.current_period_end, s.cancel_at_period_end,
              s.cancel_reason, s.pending_plan, s.pending_interval, s.grace_until
         FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.is_demo`,
    );
    const [r] = await this.q<{ now: Date }>('SELECT now() AS now');
    return r!.now;
  }

  /**
   * Deletes the per-user objects that calls made since `since` created for these (demo) users, so
   * the seeded accounts leave a suite as they entered it: lists, saved searches, unused uploads,
   * achievements, checkouts, seat invites; and puts their notification preferences and plans back.
   */
  async sweepSince(since: Date, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    if (this.preferences) {
      for (const [id, prefs] of this.preferences) await this.q('UPDATE users SET notification_preferences = $2 WHERE id = $1', [id, prefs]);
    }
    await this.q('DELETE FROM watchlists WHERE recruiter_id = ANY($1::uuid[]) AND created_at >= $2', [userIds, since]);
    await this.q('DELETE FROM saved_searches WHERE user_id = ANY($1::uuid[]) AND created_at >= $2', [userIds, since]);
    await this.q(`DELETE FROM uploads WHERE user_id = ANY($1::uuid[]) AND created_at >= $2 AND status <> 'attached'`, [userIds, since]);
    await this.q('DELETE FROM achievements WHERE player_id IN (SELECT id FROM players WHERE user_id = ANY($1::uuid[])) AND created_at >= $2', [userIds, since]);
    await this.q('DELETE FROM checkouts WHERE user_id = ANY($1::uuid[]) AND created_at >= $2', [userIds, since]);
    await this.q('DELETE FROM subscription_seats WHERE subscription_id IN (SELECT id FROM subscriptions WHERE user_id = ANY($1::uuid[])) AND created_at >= $2', [userIds, since]);
    for (const s of this.plans) {
      await this.q(
        `UPDATE subscriptions SET plan = $2, "interval" = $3, status = $4, amount_cents = $5, current_period_start = $6, current_period_end = $7,
                cancel_at_period_end = $8, cancel_reason = $9, pending_plan = $10, pending_interval = $11, grace_until = $12 WHERE id = $1`,
        [s.id, s.plan, s.interval, s.status, s.amount_cents, s.current_period_start, s.current_period_end, s.cancel_at_period_end,
          s.cancel_reason, s.pending_plan, s.pending_interval, s.grace_until],
      );
    }
  }

  /** Deletes every throwaway row (fixture users cascade to their objects). */
  async cleanup(): Promise<void> {
    for (const { table, id } of [...this.rows].reverse()) {
      await this.q(`DELETE FROM ${table} WHERE id = $1`, [id]).catch(() => undefined);
    }
    if (this.users.length) await this.q('DELETE FROM users WHERE id = ANY($1::uuid[])', [this.users]).catch(() => undefined);
  }
}

/**
 * Clears the per-IP and per-account counters (sign-up, contact, beta feedback, login failures):
 * every suite runs from one client address, and a later suite must be able to sign in.
 */
export async function resetThrottles(t: TestApp): Promise<void> {
  const tables: Array<{ name: string }> = await t.dataSource.query(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND (table_name LIKE 'rate\\_limit%' OR table_name LIKE 'login\\_%')`,
  );
  for (const { name } of tables) await t.dataSource.query(`DELETE FROM "${name}"`);
}
