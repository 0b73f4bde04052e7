/**
 * THE AUTHORIZATION TABLE: one entry per operation of the live app (a route the app answers that is
 * not placed here fails authorization-matrix.int-spec.ts, and so does an entry without a route).
 *
 * Per operation:
 * - `access`: who passes the guard ('public', 'signedIn' or the roles). Everyone else: 401 signed
 *   out, 403 signed in;
 * - `target`: how the path parameters (and body references) resolve for each object kind:
 *   own (the principal's), other (another user's, visible to the principal), hidden (exists but the
 *   principal may not see it: a private profile, a recruiters-only minor seen by a non-recruiter,
 *   someone else's upload) and missing (a random uuid). Operations without an object use kind 'none';
 * - `want`: the allowed status per kind for the principals that pass the guard. Defaults: none/own/
 *   other -> 2xx for reads, 403/404 for writes (someone else's object); hidden and missing -> 404.
 *   'likeMissing' = a 4xx that is the same answer as a missing id. A hidden object must ALWAYS answer
 *   exactly like a missing one;
 * - `write`: objects are created fresh for every request (throwaway), so the suite is repeatable.
 * `item` names the numbered point of issue 8 whose fix some expectation here needs.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { RECRUITER_CONTACTS_ROLES, RECRUITING_ROLES, SEARCH_API_ROLES, SOCIAL_ROLES, WATCHLIST_ROLES, planForRole, type UserRole } from '@fiji/contracts';
import type { FixtureHighlight, FixturePlayer, Principal, World } from './world';
import { amaTarget, feedbackBody, feedbackTarget, goalTarget, milestoneTarget, relationshipBody, relationshipQuery, resourceTarget } from './mentoring-progress-targets';
import { availabilityBody, mentorTarget } from './mentoring-mentors-targets';

export type Kind = 'none' | 'own' | 'other' | 'hidden' | 'missing';
export const KINDS: readonly Kind[] = ['none', 'own', 'other', 'hidden', 'missing'];

/** '200', '2xx', '403|404', or 'likeMissing' (a 4xx, and the same answer as the missing object). */
export type Want = string;

export interface Cell {
  kind: Kind;
  /** e.g. 'other:minor', 'hidden:private'. */
  label: string;
  /** Values for the path's {params} and for the body builder. */
  ref: Record<string, string>;
  /** A ready path (overrides the template). */
  path?: string;
}

export interface Fixtures {
  /** With a second highlight whose own privacy is 'private' (hidden on a visible profile). */
  adultPublic: FixturePlayer & { highlight: FixtureHighlight; picture: string; privateHighlight: FixtureHighlight };
  minorPublic: FixturePlayer & { highlight: FixtureHighlight; picture: string };
  minorRecruiters: FixturePlayer & { highlight: FixtureHighlight; picture: string };
  privateAdult: FixturePlayer & { highlight: FixtureHighlight; picture: string };
  /** Another user (a paid, verified recruiter) who owns "another user's" objects. */
  otherUser: { userId: string; email: string };
}

export interface Ctx {
  world: World;
  fx: Fixtures;
}

type Target = (ctx: Ctx, p: Principal, write: boolean) => Promise<Cell[]>;
type WantFor = Want | ((p: Principal, cell: Cell) => Want);

export interface OpSpec {
  access: 'public' | 'signedIn' | readonly UserRole[];
  target?: Target;
  write?: boolean;
  body?: (ref: Record<string, string>, p: Principal, ctx: Ctx) => unknown | Promise<unknown>;
  query?: Record<string, string>;
  want?: Partial<Record<Kind, WantFor>>;
  /** Ends or replaces the session: run after every other operation. */
  sessionEnding?: boolean;
  /** Answers about the caller itself (own guardian fields are fine). */
  self?: boolean;
  /** The API description (OpenAPI): its keys name routes and schemas (e.g. /api/billing/guardian-link), not anyone's fields. */
  apiDescription?: boolean;
  /** Personal JSON (profiles with contact fields, account, billing): a 2xx answer must be `no-store` (item 13). */
  personal?: boolean;
  /** The route may be absent (e.g. the API docs, switched off by configuration). */
  optional?: boolean;
  /** A HEAD that Express answers with the GET route of the same path: no route of its own, still checked cell by cell. */
  viaGet?: boolean;
  /** Issue 8 items whose fixes these expectations need. */
  item?: string;
  /** Table and id field of an object the call creates, deleted after the run. */
  creates?: string;
  /** Request headers per cell (e.g. a webhook's signature). */
  headers?: (ref: Record<string, string>) => Record<string, string>;
}

const SIGNED_IN = 'signedIn' as const;
const PUBLIC = 'public' as const;
const missingId = () => randomUUID();

// --- targets ----------------------------------------------------------------------------------------

const isRecruiterViewer = (p: Principal) => p.seesRecruitersOnly;

/** A player profile id in `param`; writes get fresh throwaway profiles. */
const player =
  (param = 'id', opts: { own?: boolean } = {}): Target =>
  async ({ world, fx }, p, write) => {
    const cells: Cell[] = [];
    const c = (kind: Kind, label: string, id: string) => cells.push({ kind, label, ref: { [param]: id, userId: '' } });
    const withUser = (kind: Kind, label: string, fp: FixturePlayer) => cells.push({ kind, label, ref: { [param]: fp.playerId, userId: fp.userId } });
    if (opts.own !== false && p.playerId) c('own', 'own', p.playerId);
    if (write) {
      withUser('other', 'other:adult', await world.player({ visibility: 'public' }));
      const priv = await world.player({ visibility: 'private' });
      withUser(p.isAdmin ? 'other' : 'hidden', p.isAdmin ? 'other:private' : 'hidden:private', priv);
      if (!isRecruiterViewer(p)) withUser('hidden', 'hidden:minor-recruiters', await world.player({ visibility: 'recruiters', age: 17 }));
    } else {
      withUser('other', 'other:adult', fx.adultPublic);
      withUser('other', 'other:minor', fx.minorPublic);
      if (isRecruiterViewer(p)) withUser('other', 'other:minor-recruiters', fx.minorRecruiters);
      else withUser('hidden', 'hidden:minor-recruiters', fx.minorRecruiters);
      withUser(p.isAdmin ? 'other' : 'hidden', p.isAdmin ? 'other:private' : 'hidden:private', fx.privateAdult);
    }
    c('missing', 'missing', missingId());
    return cells;
  };

/** A highlight id (`id`), optionally with a media variant. */
const highlight =
  (variants: string[] = []): Target =>
  async ({ world, fx }, p, write) => {
    const cells: Cell[] = [];
    const add = (kind: Kind, label: string, id: string) => {
      if (variants.length === 0) cells.push({ kind, label, ref: { id } });
      for (const v of variants) cells.push({ kind, label: `${label}:${v}`, ref: { id, variant: v } });
    };
    if (p.playerId && p.userId) add('own', 'own', (await world.highlight(p.playerId, p.userId)).highlightId);
    if (write) {
      const a = await world.player();
      add('other', 'other:adult', (await world.highlight(a.playerId, a.userId)).highlightId);
      const h = await world.player({ visibility: 'private' });
      add(p.isAdmin ? 'other' : 'hidden', p.isAdmin ? 'other:private' : 'hidden:private', (await world.highlight(h.playerId, h.userId)).highlightId);
      const ph = (await world.highlight(a.playerId, a.userId, 'private')).highlightId;
      add(p.isAdmin ? 'other' : 'hidden', p.isAdmin ? 'other:private-highlight' : 'hidden:private-highlight', ph);
    } else {
      add(p.isAdmin ? 'other' : 'hidden', p.isAdmin ? 'other:private-highlight' : 'hidden:private-highlight', fx.adultPublic.privateHighlight.highlightId);
      add('other', 'other:adult', fx.adultPublic.highlight.highlightId);
      add('other', 'other:minor', fx.minorPublic.highlight.highlightId);
      add(isRecruiterViewer(p) ? 'other' : 'hidden', isRecruiterViewer(p) ? 'other:minor-recruiters' : 'hidden:minor-recruiters', fx.minorRecruiters.highlight.highlightId);
      add(p.isAdmin ? 'other' : 'hidden', p.isAdmin ? 'other:private' : 'hidden:private', fx.privateAdult.highlight.highlightId);
    }
    add('missing', 'missing', missingId());
    return cells;
  };

