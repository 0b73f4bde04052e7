/**
 * Authorization matrix: every operation of the live app (Express's route list, cross-checked with the
 * OpenAPI document) x the visitor and one signed-in principal per role (adult and minor player, free
 * and paid recruiter, club, union, coach, agent, mentor, admin, plus a paid recruiter nobody verified)
 * x object kinds (own, another user's, hidden, missing), as placed in test/authz/matrix.ts. For each
 * call it asserts:
 * - the status is in the allowed set of the table;
 * - a hidden object answers exactly like a missing one (status and body, but the per-request requestId);
 * - every 4xx/5xx JSON body has a `code` from ERROR_CODES and a `requestId` equal to its X-Request-Id;
 * - no answer carries a minor's email/phone/date of birth, a guardian field, the owner's add-on state, or a paywalled field
 *   (an adult's contact, the full bio, playable media) to a viewer without the right.
 * A route the table does not place fails the first test ("new routes fail until they are placed").
 */
import request from 'supertest';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { createTestApp, type TestApp } from './app.factory';
import { AUTHZ_TABLE, KINDS, defaultWant, passesGuard, statusMatches, type Cell, type Ctx, type Fixtures, type Kind, type OpSpec, type Want } from './authz/matrix';
import { errorBodyProblem } from './fuzz/error-body';
import { allOperationKeys, expressRoutes, openApiOperations, type OpenApiDocument } from './authz/routes';
import { PAYWALL_MARKER, PRINCIPALS, World, listen, resetThrottles, signInPrincipals, type Principal, type PrincipalName } from './authz/world';

interface Answer {
  status: number;
  text: string;
  json: unknown;
  cacheControl: string;
  requestId?: string;
  contentType?: string;
}

interface Secret {
  value: string;
  what: string;
  allowed: (p: Principal) => boolean;
}

const CONCURRENCY = 6;