/** The highlight cells of `highlight()` for each file of its 234p HLS rendition (`rendition`, `file`). */
const hlsFiles =
  (files: string[]): Target =>
  async (ctx, p, write) =>
    (await highlight()(ctx, p, write)).flatMap((c) => files.map((file) => ({ ...c, label: `${c.label}:${file}`, ref: { ...c.ref, rendition: '234p', file } })));

/** An upload id (`id`): own complete upload, one attached to a visible/hidden highlight, someone else's unattached one. */
const upload: Target = async ({ world, fx }, p) => {
  const cells: Cell[] = [];
  if (p.playerId && p.userId) cells.push({ kind: 'own', label: 'own', ref: { id: await world.upload(p.userId) } });
  cells.push({ kind: 'other', label: 'other:adult-highlight', ref: { id: fx.adultPublic.highlight.uploadId } });
  const privKind: Kind = p.isAdmin ? 'other' : 'hidden';
  cells.push({ kind: privKind, label: `${privKind}:private-profile`, ref: { id: fx.privateAdult.highlight.uploadId } });
  cells.push({ kind: privKind, label: `${privKind}:private-highlight`, ref: { id: fx.adultPublic.privateHighlight.uploadId } });
  cells.push({ kind: privKind, label: `${privKind}:unattached`, ref: { id: await world.upload(fx.adultPublic.userId) } });
  cells.push({ kind: 'missing', label: 'missing', ref: { id: missingId() } });
  return cells;
};

/** `id` of an achievement: own (players), a visible profile's, a hidden profile's. */
const achievement: Target = async ({ world }, p) => {
  const cells: Cell[] = [];
  if (p.playerId) cells.push({ kind: 'own', label: 'own', ref: { id: await world.achievement(p.playerId) } });
  const a = await world.player();
  cells.push({ kind: 'other', label: 'other:adult', ref: { id: await world.achievement(a.playerId) } });
  const h = await world.player({ visibility: 'private' });
  cells.push({ kind: p.isAdmin ? 'other' : 'hidden', label: p.isAdmin ? 'other:private' : 'hidden:private', ref: { id: await world.achievement(h.playerId) } });
  cells.push({ kind: 'missing', label: 'missing', ref: { id: missingId() } });
  return cells;
};

/** An object only its owner may touch: own (created for the principal), another user's, missing. */
const owned =
  (make: (world: World, userId: string) => Promise<string>): Target =>
  async ({ world, fx }, p) => {
    const cells: Cell[] = [];
    if (p.userId) cells.push({ kind: 'own', label: 'own', ref: { id: await make(world, p.userId) } });
    cells.push({ kind: 'other', label: 'other', ref: { id: await make(world, fx.otherUser.userId) } });
    cells.push({ kind: 'missing', label: 'missing', ref: { id: missingId() } });
    return cells;
  };

const watchlist = owned((w, userId) => w.watchlist(userId));
const savedSearch = owned((w, userId) => w.savedSearch(userId));
const notification = owned((w, userId) => w.notification(userId));

/** A pending request received by the principal (own) or between two other users. */
const receivedRequest: Target = async ({ world, fx }, p) => {
  const cells: Cell[] = [];
  if (p.userId) cells.push({ kind: 'own', label: 'own', ref: { id: await world.contactRequest(fx.otherUser.userId, p.userId, p.playerId) } });
  const a = await world.player();
  cells.push({ kind: 'other', label: 'other', ref: { id: await world.contactRequest(fx.otherUser.userId, a.userId, a.playerId) } });
  cells.push({ kind: 'missing', label: 'missing', ref: { id: missingId() } });
  return cells;
};

/** A pending request sent by the principal (own) or by another user. */
const sentRequest: Target = async ({ world, fx }, p) => {
  const cells: Cell[] = [];
  const a = await world.player();
  if (p.userId) cells.push({ kind: 'own', label: 'own', ref: { id: await world.contactRequest(p.userId, a.userId, a.playerId) } });
  cells.push({ kind: 'other', label: 'other', ref: { id: await world.contactRequest(fx.otherUser.userId, a.userId, a.playerId) } });
  cells.push({ kind: 'missing', label: 'missing', ref: { id: missingId() } });
  return cells;
};

/** A watchlist (`id`) and a player (`playerId`) to add to it. */
const watchlistAdd: Target = async ({ world, fx }, p) => {
  const cells: Cell[] = [];
  const mine = p.userId ? await world.watchlist(p.userId) : missingId();
  cells.push({ kind: 'own', label: 'own', ref: { id: mine, playerId: fx.adultPublic.playerId } });
  cells.push({ kind: 'other', label: 'other', ref: { id: await world.watchlist(fx.otherUser.userId), playerId: fx.adultPublic.playerId } });
  if (!p.isAdmin) cells.push({ kind: 'hidden', label: 'hidden:private', ref: { id: mine, playerId: fx.privateAdult.playerId } });
  if (!isRecruiterViewer(p)) cells.push({ kind: 'hidden', label: 'hidden:minor-recruiters', ref: { id: mine, playerId: fx.minorRecruiters.playerId } });
  cells.push({ kind: 'missing', label: 'missing', ref: { id: mine, playerId: missingId() } });
  return cells;
};

/** A watchlist entry (`id` + `playerId`). */
const watchlistEntry: Target = async ({ world, fx }, p) => {
  const pid = fx.adultPublic.playerId;
  const mine = p.userId ? await world.watchlist(p.userId, [pid]) : missingId();
  return [
    { kind: 'own', label: 'own', ref: { id: mine, playerId: pid } },
    { kind: 'other', label: 'other', ref: { id: await world.watchlist(fx.otherUser.userId, [pid]), playerId: pid } },
    { kind: 'missing', label: 'missing', ref: { id: mine, playerId: missingId() } },
  ];
};

/** A profile picture URL: visible profiles', hidden ones', and a missing player's. */
const picture: Target = async ({ fx }, p) => {
  const cells: Cell[] = [];
  const add = (kind: Kind, label: string, path: string) => cells.push({ kind, label, ref: {}, path });
  const visible = p.name !== 'visitor';
  add(visible ? 'other' : 'hidden', visible ? 'other:adult' : 'hidden:adult', fx.adultPublic.picture);
  add(visible ? 'other' : 'hidden', visible ? 'other:minor' : 'hidden:minor', fx.minorPublic.picture);
  const rec = visible && isRecruiterViewer(p);
  add(rec ? 'other' : 'hidden', rec ? 'other:minor-recruiters' : 'hidden:minor-recruiters', fx.minorRecruiters.picture);
  add(p.isAdmin ? 'other' : 'hidden', p.isAdmin ? 'other:private' : 'hidden:private', fx.privateAdult.picture);
  add('missing', 'missing', fx.adultPublic.picture.split(fx.adultPublic.playerId).join(missingId()));
  return cells;
};

// --- billing targets (docs/billing.md) -------------------------------------------------------------

const checkoutOf = owned((w, userId) => w.checkout(userId));
const paymentOf = owned((w, userId) => w.payment(userId));

/** A token with the first character of its signature changed (same length, so it fails the signature check, not the shape). */
const tampered = (token: string) => {
  const [body, mac] = token.split('.') as [string, string];
  return `${body}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
};
/** A token of the right shape that nobody signed. */
const unknownToken = () => `${Buffer.from(JSON.stringify({ u: randomUUID(), g: 'nobody@example.test', e: 4102444800 })).toString('base64url')}.${'A'.repeat(43)}`;

/**
 * A guardian payment link (`token`) for a minor fixture: valid (the link is the permission: no session
 * needed), tampered and expired (exist, but answer like a missing link), and an unsigned one.
 */
const guardianLink: Target = async ({ world, fx }) => {
  const valid = world.guardianToken(fx.minorPublic);
  return [
    { kind: 'other', label: 'other:valid-token', ref: { token: valid } },
    { kind: 'hidden', label: 'hidden:tampered-token', ref: { token: tampered(valid) } },
    { kind: 'hidden', label: 'hidden:expired-token', ref: { token: world.guardianToken(fx.minorPublic, -60_000) } },
    { kind: 'missing', label: 'missing', ref: { token: unknownToken() } },
  ];
};

/** A checkout (`id`): own, another account's, a guardian's one read with its valid or tampered link, missing. */
const checkoutRead: Target = async (ctx, p, write) => {
  const cells = await checkoutOf(ctx, p, write);
  const { world, fx } = ctx;
  const guardianEmail = fx.minorPublic.guardianEmail!;
  const id = await world.checkout(fx.minorPublic.userId, guardianEmail);
  const token = world.guardianToken(fx.minorPublic);
  const at = (t: string) => `/api/billing/checkouts/${id}?token=${encodeURIComponent(t)}`;
  cells.push({ kind: 'other', label: 'other:guardian-token', ref: { id, token }, path: at(token) });
  cells.push({ kind: 'hidden', label: 'hidden:tampered-token', ref: { id, token: tampered(token) }, path: at(tampered(token)) });
  return cells;
};

/** A plan for the checkout body: the caller's own role's plan (own) and another role's (other). */
const planChoice: Target = async (_ctx, p) => {
  const own = p.role ? planForRole(p.role) : null;
  const cells: Cell[] = [];
  if (own) cells.push({ kind: 'own', label: `own:${own}`, ref: { plan: own } });
  const other = own === 'player_pro' ? 'recruiter' : 'player_pro';
  cells.push({ kind: 'other', label: `other:${other}`, ref: { plan: other } });
  return cells;
};

/** Resuming needs something to resume: the caller's own plan gets a pending cancel first (put back after the run). */
const pendingCancel: Target = async ({ world }, p) => {
  if (p.userId) await world.t.dataSource.query(`UPDATE subscriptions SET cancel_at_period_end = true WHERE user_id = $1 AND plan <> 'free' AND status <> 'cancelled'`, [p.userId]);
  return [{ kind: 'none', label: p.plan ? 'none:pending-cancel' : 'none', ref: {} }];
};

/** A seat invite token: one for someone else's email on another account's plan (exists, not the caller's), one nobody issued. */
const seatToken: Target = async ({ world, fx }) => [
  { kind: 'hidden', label: 'hidden:other-email', ref: { token: await world.seatInvite(fx.otherUser.userId, `authz.seat.${randomUUID().slice(0, 8)}@example.test`) } },
  { kind: 'missing', label: 'missing', ref: { token: randomBytes(32).toString('base64url') } },
];

/** A fresh account for the admin's user actions (suspended first for unsuspend), and a missing id. */
// --- moderation (docs/admin.md, "Moderation"): cases written straight to moderation_cases

/** A case about a random item owned by `ownerUserId`: open, or decided (hidden, appealable) now, or appealed. */
async function moderationCase(world: World, ownerUserId: string, status: 'open' | 'closed' | 'appealed' = 'open'): Promise<string> {
  const decided = status !== 'open';
  const [row]: Array<{ id: string }> = await world.t.dataSource.query(
    `INSERT INTO moderation_cases (target_type, target_id, target_label, owner_user_id, status, outcome, decided_at, appeal_text, appealed_at)
     VALUES ('player', $1, 'Matrix', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [missingId(), ownerUserId, status, decided ? 'hidden' : null, decided ? new Date() : null, status === 'appealed' ? 'Matrix appeal' : null, status === 'appealed' ? new Date() : null],
  );
  world.adopt('moderation_cases', row!.id);
  return row!.id;
}

/** A decision about the principal's own content (own) or another user's (other: answers like a missing one). */
const ownCase: Target = async ({ world, fx }, p) => {
  const cells: Cell[] = [];
  if (p.userId) cells.push({ kind: 'own', label: 'own', ref: { caseId: await moderationCase(world, p.userId, 'closed') } });
  cells.push({ kind: 'other', label: 'other', ref: { caseId: await moderationCase(world, fx.otherUser.userId, 'closed') } });
  cells.push({ kind: 'missing', label: 'missing', ref: { caseId: missingId() } });
  return cells;
};

/**
 * An owner's mailed appeal link (`token`) for a fresh decision about another user's content: valid (the
 * link is the permission: no session needed), tampered and expired (answer like a missing link), unsigned.
 */
const appealLink: Target = async ({ world, fx }) => {
  const caseId = await moderationCase(world, fx.otherUser.userId, 'closed');
  const valid = world.appealToken(caseId, fx.otherUser.userId);
  return [
    { kind: 'other', label: 'other:valid-token', ref: { token: valid } },
    { kind: 'hidden', label: 'hidden:tampered-token', ref: { token: tampered(valid) } },
    { kind: 'hidden', label: 'hidden:expired-token', ref: { token: world.appealToken(caseId, fx.otherUser.userId, -60_000) } },
    { kind: 'missing', label: 'missing', ref: { token: unknownToken() } },
  ];
};

/** A case in the admin queue (fresh per request), owned by a fresh account. */
const adminCase =
  (status: 'open' | 'appealed' = 'open'): Target =>
  async ({ world }) => [
    { kind: 'other', label: `other:${status}`, ref: { caseId: await moderationCase(world, (await world.user('recruiter')).userId, status) } },
    { kind: 'missing', label: 'missing', ref: { caseId: missingId() } },
  ];

/** A request, by another admin, to lift a fresh account's child-safety suspension. */
const liftRequest: Target = async ({ world }) => {
  const { userId } = await world.user('recruiter');
  await world.t.dataSource.query(`UPDATE users SET suspended_at = now(), suspension_reason = 'Matrix', suspension_category = 'child_safety' WHERE id = $1`, [userId]);
  const requester = await world.user('admin');
  const [row]: Array<{ id: string }> = await world.t.dataSource.query(
    `INSERT INTO suspension_lift_requests (user_id, requested_by, reason) VALUES ($1, $2, 'Matrix') RETURNING id`,
    [userId, requester.userId],
  );
  return [
    { kind: 'other', label: 'other:requested-by-another-admin', ref: { id: row!.id } },
    { kind: 'missing', label: 'missing', ref: { id: missingId() } },
  ];
};

const adminTargetUser = (role: UserRole, suspended = false): Target => async ({ world }) => {
  const { userId } = await world.user(role, { verified: false });
  if (suspended) await world.t.dataSource.query(`UPDATE users SET suspended_at = now(), suspension_reason = 'Matrix', suspension_category = 'general' WHERE id = $1`, [userId]);
  return [
    { kind: 'other', label: `other:${role}`, ref: { id: userId } },
    { kind: 'missing', label: 'missing', ref: { id: missingId() } },
  ];
};

/**
 * A mentoring session (`id`): own = the principal is a party (the mentor for a mentor principal, else the
 * mentee), confirmed, free, a year ahead; a session between two other users (visible to admins only,
 * hidden from everyone else: the same 404 as a missing one); missing.
 */