async function inBatches<T>(items: T[], size: number, fn: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

/** Order of the operations that end or replace the caller's session (run last). */
const SESSION_ORDER = ['POST /api/auth/login', 'POST /api/auth/signup', 'POST /api/auth/demo-login', 'POST /api/auth/logout', 'POST /api/auth/demo-logout'];

describe('authorization matrix (every operation x principal x object kind)', () => {
  let t: TestApp;
  let base: string;
  let world: World;
  let since: Date;
  let ctx: Ctx;
  let principals: Record<PrincipalName, Principal>;
  let doc: OpenApiDocument;
  let liveKeys: Set<string>;
  const secrets: Secret[] = [];
  let requests = 0;
  const failedOps: Record<string, string[]> = {};

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
    await resetThrottles(t);
    world = new World(t);
    since = await world.now();
    principals = await signInPrincipals(t, base, world);
    const withMedia = async (opts: Parameters<World['player']>[0]) => {
      const fp = await world.player(opts);
      const highlight = await world.highlight(fp.playerId, fp.userId);
      await world.achievement(fp.playerId);
      await world.metric(fp.playerId);
      return { ...fp, highlight, picture: await world.picture(fp) };
    };
    const adult = await withMedia({ visibility: 'public' });
    const fx: Fixtures = {
      adultPublic: { ...adult, privateHighlight: await world.highlight(adult.playerId, adult.userId, 'private') },
      minorPublic: await withMedia({ visibility: 'public', age: 17 }),
      minorRecruiters: await withMedia({ visibility: 'recruiters', age: 17 }),
      privateAdult: await withMedia({ visibility: 'private' }),
      otherUser: await world.user('recruiter', { verified: true, paid: true }),
    };
    ctx = { world, fx };
    doc = (await request(base).get('/api/docs-json')).body as OpenApiDocument;
    if (!doc?.paths) doc = SwaggerModule.createDocument(t.app, new DocumentBuilder().build()) as unknown as OpenApiDocument;
    liveKeys = new Set(allOperationKeys(t.app, doc));
    await loadSecrets(fx);
  }, 120_000);

  afterAll(async () => {
    process.stdout.write(
      `\n[authz] ${liveKeys?.size ?? 0} operations x ${PRINCIPALS.length} principals: ${requests} requests; ` +
        `failing operations: ${Object.keys(failedOps).length ? Object.keys(failedOps).join(', ') : 'none'}\n`,
    );
    // Seeded accounts leave as they came: objects the calls created for them are removed.
    if (since) await world.sweepSince(since, Object.values(principals ?? {}).flatMap((p) => (p.userId ? [p.userId] : [])));
    await world?.cleanup();
    if (t) await resetThrottles(t);
    await t?.close();
  });

  /** Every minor's contact and date of birth; every adult's contact; the paywalled bio tail and playable URLs. */
  async function loadSecrets(fx: Fixtures): Promise<void> {
    const approved: Array<{ from_user_id: string; to_user_id: string; player_id: string | null }> = await t.dataSource.query(
      `SELECT from_user_id, to_user_id, player_id FROM contact_requests WHERE status = 'approved'`,
    );
    const approvedFor = (p: Principal, userId: string, playerId: string | null) =>
      approved.some((a) => a.from_user_id === p.userId && (a.to_user_id === userId || (!!playerId && a.player_id === playerId)));
    // The demo portal lists its accounts' sign-in emails on purpose (GET /api/auth/demo-accounts).
    const demoEmails = new Set((await t.dataSource.query(`SELECT lower(email) AS email FROM users WHERE is_demo`)).map((r: { email: string }) => r.email));
    const rows: Array<{ user_id: string; player_id: string | null; minor: boolean; email: string; phone: string | null; guardian_email: string | null; contact_email: string | null; contact_phone: string | null; dob: string | null }> =
      await t.dataSource.query(
        `SELECT u.id AS user_id, p.id AS player_id, coalesce(p.dob, u.dob) > (now() - interval '18 years')::date AS minor,
                u.email, u.phone, u.guardian_email, p.contact_email, p.contact_phone, to_char(coalesce(p.dob, u.dob), 'YYYY-MM-DD') AS dob
           FROM users u LEFT JOIN players p ON p.user_id = u.id
          WHERE u.role = 'player'`,
      );
    // Other suites share this database and reuse fixed phone numbers for adults and minors alike: a value an
    // adult also holds cannot be told apart in an answer, so only values unique to minors count as theirs.
    const adultValues = new Set(rows.filter((r) => !r.minor).flatMap((r) => [r.contact_email, r.contact_phone, r.phone].filter(Boolean).map((v) => v!.toLowerCase())));
    for (const r of rows) {
      const own = (p: Principal) => p.userId === r.user_id;
      if (r.minor) {
        const may = (p: Principal) => p.isAdmin || own(p) || approvedFor(p, r.user_id, r.player_id);
        for (const [what, value] of [
          ['a minor\'s account email', r.email],
          ['a minor\'s phone', r.phone],
          ['a minor\'s contact email', r.contact_email],
          ['a minor\'s contact phone', r.contact_phone],
        ] as const) {
          if (value && !demoEmails.has(value.toLowerCase()) && !adultValues.has(value.toLowerCase())) secrets.push({ value, what, allowed: may });
        }
        // The guardian's address goes to nobody but the player and admins.
        if (r.guardian_email) secrets.push({ value: r.guardian_email, what: 'a guardian email', allowed: (p) => p.isAdmin || own(p) });
        if (r.dob) secrets.push({ value: r.dob, what: "a minor's date of birth (item 13)", allowed: may });
      } else {
        const may = (p: Principal) => p.isPaid || own(p) || approvedFor(p, r.user_id, r.player_id);
        if (r.contact_email && !demoEmails.has(r.contact_email.toLowerCase())) secrets.push({ value: r.contact_email, what: "an adult's contact email (paywalled)", allowed: may });
        if (r.contact_phone) secrets.push({ value: r.contact_phone, what: "an adult's contact phone (paywalled)", allowed: may });
      }
    }
    // A private highlight on a visible profile: its id reaches nobody but the owner and admins.
    secrets.push({ value: fx.adultPublic.privateHighlight.highlightId, what: "a private highlight's id", allowed: (p) => p.isAdmin || p.userId === fx.adultPublic.userId });
    secrets.push({ value: PAYWALL_MARKER, what: 'the full bio beyond the preview (paywalled, item 3)', allowed: (p) => p.isPaid });
    for (const f of [fx.adultPublic, fx.minorPublic, fx.minorRecruiters, fx.privateAdult]) {
      secrets.push({ value: `/api/highlights/${f.highlight.highlightId}/media/playable`, what: 'a playable highlight URL (paywalled, item 3)', allowed: (p) => p.isPaid });
    }
  }

  async function send(key: string, spec: OpSpec, p: Principal, cell: Cell): Promise<Answer> {
    const [method, template] = key.split(' ') as [string, string];
    const path = cell.path ?? template.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(cell.ref[name] ?? 'unset'));
    let req = request(base)[method.toLowerCase() as 'get'](path).timeout(30_000);
    if (p.cookie) req = req.set('Cookie', p.cookie);
    if (spec.headers) req = req.set(spec.headers(cell.ref));
    if (spec.query) req = req.query(spec.query);
    const body = spec.body ? await spec.body(cell.ref, p, ctx) : undefined;
    if (body !== undefined) req = req.set('Content-Type', 'application/json').send(JSON.stringify(body));
    const res = await req.ok(() => true);
    requests++;
    let json: unknown = null;
    try {
      json = res.text ? JSON.parse(res.text) : null;
    } catch {
      json = null;
    }
    if (spec.creates && res.status < 300 && json && typeof json === 'object') {
      const made = json as { id?: string; uploadURL?: string };
      const id = made.id ?? /\/uploads\/([0-9a-f-]{36})/.exec(made.uploadURL ?? '')?.[1];
      if (id) world.adopt(spec.creates, String(id));
    }
    return {
      status: res.status,
      text: res.text ?? '',
      json,
      cacheControl: String(res.headers['cache-control'] ?? ''),
      requestId: res.headers['x-request-id'],
      contentType: res.headers['content-type'],
    };
  }

  function wantOf(spec: OpSpec, p: Principal, cell: Cell): Want {
    if (!passesGuard(spec, p)) return p.role ? '403' : '401';
    const w = spec.want?.[cell.kind];
    if (w === undefined) return defaultWant(cell.kind, !!spec.write);
    return typeof w === 'function' ? w(p, cell) : w;
  }

  /**
   * The answer with the object's ids replaced, so two objects' answers compare; so are per-request
   * values (a request id, a timestamp), which differ between any two answers.
   */
  const normalized = (a: Answer, cell: Cell) => {
    let text = a.text.replace(/,"requestId":"[^"]*"/, '');
    for (const v of Object.values(cell.ref)) if (v && v.length >= 8) text = text.split(v).join('<id>');
    if (cell.path) text = text.split(cell.path).join('<path>');
    text = text
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<time>');
    return { status: a.status, body: text };
  };

  /** The owner's add-on state on their profile (docs/billing.md): present only for the owner and admins. */
  const OWNER_ONLY_KEYS = new Set(['boostedUntil', 'verificationFastTracked']);
  function guardianKeys(value: unknown, path = ''): string[] {
    if (!value || typeof value !== 'object') return [];
    const found: string[] = [];
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const here = path ? `${path}.${k}` : k;
      if (/guardian/i.test(k) && v !== null && v !== undefined && v !== false) found.push(here);
      else if (OWNER_ONLY_KEYS.has(k)) found.push(here);
      found.push(...guardianKeys(v, here));
    }
    return found;
  }

  async function runOperation(key: string, spec: OpSpec): Promise<string[]> {
    const failures: string[] = [];
    await inBatches([...PRINCIPALS], CONCURRENCY, async (name) => {
      const p = principals[name];
      const cells: Cell[] = spec.target ? await spec.target(ctx, p, !!spec.write) : [{ kind: 'none', label: 'none', ref: {} }];
      const answers: Array<{ cell: Cell; answer: Answer }> = [];
      for (const cell of cells) answers.push({ cell, answer: await send(key, spec, p, cell) });
      const missing = answers.find((a) => a.cell.kind === 'missing');
      for (const { cell, answer } of answers) {
        const want = wantOf(spec, p, cell);
        const where = `${name} ${cell.label}`;
        const likeMissing = want === 'likeMissing';
        if (!statusMatches(answer.status, likeMissing ? '4xx' : want)) {
          failures.push(`${where}: expected ${want}, got ${answer.status} ${answer.text.slice(0, 160)}`);
        }
        const problem = errorBodyProblem(answer, key.split(' ')[0]);
        if (problem) failures.push(`${where}: ${problem}: ${answer.text.slice(0, 160)}`);
        if ((cell.kind === 'hidden' || likeMissing) && missing) {
          const a = normalized(answer, cell);
          const b = normalized(missing.answer, missing.cell);
          if (a.status !== b.status || a.body !== b.body) {
            failures.push(`${where}: answers unlike a missing object: ${a.status} ${a.body.slice(0, 160)} vs missing ${b.status} ${b.body.slice(0, 160)}`);
          }
        }
        for (const s of secrets) {
          if (!s.allowed(p) && answer.text.includes(s.value)) failures.push(`${where}: the answer carries ${s.what}`);
        }
        if (answer.status < 300 && p.role && (spec.access !== 'public' || spec.target) && /\bpublic\b/i.test(answer.cacheControl)) {
          failures.push(`${where}: an answer for a signed-in viewer is publicly cacheable (${answer.cacheControl})`);
        }
        if (spec.personal && answer.status < 300 && !/no-store/i.test(answer.cacheControl)) {
          failures.push(`${where}: personal JSON without Cache-Control: no-store (item 13) (${answer.cacheControl || 'none'})`);
        }
        if (!p.isAdmin && cell.kind !== 'own' && !spec.self && !spec.apiDescription) {
          const keys = guardianKeys(answer.json);
          if (keys.length) failures.push(`${where}: the answer carries guardian or owner-only fields ${keys.join(', ')}`);
        }
      }
    });
    return failures;
  }

  it('the table places every route of the live app (Express router and OpenAPI document), and only those', () => {
    const express = new Set(expressRoutes(t.app));
    const openApi = openApiOperations(doc).map((o) => o.key);
    // Every documented operation is a real route.
    expect(openApi.filter((k) => !express.has(k))).toEqual([]);
    const unplaced = [...liveKeys].filter((k) => !AUTHZ_TABLE[k]);
    expect(unplaced).toEqual([]);
    const stale = Object.entries(AUTHZ_TABLE)
      .filter(([k, spec]) => !liveKeys.has(k) && !spec.optional && !spec.viaGet)
      .map(([k]) => k);
    expect(stale).toEqual([]);
  });

  const ordered = Object.entries(AUTHZ_TABLE).sort(([a, sa], [b, sb]) => {
    const ra = sa.sessionEnding ? 1 + SESSION_ORDER.indexOf(a) : 0;
    const rb = sb.sessionEnding ? 1 + SESSION_ORDER.indexOf(b) : 0;
    return ra - rb || a.localeCompare(b);
  });

  for (const [key, spec] of ordered) {
    const kinds = KINDS.filter((k: Kind) => k !== 'none').join('/');
    const items = [spec.item, spec.personal ? '13 (no-store)' : undefined].filter(Boolean).join(', ');
    it(`${key}${items ? ` [issue 8 item ${items}]` : ''} (${spec.target ? kinds : 'no object'})`, async () => {
      if (!liveKeys.has(key)) return; // optional route switched off (placement is checked above)
      const failures = await runOperation(key, spec);
      if (failures.length) failedOps[key] = failures;
      expect(failures).toEqual([]);
    });
  }
});