let matrixSessions = 0;
const mentoringSession: Target = async ({ world }, p) => {
  const q = (sql: string, params: unknown[]) => world.t.dataSource.query(sql, params) as Promise<Array<{ id: string }>>;
  const mentorOf = async (userId: string) => {
    await q(`INSERT INTO mentors (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId]);
    return (await q(`SELECT id FROM mentors WHERE user_id = $1`, [userId]))[0]!.id;
  };
  const make = async (mentorId: string, menteeId: string) => {
    // Two hours apart per session of the whole run, a year ahead; a time another file's sessions (same database)
    // already take fails the exclusion constraints (23P01), and the next one is tried.
    for (let tries = 0; tries < 100; tries++) {
      const n = ++matrixSessions;
      const row = await q(
        `INSERT INTO mentoring_sessions (mentor_id, mentee_id, title, scheduled_at, ends_at, duration, status, paid_at)
         VALUES ($1, $2, 'Matrix session', now() + make_interval(days => 365, hours => $3), now() + make_interval(days => 365, hours => $3, mins => 60), 60, 'confirmed', now())
         RETURNING id`,
        [mentorId, menteeId, n * 2],
      ).then(([r]) => r, (e: { code?: string }) => {
        if (e.code === '23P01') return undefined;
        throw e;
      });
      if (!row) continue;
      world.adopt('mentoring_sessions', row.id);
      return row.id;
    }
    throw new Error('No free two-hour time for a matrix session in 100 tries');
  };
  const cells: Cell[] = [];
  const aMentor = await world.user('mentor');
  const aMentee = await world.user('player');
  if (p.userId) {
    const own = p.role === 'mentor' ? await make(await mentorOf(p.userId), aMentee.userId) : await make(await mentorOf(aMentor.userId), p.userId);
    cells.push({ kind: 'own', label: 'own', ref: { id: own } });
  }
  const theirs = await make(await mentorOf(aMentor.userId), aMentee.userId);
  cells.push({ kind: p.isAdmin ? 'other' : 'hidden', label: p.isAdmin ? 'other:two-others' : 'hidden:two-others', ref: { id: theirs } });
  cells.push({ kind: 'missing', label: 'missing', ref: { id: missingId() } });
  return cells;
};
/** Own-session answer by the principal's side: the mentor's, the mentee's. */
const bySide = (mentor: string, mentee: string) => (p: Principal) => (p.role === 'mentor' ? mentor : mentee);
const futureStart = () => new Date(Date.now() + 9 * 86_400_000).toISOString();

// --- bodies -----------------------------------------------------------------------------------------

const profileBody = async (ref: Record<string, string>, _p: Principal, { world }: Ctx) => {
  // The profile's own values (PUT replaces every field): an allowed call changes nothing.
  const [row] = await world.t.dataSource.query(
    `SELECT to_char(dob, 'YYYY-MM-DD') AS dob, height_cm::float AS "heightCm", weight_kg::float AS "weightKg", dominant_side AS "dominantSide",
            positions, formats, school, province, grad_year AS "gradYear", age_grade_team AS "ageGradeTeam", bio,
            contact_email AS "contactEmail", contact_phone AS "contactPhone", visibility, guardian_consent_at IS NOT NULL AS "guardianConsent"
       FROM players WHERE id = $1`,
    [ref.id],
  );
  return row ?? newProfileBody();
};

export const newProfileBody = () => ({
  dob: '2000-05-01',
  heightCm: 180,
  weightKg: 90,
  dominantSide: 'right',
  positions: ['Hooker'],
  formats: ['15s'],
  school: 'Queen Victoria School',
  province: 'Tailevu',
  gradYear: new Date().getUTCFullYear(),
  bio: 'Fixture',
  contactEmail: 'fixture.contact@example.test',
  contactPhone: '+679 1234567',
  visibility: 'public',
});

// --- expectations -----------------------------------------------------------------------------------

const adminOr = (want: Want, adminWant: Want) => (p: Principal) => (p.isAdmin ? adminWant : want);
const paidOr = (want: Want, paidWant: Want) => (p: Principal) => (p.isPaid ? paidWant : want);
const CONTACT_SENDERS: readonly UserRole[] = [...RECRUITING_ROLES, 'mentor', 'admin'];
const canSend = (p: Principal) => !!p.role && CONTACT_SENDERS.includes(p.role) && p.isPaid;

const PLAYER_READ: Partial<Record<Kind, WantFor>> = { own: '200', other: '200', hidden: '404', missing: '404' };
/** The demo accounts' minor player: never pays, asks a guardian (docs/billing.md "Minors"). */
const isMinorPlayer = (p: Principal) => p.name === 'playerMinor';
/** Subscription changes need a paid plan of the caller's own: 409 CONFLICT "You do not have a paid plan" otherwise. */
const ownPlanOr409 = (p: Principal) => (p.plan ? '200' : '409');
/** Seats are managed by the holder of a Recruiter Plan; anyone else: 403. */
const seatHolder = (p: Principal) => p.plan === 'recruiter';


export const AUTHZ_TABLE: Record<string, OpSpec> = {
  // --- auth: public; bodies that never sign anyone in (a wrong password would count against the IP)
  'GET /api/auth/user': { access: SIGNED_IN, self: true, personal: true },
  'POST /api/auth/demo-login': {
    access: PUBLIC,
    item: '13 (demo-login accepts only the portal accounts)',
    target: async () => [
      { kind: 'none', label: 'invalid', ref: { mode: 'invalid' } },
      // An account that is not on the demo portal (admin) must be refused.
      { kind: 'other', label: 'other:non-portal-account', ref: { mode: 'admin' } },
    ],
    body: (ref) => (ref.mode === 'admin' ? { username: 'admin@demo.fj', password: 'Bula2024!' } : {}),
    want: { none: '400', other: '401|403|404' },
    sessionEnding: true,
  },
  'POST /api/auth/demo-logout': { access: PUBLIC, sessionEnding: true },
  'GET /api/auth/demo-accounts': { access: PUBLIC },
  // Sign-up is limited per address (its limit may already be spent by these calls): 400 or 429.
  'POST /api/auth/signup': { access: PUBLIC, body: () => ({}), want: { none: '400|429' }, sessionEnding: true },
  'POST /api/auth/login': { access: PUBLIC, body: () => ({}), want: { none: '400|429' }, sessionEnding: true },
  'POST /api/auth/logout': { access: PUBLIC, sessionEnding: true },
  // Two-factor sign-in (docs/admin.md): the shared demo accounts cannot turn it on or off (403); nobody here has a
  // pending setup or a password step behind them, so codes are refused without signing anyone in.
  'GET /api/auth/2fa': { access: SIGNED_IN, self: true, personal: true },
  'POST /api/auth/2fa/setup': { access: SIGNED_IN, self: true, personal: true, want: { none: (p) => (p.isDemo ? '403' : '200') } },
  'POST /api/auth/2fa/enable': { access: SIGNED_IN, self: true, body: () => ({ code: '000000' }), want: { none: '401|409|429' } },
  'POST /api/auth/2fa/disable': { access: SIGNED_IN, self: true, body: () => ({ code: '000000' }), want: { none: (p) => (p.isDemo ? '403' : '400') } },
  'POST /api/auth/2fa/verify': { access: PUBLIC, body: () => ({ code: '000000' }), want: { none: '401' } },

  // --- account: the demo accounts are shared, so their details, password and existence are locked (403)
  // (other accounts: the edit goes through; a wrong password is a 400 and changes nothing)
  'PATCH /api/account': {
    access: SIGNED_IN,
    self: true,
    personal: true,
    body: () => ({ firstName: 'Locked', lastName: 'Account', email: `locked.${randomUUID().slice(0, 8)}@example.test` }),
    want: { none: (p) => (p.isDemo ? '403' : '200') },
  },
  'DELETE /api/account': { access: SIGNED_IN, self: true, body: () => ({ password: 'not-the-password' }), want: { none: (p) => (p.isDemo ? '403' : '400') } },
  'POST /api/account/password': {
    access: SIGNED_IN,
    self: true,
    body: () => ({ currentPassword: 'not-the-password', newPassword: 'An0ther-secret!' }),
    want: { none: (p) => (p.isDemo ? '403' : '400') },
  },
  'GET /api/account/notification-preferences': { access: SIGNED_IN, self: true, personal: true },
  'PUT /api/account/notification-preferences': {
    access: SIGNED_IN,
    self: true,
    body: async (_r, p, { world }) => {
      const [u] = await world.t.dataSource.query('SELECT notification_preferences AS prefs FROM users WHERE id = $1', [p.userId]);
      return u?.prefs ?? { emailNotifications: true, newMessages: true, profileViews: false };
    },
  },
  'GET /api/activities': { access: SIGNED_IN, self: true },
  'GET /api/notifications': { access: SIGNED_IN, self: true },
  'POST /api/notifications/read-all': { access: SIGNED_IN, self: true },
  'POST /api/notifications/{id}/read': { access: SIGNED_IN, target: notification, write: true },

  // --- player profiles
  'GET /api/players/me': { access: ['player'], self: true, personal: true },
  'GET /api/players/{id}': { access: SIGNED_IN, target: player(), want: PLAYER_READ, personal: true, item: '3 (free viewers get the preview), 13 (minor DOB)' },
  'GET /api/players/{id}/badges': { access: SIGNED_IN, target: player(), want: PLAYER_READ },
  'GET /api/players/{id}/page': { access: SIGNED_IN, target: player(), want: PLAYER_READ, personal: true, item: '3 (free viewers get the preview), 13 (minor DOB)' },
  'PUT /api/players/{id}': { access: SIGNED_IN, target: player(), write: true, body: profileBody, want: { own: '200', other: adminOr('403|404', '200') } },
  'POST /api/players': { access: ['player'], body: () => newProfileBody(), want: { none: '409' } },
  'GET /api/players/{id}/metrics': { access: SIGNED_IN, target: player(), want: PLAYER_READ },
  'GET /api/players/{playerId}/pictures/{file}': {
    access: PUBLIC,
    target: picture,
    want: { other: '200', hidden: '401|404', missing: '401|404' },
    item: '2 (profile pictures follow the profile)',
  },
  'POST /api/players/profile-picture': { access: ['player'], want: { none: '400' } },

  // --- follows (social roles), interests (recruiting roles), profile views
  'POST /api/players/{id}/follow': { access: SOCIAL_ROLES, target: player('id', { own: false }), write: true, want: { other: '2xx' } },
  'DELETE /api/players/{id}/follow': { access: SOCIAL_ROLES, target: player('id', { own: false }), write: true, want: { other: '2xx' }, item: '9 (unfollow answers a hidden profile like a missing one)' },
  'GET /api/players/{id}/is-following': { access: SIGNED_IN, target: player(), want: PLAYER_READ },
  'GET /api/players/{id}/followers/count': { access: SIGNED_IN, target: player(), want: PLAYER_READ },
  'GET /api/players/{id}/followers': { access: SIGNED_IN, target: player(), want: { own: '200', other: adminOr('403|404', '200') } },
  'GET /api/me/following': { access: SOCIAL_ROLES },
  'POST /api/interests': {
    access: RECRUITING_ROLES,
    target: player('playerId', { own: false }),
    write: true,
    body: (ref) => ({ playerId: ref.playerId, interestLevel: 'interested' }),
    want: { other: '2xx' },
  },
  // Idempotent: removing an interest that does not exist is fine, as long as hidden = missing.
  'DELETE /api/interests/{playerId}': { access: RECRUITING_ROLES, target: player('playerId', { own: false }), write: true, want: { other: '2xx', hidden: '200|404', missing: '200|404' } },
  'GET /api/interests/player/{playerId}': { access: SIGNED_IN, target: player('playerId'), want: PLAYER_READ },
  'GET /api/interests/recruiter/me': { access: RECRUITING_ROLES },
  'POST /api/profile-views': { access: SIGNED_IN, target: player('playerId'), write: true, body: (ref) => ({ playerId: ref.playerId }), want: { own: '200', other: '200' } },
  'GET /api/profile-views/player/{playerId}': { access: SIGNED_IN, target: player('playerId'), want: PLAYER_READ },

  // --- achievements
  'GET /api/achievements/player/{playerId}': { access: SIGNED_IN, target: player('playerId'), want: PLAYER_READ },
  'POST /api/achievements': {
    access: SIGNED_IN,
    target: player('playerId'),
    write: true,
    body: (ref) => ({ playerId: ref.playerId, title: 'Matrix cup', year: 2024, type: 'tournament', note: '' }),
    want: { own: '201', other: adminOr('403|404', '201') },
    creates: 'achievements',
  },
  'PUT /api/achievements/{id}': {
    access: SIGNED_IN,
    target: achievement,
    write: true,
    body: () => ({ title: 'Matrix cup', year: 2024, type: 'tournament', note: '' }),
    want: { own: '200', other: adminOr('403|404', '200') },
  },
  'DELETE /api/achievements/{id}': { access: SIGNED_IN, target: achievement, write: true, want: { own: '200', other: adminOr('403|404', '200') } },

  // --- uploads and highlights (an upload URL's token is its permission: no session needed to PUT)
  'POST /api/objects/upload': { access: ['player'], want: { none: '2xx' }, creates: 'uploads' },
  // The original of a highlight is playable media: paid viewers only (item 3).
  'HEAD /api/objects/uploads/{id}': { access: SIGNED_IN, target: upload, want: { own: '200', other: paidOr('403|404', '200') } },
  'GET /api/objects/uploads/{id}': { access: SIGNED_IN, target: upload, want: { own: '200', other: paidOr('403|404', '200') } },
  // Without its signed token an upload URL accepts nothing, and an upload that exists answers exactly like
  // one that does not (404), so an id alone tells nobody anything.
  'PUT /api/objects/uploads/{id}': { access: PUBLIC, target: upload, want: { own: '404', other: '404', missing: '404' } },
  'POST /api/highlights': {
    access: ['player'],
    // Someone else's complete upload must not become my highlight; it answers like a missing one.
    target: async ({ world, fx }) => [
      { kind: 'other', label: 'other:unattached-upload', ref: { id: await world.upload(fx.adultPublic.userId) } },
      { kind: 'missing', label: 'missing', ref: { id: missingId() } },
    ],
    write: true,
    body: (ref) => ({ title: 'Matrix try', contentType: 'video', filePath: `/objects/uploads/${ref.id}`, privacy: 'public', tags: [], guardianConsent: true }),
    want: { other: 'likeMissing', missing: '4xx' },
  },
  'GET /api/highlights/player/{playerId}': { access: SIGNED_IN, target: player('playerId'), want: PLAYER_READ, item: '3 (free viewers get no playable media)' },
  'GET /api/highlights/visible-selection': { access: ['player'], self: true },
  // An empty choice is never the allowance of a player with highlights: nothing is hidden by this run.
  'POST /api/highlights/visible-selection': { access: ['player'], body: () => ({ highlightIds: [] }), want: { none: '200|400' } },
  'GET /api/highlights/{id}': { access: SIGNED_IN, target: highlight(), item: '3 (free viewers get no playable media)' },
  'DELETE /api/highlights/{id}': { access: SIGNED_IN, target: highlight(), write: true, want: { own: '200', other: adminOr('403|404', '200') } },
  'GET /api/highlights/{id}/media/{variant}': {
    access: SIGNED_IN,
    target: highlight(['poster', 'playable']),
    // Free viewers: a poster, but no playable media (item 3).
    want: { own: '200', other: (p, cell) => (cell.label.endsWith(':playable') && !p.isPaid ? '403|404' : '200') },
    item: '3 (free viewers get no playable media)',
  },
  'HEAD /api/highlights/{id}/media/{variant}': {
    viaGet: true,
    access: SIGNED_IN,
    target: highlight(['poster', 'playable']),
    want: { own: '200', other: (p, cell) => (cell.label.endsWith(':playable') && !p.isPaid ? '403|404' : '200') },
    item: '3 (free viewers get no playable media)',
  },
  // HLS of a highlight (docs/video.md): exactly the playable file's rules; a free viewer gets none of it.
  'GET /api/highlights/{id}/hls/master.m3u8': {
    access: SIGNED_IN,
    target: highlight(),
    want: { own: '200', other: (p) => (p.isPaid ? '200' : '403|404') },
    item: '3 (free viewers get no playable media)',
  },
  'HEAD /api/highlights/{id}/hls/master.m3u8': {
    viaGet: true,
    access: SIGNED_IN,
    target: highlight(),
    want: { own: '200', other: (p) => (p.isPaid ? '200' : '403|404') },
    item: '3 (free viewers get no playable media)',
  },
  'GET /api/highlights/{id}/hls/{rendition}/{file}': {
    access: SIGNED_IN,
    target: hlsFiles(['index.m3u8', 'init.mp4', 'seg_000.m4s']),
    want: { own: '200', other: (p) => (p.isPaid ? '200' : '403|404') },
    item: '3 (free viewers get no playable media)',
  },
  'HEAD /api/highlights/{id}/hls/{rendition}/{file}': {
    viaGet: true,
    access: SIGNED_IN,
    target: hlsFiles(['index.m3u8', 'seg_000.m4s']),
    want: { own: '200', other: (p) => (p.isPaid ? '200' : '403|404') },
    item: '3 (free viewers get no playable media)',
  },

  // --- recruiting: organisations, contact requests, watchlists, search
  'GET /api/organizations': { access: PUBLIC },
  'POST /api/contact-requests': {
    access: SIGNED_IN,
    target: player('playerId', { own: false }),
    write: true,
    body: (ref) => ({ toUser: ref.userId || missingId(), playerId: ref.playerId, message: 'Matrix: we would like to talk about trials.' }),
    // Recruiting roles, mentors and admins with a paid plan (canContact) send; the others are refused whatever the player.
    want: { other: (p) => (canSend(p) ? '201' : '403'), hidden: (p) => (canSend(p) ? '404' : '403|404'), missing: (p) => (canSend(p) ? '404' : '403|404') },
  },
  'GET /api/contact-requests': { access: SIGNED_IN, self: true, personal: true },
  'GET /api/me/contact-requests': { access: SIGNED_IN, self: true, personal: true },
  'PATCH /api/contact-requests/{id}': { access: SIGNED_IN, target: receivedRequest, write: true, body: () => ({ status: 'declined' }), want: { own: '200' } },
  'DELETE /api/contact-requests/{id}': { access: SIGNED_IN, target: sentRequest, write: true, want: { own: '200' } },
  'POST /api/contact-requests/{id}/follow-up': { access: SIGNED_IN, target: sentRequest, write: true, want: { own: '2xx|409|429' } },
  'GET /api/recruiter/contacts': { access: RECRUITER_CONTACTS_ROLES, personal: true },
  'GET /api/watchlists': { access: WATCHLIST_ROLES },
  'POST /api/watchlists': { access: WATCHLIST_ROLES, body: () => ({ name: `Matrix list ${randomUUID().slice(0, 8)}` }), want: { none: '201' }, creates: 'watchlists' },
  'GET /api/watchlists/summary': { access: WATCHLIST_ROLES },
  'GET /api/watchlists/{id}': { access: WATCHLIST_ROLES, target: watchlist, want: { other: 'likeMissing' } },
  'PATCH /api/watchlists/{id}': { access: WATCHLIST_ROLES, target: watchlist, write: true, body: () => ({ name: `Matrix renamed ${randomUUID().slice(0, 8)}` }) },
  'DELETE /api/watchlists/{id}': { access: WATCHLIST_ROLES, target: watchlist, write: true },
  'GET /api/watchlists/{id}/export.csv': { access: WATCHLIST_ROLES, target: watchlist, want: { own: paidOr('403', '200'), other: 'likeMissing' } },
  'POST /api/watchlists/{id}/players': { access: WATCHLIST_ROLES, target: watchlistAdd, write: true, body: (ref) => ({ playerId: ref.playerId, note: 'matrix' }), want: { own: '201', other: '403|404' } },
  'PATCH /api/watchlists/{id}/players/{playerId}': { access: WATCHLIST_ROLES, target: watchlistEntry, write: true, body: () => ({ note: 'matrix note' }), want: { own: '200' } },
  'DELETE /api/watchlists/{id}/players/{playerId}': { access: WATCHLIST_ROLES, target: watchlistEntry, write: true, want: { own: '200' } },
  'GET /api/search': { access: SEARCH_API_ROLES, query: { limit: '50' }, item: '13 (minor DOB)' },
  'GET /api/search/stats': { access: SEARCH_API_ROLES },
  // Export is the Recruiter Plan's entitlement (and admins'), not Mentor Pro's (docs/billing.md).
  'GET /api/search/export.csv': { access: SEARCH_API_ROLES, want: { none: (p) => (p.isPaid && p.role !== 'mentor' ? '200' : '403') } },
  'GET /api/saved-searches': { access: SEARCH_API_ROLES },
  'POST /api/saved-searches': { access: SEARCH_API_ROLES, body: () => ({ name: `Matrix search ${randomUUID().slice(0, 8)}`, filters: {} }), want: { none: '201' }, creates: 'saved_searches' },
  'DELETE /api/saved-searches/{id}': { access: SEARCH_API_ROLES, target: savedSearch, write: true },

  // --- billing (docs/billing.md "The calls"): personal answers; another account's object answers like a missing one
  'GET /api/billing/plans': { access: PUBLIC },
  'POST /api/billing/checkout': {
    access: SIGNED_IN,
    target: planChoice,
    body: (ref) => ({ plan: ref.plan, interval: 'month' }),
    // Minors never pay (403 MINOR_CANNOT_PAY); a plan of another role (admins have none) is a 400; an account
    // that already holds its plan changes it instead (409).
    want: {
      own: (p) => (isMinorPlayer(p) ? '403' : p.plan ? '409' : '201'),
      other: (p) => (isMinorPlayer(p) ? '403' : '400'),
    },
    personal: true,
  },
  'GET /api/billing/checkouts/{id}': { access: PUBLIC, target: checkoutRead, want: { own: '200', other: (_p, cell) => (cell.ref.token ? '200' : 'likeMissing') }, personal: true },
  'POST /api/billing/demo/checkouts/{id}/{action}': {
    access: PUBLIC,
    target: async (ctx, p, write) => (await checkoutOf(ctx, p, write)).map((c) => ({ ...c, ref: { ...c.ref, action: 'cancel' } })),
    write: true,
    want: { own: '200', other: 'likeMissing' },
  },
  'POST /api/billing/guardian-link': { access: SIGNED_IN, want: { none: (p) => (isMinorPlayer(p) ? '202' : '403') } },
  'GET /api/billing/guardian/{token}': { access: PUBLIC, target: guardianLink, want: { other: '200' } },
  'POST /api/billing/guardian/{token}/checkout': { access: PUBLIC, target: guardianLink, write: true, body: () => ({ interval: 'month' }), want: { other: '201' } },
  'GET /api/billing/subscription': { access: SIGNED_IN, self: true, personal: true },
  'POST /api/billing/subscription/change': {
    access: SIGNED_IN,
    self: true,
    personal: true,
    // The plan and interval the account already has: a no-op change (it only clears a pending one).
    body: async (_r, p, { world }) => {
      const [s] = await world.t.dataSource.query(`SELECT plan, "interval" FROM subscriptions WHERE user_id = $1`, [p.userId]);
      return { plan: p.plan ?? (p.role && planForRole(p.role)) ?? 'player_pro', interval: s?.interval ?? 'month' };
    },
    want: { none: ownPlanOr409 },
  },
  'POST /api/billing/subscription/cancel': { access: SIGNED_IN, self: true, personal: true, body: () => ({ reason: 'Authorization matrix' }), want: { none: ownPlanOr409 } },
  'POST /api/billing/subscription/resume': { access: SIGNED_IN, self: true, personal: true, target: pendingCancel, want: { none: ownPlanOr409 } },
  'GET /api/billing/payments': { access: SIGNED_IN, self: true, personal: true },
  'GET /api/billing/payments/{id}/receipt': { access: SIGNED_IN, target: paymentOf, want: { own: '200', other: 'likeMissing' }, personal: true },
  // The demo provider has no customer portal.
  'GET /api/billing/portal': { access: SIGNED_IN, want: { none: '404' } },
  // No session: the signature is the permission (400 INVALID_SIGNATURE without one or with a wrong one).
  'POST /api/billing/webhooks/{provider}': {
    access: PUBLIC,
    target: async (): Promise<Cell[]> => [
      { kind: 'none', label: 'none:no-signature', ref: { provider: 'demo' } },
      { kind: 'none', label: 'none:bad-signature', ref: { provider: 'demo', signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` } },
      { kind: 'missing', label: 'missing:unknown-provider', ref: { provider: 'paypal' } },
    ],
    headers: (ref): Record<string, string> => (ref.signature ? { 'Stripe-Signature': ref.signature } : {}),
    body: () => ({ id: 'evt_authz_matrix', type: 'checkout.session.completed', data: { object: {} } }),
    want: { none: '400', missing: '404' },
  },
  // Seats of a Recruiter Plan: its holder only (403 for anyone else); the demo holder has 3 seats, a fixture one 1 (409 SEATS_FULL).
  'GET /api/billing/seats': { access: SIGNED_IN, personal: true, want: { none: (p) => (seatHolder(p) ? '200' : '403') } },
  'POST /api/billing/seats': {
    access: SIGNED_IN,
    body: () => ({ email: `authz.seat.${randomUUID().slice(0, 8)}@example.test` }),
    want: { none: (p) => (!seatHolder(p) ? '403' : p.seats > 1 ? '201' : '409') },
  },
  'DELETE /api/billing/seats': { access: SIGNED_IN, query: { email: 'authz.nobody@example.test' }, want: { none: (p) => (seatHolder(p) ? '404' : '403') } },
  'POST /api/billing/seats/accept/{token}': { access: SIGNED_IN, target: seatToken, write: true },

  // --- mentoring, admin, dashboard cards, public forms, platform
  'GET /api/mentors': { access: PUBLIC },
  // Mentoring progress (docs/mentoring.md): the two sides of a relationship only; another pair's answers like a missing one.
  'GET /api/mentoring/progress/relationships': { access: SIGNED_IN, self: true },
  'GET /api/mentoring/goals': { access: SIGNED_IN, target: relationshipQuery('/api/mentoring/goals') },
  'POST /api/mentoring/goals': {
    access: SIGNED_IN, target: relationshipBody, write: true, body: (ref) => ({ relationshipId: ref.relationshipId, title: 'Matrix goal' }), want: { own: '201' },
  },
  'POST /api/mentoring/goals/{id}/milestones': { access: SIGNED_IN, target: goalTarget, write: true, body: () => ({ title: 'Matrix step' }), want: { own: '201' } },
  'PATCH /api/mentoring/milestones/{id}': { access: SIGNED_IN, target: milestoneTarget, write: true, body: () => ({ isCompleted: true }), want: { own: '200' } },
  'GET /api/mentoring/assessments': { access: SIGNED_IN, target: relationshipQuery('/api/mentoring/assessments') },
  'POST /api/mentoring/assessments': {
    access: SIGNED_IN, target: relationshipBody, write: true,
    body: (ref) => ({ relationshipId: ref.relationshipId, skillArea: 'Tackling', scoreOutOf10: 7, strengths: ['Timing'], improvementAreas: ['Leg drive'] }),
    // The mentor assesses; the mentee reads.
    want: { own: (p) => (p.role === 'mentor' ? '201' : '403') },
  },
  'GET /api/mentoring/ama-events': { access: PUBLIC },
  'POST /api/mentoring/ama-events': {
    access: ['mentor'], body: () => ({ title: 'Matrix AMA', scheduledAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }), want: { none: '201' }, creates: 'ama_events',
  },
  'GET /api/mentoring/ama-events/{id}': { access: PUBLIC, target: amaTarget },
  'GET /api/mentoring/ama-events/{id}/registrations': { access: SIGNED_IN, target: amaTarget, want: { own: '200', other: 'likeMissing' } },
  // The host cannot register for their own AMA (409); anyone else takes a place (a minor's waits for the guardian).
  // The answer is the caller's own registration (guardianApprovalRequired tells a minor it waits for their guardian).
  'POST /api/mentoring/ama-events/{id}/registrations': { access: SIGNED_IN, target: amaTarget, write: true, self: true, want: { own: '409', other: '201' } },
  'DELETE /api/mentoring/ama-events/{id}/registrations/me': { access: SIGNED_IN, target: amaTarget, write: true, want: { own: '404', other: '404' } },
  'GET /api/mentoring/feedback-requests': { access: SIGNED_IN, self: true },
  'POST /api/mentoring/feedback-requests': { access: ['player'], body: feedbackBody, want: { none: '201' }, creates: 'highlight_feedback_requests' },
  'GET /api/mentoring/feedback-requests/{id}': { access: SIGNED_IN, target: feedbackTarget },
  'POST /api/mentoring/feedback-requests/{id}/answer': {
    access: ['mentor'], target: feedbackTarget, write: true,
    body: () => ({ feedbackText: 'Matrix feedback', rating: 4, comments: [{ second: 2, comment: 'Good line' }] }), want: { own: '201' },
  },
  'GET /api/mentoring/resources': { access: SIGNED_IN, self: true },
  'POST /api/mentoring/resources': {
    access: ['mentor'], body: () => ({ title: 'Matrix link', externalUrl: 'https://example.test/matrix' }), want: { none: '201' }, creates: 'mentoring_resources',
  },
  'GET /api/mentoring/resources/{id}': { access: SIGNED_IN, target: resourceTarget },
  // Only the owner shares or deletes; a mentee it is shared with gets the missing answer.
  'PUT /api/mentoring/resources/{id}/shares': {
    access: SIGNED_IN, target: resourceTarget, write: true, body: () => ({ relationshipIds: [] }), want: { own: (p) => (p.role === 'mentor' ? '200' : '404') },
  },
  'POST /api/mentoring/resources/{id}/open': { access: SIGNED_IN, target: resourceTarget, write: true, want: { own: '200' } },
  'DELETE /api/mentoring/resources/{id}': { access: SIGNED_IN, target: resourceTarget, write: true, want: { own: (p) => (p.role === 'mentor' ? '204' : '404') } },
  'GET /api/mentoring/badges/me': { access: SIGNED_IN, self: true },
  // Files are sent raw (the int spec uploads one); the matrix's JSON body is no file (400). Its link targets have no file (404).
  'POST /api/mentoring/resources/file': { access: ['mentor'], query: { title: 'Matrix file' }, want: { none: '400' } },
  'GET /api/mentoring/resources/{id}/file': { access: SIGNED_IN, target: resourceTarget, want: { own: '404' } },
  // Mentors and availability (docs/mentoring.md): listed mentors are public; an unlisted one answers like a missing one (its owner sees it).
  'GET /api/mentors/me': { access: ['mentor'], self: true },
  'PUT /api/mentors/me': { access: ['mentor'], body: () => ({}), want: { none: '200' } },
  'PUT /api/mentors/me/availability': { access: ['mentor'], body: availabilityBody, want: { none: '200' } },
  'GET /api/mentors/{id}': { access: PUBLIC, target: mentorTarget },
  'GET /api/mentors/{id}/slots': { access: PUBLIC, target: mentorTarget, query: { from: '2026-01-05', to: '2026-01-12' } },
  // Bookings and sessions (docs/mentoring.md): only the two parties (and admins, to read) see a session; anyone else: the 404 of a missing one.
  'POST /api/mentoring/bookings': {
    access: SIGNED_IN, body: () => ({ mentorId: missingId(), start: futureStart(), durationMinutes: 60, sessionType: 'individual' }), want: { none: '404' },
  },
  'GET /api/mentoring/sessions': { access: SIGNED_IN, self: true, personal: true },
  'GET /api/mentoring/sessions/{id}': { access: SIGNED_IN, target: mentoringSession, personal: true },
  'GET /api/mentoring/sessions/{id}/ics': { access: SIGNED_IN, target: mentoringSession },
  'POST /api/mentoring/sessions/{id}/confirm': { access: SIGNED_IN, target: mentoringSession, write: true, body: () => ({}), want: { own: bySide('409', '403') } },
  'POST /api/mentoring/sessions/{id}/cancel': { access: SIGNED_IN, target: mentoringSession, write: true, body: () => ({ reason: 'Matrix' }), want: { own: '200' } },
  'POST /api/mentoring/sessions/{id}/complete': { access: SIGNED_IN, target: mentoringSession, write: true, want: { own: bySide('409', '403') } },
  'POST /api/mentoring/sessions/{id}/no-show': { access: SIGNED_IN, target: mentoringSession, write: true, want: { own: '409' } },
  'POST /api/mentoring/sessions/{id}/reschedule': { access: SIGNED_IN, target: mentoringSession, write: true, body: () => ({ start: futureStart() }), want: { own: '409' } },
  'POST /api/mentoring/sessions/{id}/review': {
    access: SIGNED_IN, target: mentoringSession, write: true, body: () => ({ rating: 5, title: 'Matrix', comment: 'Matrix', wouldRecommend: true }), want: { own: bySide('403', '409') },
  },
  'PUT /api/mentoring/sessions/{id}/meeting-link': { access: SIGNED_IN, target: mentoringSession, write: true, body: () => ({ generate: true }), want: { own: bySide('200', '403') } },
  'PUT /api/mentoring/sessions/{id}/notes': { access: SIGNED_IN, target: mentoringSession, write: true, body: () => ({ text: 'Matrix notes' }), want: { own: bySide('200', '403') } },
  'PUT /api/mentoring/sessions/{id}/reflection': { access: SIGNED_IN, target: mentoringSession, write: true, body: () => ({ text: 'Matrix reflection' }), want: { own: bySide('403', '200') } },
  'GET /api/mentoring/earnings': { access: ['mentor'], self: true, personal: true },
  'GET /api/mentoring/guardian-approvals/{token}': { access: PUBLIC, target: async () => [{ kind: 'missing', label: 'missing', ref: { token: 'e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } }] },
  'POST /api/mentoring/guardian-approvals/{token}/approve': { access: PUBLIC, target: async () => [{ kind: 'missing', label: 'missing', ref: { token: 'e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } }], write: true },
  'POST /api/mentoring/guardian-approvals/{token}/decline': { access: PUBLIC, target: async () => [{ kind: 'missing', label: 'missing', ref: { token: 'e30.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } }], write: true },
  'GET /api/admin/stats': { access: ['admin'] },
  'GET /api/admin/pending-verifications': { access: ['admin'] },
  'POST /api/admin/verify-player/{id}': {
    access: ['admin'],
    target: async ({ world }) => [
      { kind: 'other', label: 'other:unverified', ref: { id: (await world.player({ verified: false })).playerId } },
      { kind: 'missing', label: 'missing', ref: { id: missingId() } },
    ],
    write: true,
    want: { other: '200' },
  },
  // Admin console (docs/admin.md): a fresh account or player per request; every route refuses every other role.
  'GET /api/admin/users': { access: ['admin'], query: { q: 'fixture', status: 'active' } },
  'GET /api/admin/account-verifications': { access: ['admin'] },
  'GET /api/admin/audit': { access: ['admin'] },
  'GET /api/admin/analytics': { access: ['admin'], query: { metric: 'signups', days: '7' } },
  'GET /api/admin/jobs': { access: ['admin'] },
  'POST /api/admin/jobs/{queue}/{id}/retry': {
    access: ['admin'],
    target: async () => [{ kind: 'missing', label: 'missing', ref: { queue: 'durable', id: missingId() } }],
    write: true,
  },
  'GET /api/admin/users/{id}': { access: ['admin'], target: adminTargetUser('recruiter'), want: { other: '200' } },
  'POST /api/admin/users/{id}/suspend': {
    access: ['admin'], target: adminTargetUser('recruiter'), write: true, body: () => ({ reason: 'Authorization matrix' }), want: { other: '200' },
  },
  'POST /api/admin/users/{id}/unsuspend': {
    access: ['admin'], target: adminTargetUser('recruiter', true), write: true, body: () => ({ reason: 'Authorization matrix' }), want: { other: '200' },
  },
  'POST /api/admin/users/{id}/verify': { access: ['admin'], target: adminTargetUser('club'), write: true, body: () => ({}), want: { other: '200' } },
  'POST /api/admin/users/{id}/badges': {
    access: ['admin'], target: adminTargetUser('player'), write: true, body: () => ({ badgeType: 'top_performer' }), want: { other: '200' },
  },
  'DELETE /api/admin/users/{id}/badges/{badgeType}': {
    access: ['admin'],
    target: async (ctx, p, write) => {
      const cells = await adminTargetUser('player')(ctx, p, write);
      const other = cells.find((c) => c.kind === 'other')!.ref.id!;
      await ctx.world.t.dataSource.query(`INSERT INTO badges (user_id, badge_type, title) VALUES ($1, 'top_performer', 'Top Performer')`, [other]);
      return cells.map((c) => ({ ...c, ref: { ...c.ref, badgeType: 'top_performer' } }));
    },
    write: true,
    want: { other: '200' },
  },
  'POST /api/admin/reject-player/{id}': {
    access: ['admin'],
    target: async ({ world }) => [
      { kind: 'other', label: 'other:unverified', ref: { id: (await world.player({ verified: false })).playerId } },
      { kind: 'missing', label: 'missing', ref: { id: missingId() } },
    ],
    write: true,
    body: () => ({ reason: 'photo_unclear' }),
    want: { other: '200' },
  },
  // Ids no longer pending (here: none exists) are answered as skipped.
  'POST /api/admin/verify-players': { access: ['admin'], write: true, body: () => ({ playerIds: [missingId()] }), want: { none: '200' } },
  'POST /api/players/me/resubmit-verification': { access: ['player'], write: true, self: true, want: { none: '409' } },
  // Moderation: any signed-in user reports what they can see; the owner reads and appeals a decision; admins run the desk.
  'POST /api/reports': {
    access: SIGNED_IN,
    target: player('targetId', { own: false }),
    write: true,
    body: (ref) => ({ targetType: 'player', targetId: ref.targetId, reason: 'spam', text: 'Authorization matrix report' }),
    want: { other: '201' },
  },
  'GET /api/reports/cases/{caseId}': { access: SIGNED_IN, target: ownCase, want: { own: '200', other: 'likeMissing' } },
  'POST /api/reports/cases/{caseId}/appeal': {
    access: SIGNED_IN, target: ownCase, write: true, body: () => ({ text: 'Authorization matrix appeal' }), want: { own: '200', other: 'likeMissing' },
  },
  'GET /api/appeal-links/{token}': { access: PUBLIC, target: appealLink, want: { other: '200' } },
  'POST /api/appeal-links/{token}': { access: PUBLIC, target: appealLink, write: true, body: () => ({ text: 'Authorization matrix appeal' }), want: { other: '200' } },
  'GET /api/admin/reports': { access: ['admin'] },
  'GET /api/admin/reports/{caseId}': { access: ['admin'], target: adminCase(), want: { other: '200' } },
  'POST /api/admin/reports/bulk': {
    access: ['admin'], body: () => ({ action: 'dismiss', caseIds: [missingId()], reason: 'Authorization matrix', preview: true }), want: { none: '200' },
  },
  'POST /api/admin/reports/{caseId}/dismiss': { access: ['admin'], target: adminCase(), write: true, body: () => ({ reason: 'Authorization matrix' }), want: { other: '200' } },
  'POST /api/admin/reports/{caseId}/hide': { access: ['admin'], target: adminCase(), write: true, body: () => ({ reason: 'Authorization matrix' }), want: { other: '200' } },
  'POST /api/admin/reports/{caseId}/suspend': { access: ['admin'], target: adminCase(), write: true, body: () => ({ reason: 'Authorization matrix' }), want: { other: '200' } },
  'POST /api/admin/reports/{caseId}/appeal-decision': {
    access: ['admin'], target: adminCase('appealed'), write: true, body: () => ({ decision: 'uphold', reason: 'Authorization matrix' }), want: { other: '200' },
  },
  'GET /api/admin/suspension-lifts': { access: ['admin'] },
  // Only a child-safety suspension can be asked to lift here: a random account has none (404).
  'POST /api/admin/suspension-lifts': { access: ['admin'], body: () => ({ userId: missingId(), reason: 'Authorization matrix' }), want: { none: '404' } },
  'POST /api/admin/suspension-lifts/{id}/approve': { access: ['admin'], target: liftRequest, write: true, body: () => ({ reason: 'Authorization matrix' }), want: { other: '200' } },
  'GET /api/featured-players': { access: SIGNED_IN },
  'GET /api/featured-organizations': { access: PUBLIC },
  'POST /api/contact': {
    access: PUBLIC,
    body: () => ({ firstName: 'Matrix', lastName: 'Tester', email: 'matrix.tester@example.test', subject: 'Matrix', message: 'Authorization matrix check.' }),
    want: { none: '201' },
  },
  'POST /api/beta-feedback': { access: PUBLIC, body: () => ({ userType: 'player' }), want: { none: '201' } },
  'GET /api/remotes': { access: PUBLIC },
  'GET /api/subscription/status': { access: SIGNED_IN, self: true, personal: true },
  'GET /api/health': { access: PUBLIC },

  // --- the OpenAPI docs (Swagger UI); off by configuration in production
  'GET /api/docs': { access: PUBLIC, optional: true, want: { none: '2xx|3xx' } },
  'GET /api/docs/': { access: PUBLIC, optional: true, want: { none: '2xx|3xx' } },
  'GET /api/docs-json': { access: PUBLIC, optional: true, apiDescription: true, want: { none: '2xx|3xx' } },
  'GET /api/docs-yaml': { access: PUBLIC, optional: true, want: { none: '2xx|3xx' } },
  'GET /api/docs/index.html': { access: PUBLIC, optional: true, want: { none: '2xx|3xx' } },
  'GET /api/docs/LICENSE': { access: PUBLIC, optional: true, want: { none: '2xx|3xx|404' } },
  'GET /api/docs/swagger-ui-init.js': { access: PUBLIC, optional: true, want: { none: '2xx|3xx' } },
  'GET /api/docs/docs/swagger-ui-init.js': { access: PUBLIC, optional: true, want: { none: '2xx|3xx|404' } },
};

/** Default expectation of a kind for a principal that passes the guard. */
export function defaultWant(kind: Kind, write: boolean): Want {
  if (kind === 'hidden' || kind === 'missing') return '404';
  if (kind === 'other' && write) return '403|404';
  return '2xx';
}

export function passesGuard(spec: OpSpec, p: Principal): boolean {
  if (spec.access === 'public') return true;
  if (!p.role) return false;
  if (spec.access === 'signedIn') return true;
  return spec.access.includes(p.role);
}

export function statusMatches(status: number, want: Want): boolean {
  return want.split('|').some((w) => (/^\dxx$/.test(w) ? Math.floor(status / 100) === Number(w[0]) : Number(w) === status));
}
