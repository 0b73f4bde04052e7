/**
 * The admin console (docs/admin.md): live stats with their 7-day change, the verification queue
 * (cursor paging to the last pending player, fast-track first, filters), verify/reject with the player
 * told and able to resubmit, bulk verify, account verification, suspension (sessions end, sign-in refused
 * with a clear message, profile/highlights/mentor listing gone for others, all back on unsuspend, mailed),
 * the append-only audit log (with admin reads of a minor's contact details), and every /api/admin route
 * refusing every other role and the visitor.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { ADMIN_MESSAGES, NEXT_CURSOR_HEADER, USER_ROLES, type AdminAuditEntry, type AdminStats, type BadgeView, type PendingVerification } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { expressRoutes } from './authz/routes';
import { dobForAge, signedIn, signedUp, userOfPlayer, type Agent } from './helpers';

describe('admin console', () => {
  let t: TestApp;
  let admin: Agent;
  let adminId: string;
  const tag = randomBytes(4).toString('hex');

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t.server, 'admin@demo.fj');
    adminId = (await admin.get('/api/auth/user').expect(200)).body.id;
  });
  afterAll(() => t.close());

  const q = <T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> => t.dataSource.query(sql, params);

  /** Pending players written directly (no sign-up: argon2 is slow): `count` of them in one statement. */
  async function pendingPlayers(count: number, o: { school: string; province?: (i: number) => string; daysAgo?: (i: number) => number; age?: number }): Promise<string[]> {
    const rows = await q<{ id: string }>(
      `WITH u AS (
         INSERT INTO users (email, first_name, last_name, role, dob)
         SELECT 'queue.' || $1 || '.' || g || '@example.test', 'Queue', 'Player' || g, 'player', $4::date FROM generate_series(1, $2) g
         RETURNING id, last_name)
       INSERT INTO players (user_id, dob, dominant_side, positions, formats, school, province, contact_email, contact_phone, created_at)
       SELECT u.id, $4::date, 'right', '{"Hooker","Lock","Prop"}', '{"15s"}', $3, (($5::text[])[substring(u.last_name from 7)::int]),
              'contact.' || u.id || '@example.test', '+679 7000000', now() - make_interval(days => ($6::int[])[substring(u.last_name from 7)::int])
         FROM u
       RETURNING id`,
      [
        `${tag}.${randomBytes(3).toString('hex')}`,
        count,
        o.school,
        dobForAge(o.age ?? 19),
        Array.from({ length: count }, (_, i) => o.province?.(i) ?? 'Tailevu'),
        Array.from({ length: count }, (_, i) => o.daysAgo?.(i) ?? 1),
      ],
    );
    return rows.map((r) => r.id);
  }

  const audit = async (query: Record<string, string>): Promise<AdminAuditEntry[]> =>
    (await admin.get('/api/admin/audit').query(query).expect(200)).body.results;

  const notificationsOf = (userId: string) =>
    q<{ type: string; title: string; message: string }>(`SELECT type, title, message FROM notifications WHERE user_id = $1 ORDER BY created_at`, [userId]);

  async function mailsTo(email: string): Promise<string[]> {
    const dir = join(t.config.dataDir, 'mail');
    const files = await readdir(dir).catch(() => [] as string[]);
    const texts = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
    return texts.filter((m) => m.includes(`To: ${email}`));
  }

  /** The mentor profile every mentor account has from sign-up, completed (so listed) when asked. */
  async function mentorRow(userId: string, complete = false): Promise<{ id: string }> {
    if (complete) {
      await q(
        `UPDATE mentors SET title = 'Scrum coach', bio = 'Front row work.', years_experience = 10, specializations = '{"Scrummaging"}',
                languages = '{"English"}', hourly_rate = 40, timezone = 'Pacific/Fiji', is_verified = true,
                weekly_availability = '[{"weekday": 1, "start": "18:00", "end": "20:00"}]'::jsonb
          WHERE user_id = $1`,
        [userId],
      );
    }
    const [row] = await q<{ id: string }>(`SELECT id FROM mentors WHERE user_id = $1`, [userId]);
    return row!;
  }

  it('stats: the four live counts, each with its change over 7 days', async () => {
    const before = (await admin.get('/api/admin/stats').expect(200)).body as AdminStats;
    await pendingPlayers(1, { school: `Stats Old ${tag}`, daysAgo: () => 10 });
    await pendingPlayers(2, { school: `Stats New ${tag}`, daysAgo: () => 1 });
    const after = (await admin.get('/api/admin/stats').expect(200)).body as AdminStats;
    expect(after.totalPlayers - before.totalPlayers).toBe(3);
    expect(after.pendingVerifications - before.pendingVerifications).toBe(3);
    // Only the two created within the week count as change.
    expect(after.change7d.totalPlayers - before.change7d.totalPlayers).toBe(2);
    expect(after.change7d.pendingVerifications - before.change7d.pendingVerifications).toBe(2);
    expect(typeof after.change7d.activeRecruiters).toBe('number');
    expect(typeof after.change7d.contactRequests).toBe('number');
  });

  it('pending queue: cursor paging reaches every pending player, fast-tracked first then oldest; province and school filter', async () => {
    const school = `Queue College ${tag}`;
    const ids = await pendingPlayers(120, { school, province: (i) => (i % 3 === 0 ? 'Ba' : 'Rewa'), daysAgo: (i) => 200 - i });
    const fast = [ids[100]!, ids[7]!];
    await q(`UPDATE players SET verification_fast_tracked_at = now() WHERE id = ANY($1::uuid[])`, [fast]);

    const seen: PendingVerification[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await admin.get('/api/admin/pending-verifications').query({ school, ...(cursor ? { cursor } : {}) }).expect(200);
      expect(Array.isArray(res.body)).toBe(true); // the spec's array; the next page in the header
      seen.push(...(res.body as PendingVerification[]));
      cursor = res.headers[NEXT_CURSOR_HEADER.toLowerCase()] as string | undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen.map((p) => p.id)).size).toBe(120);
    expect(seen.slice(0, 2).map((p) => p.id).sort()).toEqual([...fast].sort());
    expect(seen[0]!.fastTrackedAt).not.toBeNull();
    const rest = seen.slice(2).map((p) => p.createdAt);
    expect(rest).toEqual([...rest].sort());
    expect(seen[2]!.user.fullName).toMatch(/^Queue Player/);
    expect(seen[2]!.positions).toEqual(['Hooker', 'Lock', 'Prop']);

    const ba = (await admin.get('/api/admin/pending-verifications').query({ school, province: 'Ba' }).expect(200)).body as PendingVerification[];
    expect(ba).toHaveLength(40);
    expect(ba.every((p) => p.province === 'Ba')).toBe(true);

    const bad = await admin.get('/api/admin/pending-verifications').query({ cursor: 'not-a-cursor' }).expect(400);
    expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { cursor: expect.any(String) } });
    const badProvince = await admin.get('/api/admin/pending-verifications').query({ province: 'Atlantis' }).expect(400);
    expect(JSON.stringify(badProvince.body)).toContain('province');
  });

  it('verify gives the badge and notifies; reject sends the reason, the player resubmits and is pending again', async () => {
    const player = await signedUp(t.server, { firstName: 'Reject', lastName: `Me${tag}` });
    const [p] = await q<{ id: string }>(
      `INSERT INTO players (user_id, dob, dominant_side, positions, formats, school, province) VALUES ($1, $2, 'right', '{"Wing"}', '{"7s"}', 'Marist', 'Rewa') RETURNING id`,
      [player.id, dobForAge(25)],
    );
    const missing = await admin.post(`/api/admin/reject-player/${randomUUID()}`).send({ reason: 'photo_unclear' }).expect(404);
    expect(missing.body.code).toBe('PLAYER_NOT_FOUND');
    const noText = await admin.post(`/api/admin/reject-player/${p!.id}`).send({ reason: 'other' }).expect(400);
    expect(JSON.stringify(noText.body.errors)).toContain('text');
    await admin.post(`/api/admin/reject-player/${p!.id}`).send({ reason: 'school_not_confirmed', text: 'Please add your school year.' }).expect(200);
    const [rejected] = (await notificationsOf(player.id)).filter((n) => n.type === 'verification_rejected');
    expect(rejected!.message).toContain('Your school could not be confirmed. Please add your school year.');
    const again = await admin.post(`/api/admin/reject-player/${p!.id}`).send({ reason: 'photo_unclear' }).expect(409);
    expect(again.body.code).toBe('NOT_PENDING');

    expect((await player.agent.get('/api/players/me').expect(200)).body.verification).toEqual({
      status: 'rejected', reason: 'school_not_confirmed', text: 'Please add your school year.',
    });
    await player.agent.post('/api/players/me/resubmit-verification').expect(200);
    expect((await player.agent.get('/api/players/me').expect(200)).body.verification.status).toBe('pending');
    await player.agent.post('/api/players/me/resubmit-verification').expect(409);
    const queue = (await admin.get('/api/admin/pending-verifications').query({ school: 'Marist', province: 'Rewa' }).expect(200)).body as PendingVerification[];
    expect(queue.find((x) => x.id === p!.id)?.previousRejectionReason).toBe('school_not_confirmed');

    await admin.post(`/api/admin/verify-player/${p!.id}`).expect(200);
    expect((await notificationsOf(player.id)).map((n) => n.title)).toContain('Profile verified');
    expect((await player.agent.get('/api/players/me').expect(200)).body.verified).toBe(true);

    const rows = await audit({ target: p!.id });
    expect(rows.map((r) => r.action)).toEqual(['verify_player', 'reject_player']);
    expect(rows[1]).toMatchObject({ actorId: adminId, reason: 'school_not_confirmed', targetType: 'player' });
  });

  it('20 admins verifying one player at once: one verifies (one notification, one audit row), the others get 409 NOT_PENDING', async () => {
    const [id] = await pendingPlayers(1, { school: `Race ${tag}` });
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.post(`/api/admin/verify-player/${id}`)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const [{ user_id }] = await q<{ user_id: string }>(`SELECT user_id FROM players WHERE id = $1`, [id]);
    expect((await notificationsOf(user_id)).filter((n) => n.title === 'Profile verified')).toHaveLength(1);
    expect(await audit({ action: 'verify_player', target: id! })).toHaveLength(1);
  });

  it('bulk verify verifies the still-pending ones of the selection and lists the rest as skipped', async () => {
    const ids = await pendingPlayers(3, { school: `Bulk ${tag}` });
    const gone = randomUUID();
    const res = await admin.post('/api/admin/verify-players').send({ playerIds: [...ids, gone] }).expect(200);
    expect(res.body.verified.sort()).toEqual([...ids].sort());
    expect(res.body.skipped).toEqual([gone]);
    const again = await admin.post('/api/admin/verify-players').send({ playerIds: ids }).expect(200);
    expect(again.body).toEqual({ verified: [], skipped: ids });
    const [{ n }] = await q<{ n: number }>(`SELECT count(*)::int AS n FROM players WHERE id = ANY($1::uuid[]) AND verified_at IS NOT NULL`, [ids]);
    expect(n).toBe(3);
    expect((await audit({ target: ids[0]! }))[0]).toMatchObject({ action: 'verify_player', detail: expect.objectContaining({ bulk: true }) });
    await admin.post('/api/admin/verify-players').send({ playerIds: [] }).expect(400);
  });

  it('console verify (single and bulk) grants the Verified Player badge seeded players hold; reject takes a stale one away', async () => {
    const badgesOf = (userId: string) => q<{ badge_type: string; title: string }>(`SELECT badge_type, title FROM badges WHERE user_id = $1`, [userId]);
    const userOf = (playerId: string) => userOfPlayer(t.dataSource, playerId);
    const [one, bulkA, bulkB, rejected] = await pendingPlayers(4, { school: `Badge ${tag}` });
    await admin.post(`/api/admin/verify-player/${one}`).expect(200);
    expect(await badgesOf(await userOf(one!))).toEqual([{ badge_type: 'verified_player', title: 'Verified Player' }]);
    await admin.post('/api/admin/verify-players').send({ playerIds: [bulkA, bulkB] }).expect(200);
    expect((await badgesOf(await userOf(bulkA!))).map((b) => b.badge_type)).toEqual(['verified_player']);
    expect((await badgesOf(await userOf(bulkB!))).map((b) => b.badge_type)).toEqual(['verified_player']);
    const panel = (await admin.get(`/api/admin/users/${await userOf(one!)}`).expect(200)).body as { badges: BadgeView[] };
    expect(panel.badges.map((b) => b.badgeType)).toEqual(['verified_player']);

    const rejectedUser = await userOf(rejected!);
    await admin.post(`/api/admin/users/${rejectedUser}/badges`).send({ badgeType: 'verified_player' }).expect(200);
    await admin.post(`/api/admin/reject-player/${rejected}`).send({ reason: 'photo_unclear' }).expect(200);
    expect(await badgesOf(rejectedUser)).toEqual([]);
  });

  it('recruiting accounts and mentors are verified in their own queue; a recruiter then sees recruiters-only profiles', async () => {
    const recruiter = await signedUp(t.server, { role: 'club', firstName: 'Queue', lastName: `Club${tag}` });
    const mentor = await signedUp(t.server, { role: 'mentor', firstName: 'Queue', lastName: `Mentor${tag}` });
    const m = await mentorRow(mentor.id);
    const [hidden] = await pendingPlayers(1, { school: `Recruiters only ${tag}` });
    await q(`UPDATE players SET visibility = 'recruiters' WHERE id = $1`, [hidden]);

    const queueIds: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { results: Array<{ id: string }>; nextCursor: string | null } = (
        await admin.get('/api/admin/account-verifications').query(cursor ? { cursor } : {}).expect(200)
      ).body;
      queueIds.push(...page.results.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(queueIds).toEqual(expect.arrayContaining([recruiter.id, mentor.id]));

    await recruiter.agent.get(`/api/players/${hidden}`).expect(404);
    const verified = await admin.post(`/api/admin/users/${recruiter.id}/verify`).send({}).expect(200);
    expect(verified.body).toMatchObject({ id: recruiter.id, verified: true });
    await recruiter.agent.get(`/api/players/${hidden}`).expect(200);

    await admin.post(`/api/admin/users/${mentor.id}/verify`).send({ reason: 'Checked coaching licence' }).expect(200);
    const [row] = await q<{ is_verified: boolean }>(`SELECT is_verified FROM mentors WHERE id = $1`, [m.id]);
    expect(row!.is_verified).toBe(true);
    expect((await admin.get(`/api/admin/users/${mentor.id}`).expect(200)).body.profile).toEqual({ kind: 'mentor', id: m.id, verified: true, listed: false });

    const player = await pendingPlayers(1, { school: `Not verifiable ${tag}` });
    const [{ user_id }] = await q<{ user_id: string }>(`SELECT user_id FROM players WHERE id = $1`, [player[0]]);
    expect((await admin.post(`/api/admin/users/${user_id}/verify`).send({}).expect(400)).body.code).toBe('NOT_VERIFIABLE');
    expect((await audit({ action: 'verify_account', target: mentor.id }))[0]!.reason).toBe('Checked coaching licence');
  });

  it('account verify is idempotent: repeats (and 10 at once) answer the same state with one audit row and one notification', async () => {
    const coach = await signedUp(t.server, { role: 'coach', firstName: 'Twice', lastName: `Coach${tag}` });
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.post(`/api/admin/users/${coach.id}/verify`).send({ reason: 'Licence seen' })));
    expect(answers.map((r) => r.status)).toEqual(Array<number>(10).fill(200));
    const again = await admin.post(`/api/admin/users/${coach.id}/verify`).send({}).expect(200);
    expect(again.body).toMatchObject({ id: coach.id, verified: true });
    expect(await audit({ action: 'verify_account', target: coach.id })).toHaveLength(1);
    expect((await notificationsOf(coach.id)).filter((n) => n.title === 'Account verified')).toHaveLength(1);
  });

  it('users list: search by name or email (any case), role and status filters, newest first, cursor paging reaches all without repeats', async () => {
    const roles = ['player', 'recruiter', 'mentor', 'coach', 'club'];
    // 60 accounts (more than a page of 50) written in one statement; some verified, one suspended; a few share a created_at.
    const rows = await q<{ id: string; email: string; role: string; verified: boolean; suspended: boolean; created_at: string }>(
      `INSERT INTO users (email, first_name, last_name, role, dob, verified, suspended_at, created_at)
       SELECT 'list.' || $1 || '.' || g || '@example.test', 'Listed', 'Person' || g, ($2::text[])[1 + g % 5]::user_role,
              '1990-01-01', g % 4 = 0, CASE WHEN g = 7 THEN now() END, now() - make_interval(secs => g / 3)
         FROM generate_series(1, 60) g
       RETURNING id, email, role::text AS role, verified, suspended_at IS NOT NULL AS suspended, created_at::text AS created_at`,
      [tag, roles],
    );
    const byNewest = [...rows].sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1)).map((r) => r.id);
    const walk = async (query: Record<string, string>): Promise<{ ids: string[]; pages: number }> => {
      const ids: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: request.Response = await admin.get('/api/admin/users').query(cursor ? { ...query, cursor } : query).expect(200);
        ids.push(...(res.body.results as Array<{ id: string }>).map((u) => u.id));
        cursor = res.body.nextCursor;
        pages++;
      } while (cursor);
      return { ids, pages };
    };
    const all = await walk({ q: `list.${tag}.` });
    expect(all.pages).toBe(2);
    expect(all.ids).toEqual(byNewest);
    // By name too, and by a whole email in another case.
    expect((await walk({ q: 'Listed Person17' })).ids).toEqual(expect.arrayContaining([rows[16]!.id]));
    expect((await walk({ q: rows[16]!.email.toUpperCase() })).ids).toEqual([rows[16]!.id]);
    const only = (pred: (r: (typeof rows)[number]) => boolean) => byNewest.filter((id) => pred(rows.find((r) => r.id === id)!));
    expect((await walk({ q: `list.${tag}.`, role: 'recruiter' })).ids).toEqual(only((r) => r.role === 'recruiter'));
    expect((await walk({ q: `list.${tag}.`, status: 'suspended' })).ids).toEqual(only((r) => r.suspended));
    expect((await walk({ q: `list.${tag}.`, status: 'active' })).ids).toEqual(only((r) => !r.suspended));
    // Unverified: recruiting accounts and mentors not yet verified (players are verified in their own queue), not suspended.
    const unverified = (await walk({ q: `list.${tag}.`, status: 'unverified' })).ids;
    expect(unverified).toEqual(only((r) => r.role !== 'player' && !r.verified && !r.suspended));
    expect(unverified.length).toBeGreaterThan(0);
    const bad = await admin.get('/api/admin/users').query({ role: 'wizard', status: 'gone', cursor: 'nope' }).expect(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(expect.arrayContaining(['role', 'status']));
    expect((await admin.get('/api/admin/users').query({ cursor: 'nope' }).expect(400)).body.errors).toHaveProperty('cursor');
  });

  it('an action and its audit row stand or fall together: when the audit row cannot be written, verify, reject, bulk verify, suspend, unsuspend and account verify change nothing', async () => {
    const [toVerify, toReject, toBulk] = await pendingPlayers(3, { school: `Atomic ${tag}` });
    const suspendee = await signedUp(t.server, { firstName: 'Atomic' });
    const suspended = await signedUp(t.server, { firstName: 'Atomic' });
    await admin.post(`/api/admin/users/${suspended.id}/suspend`).send({ reason: 'Before the test' }).expect(200);
    const recruiter = await signedUp(t.server, { role: 'recruiter', firstName: 'Atomic' });
    const targets = [toVerify, toReject, toBulk, suspendee.id, suspended.id, recruiter.id] as string[];
    // A stand-in for a failing audit write (NOT VALID: existing rows are not checked).
    await q(`ALTER TABLE admin_audit_log ADD CONSTRAINT audit_refuses_${tag} CHECK (target_id IS NULL OR target_id <> ALL ('{${targets.join(',')}}'::text[])) NOT VALID`);
    try {
      const failed = [
        await admin.post(`/api/admin/verify-player/${toVerify}`),
        await admin.post(`/api/admin/reject-player/${toReject}`).send({ reason: 'photo_unclear' }),
        await admin.post('/api/admin/verify-players').send({ playerIds: [toBulk] }),
        await admin.post(`/api/admin/users/${suspendee.id}/suspend`).send({ reason: 'Atomic' }),
        await admin.post(`/api/admin/users/${suspended.id}/unsuspend`).send({ reason: 'Atomic' }),
        await admin.post(`/api/admin/users/${recruiter.id}/verify`).send({}),
      ];
      // The failed write surfaces as an error (the database refused the row), never as a success.
      expect(failed.map((r) => r.status)).toEqual(failed.map(() => 400));
    } finally {
      await q(`ALTER TABLE admin_audit_log DROP CONSTRAINT audit_refuses_${tag}`);
    }
    const players = await q<{ id: string; verified_at: Date | null; verification_rejected_at: Date | null }>(
      `SELECT id, verified_at, verification_rejected_at FROM players WHERE id = ANY($1)`,
      [[toVerify, toReject, toBulk]],
    );
    expect(players.map((p) => [p.verified_at, p.verification_rejected_at])).toEqual([[null, null], [null, null], [null, null]]);
    const users = await q<{ id: string; suspended_at: Date | null; verified: boolean }>(`SELECT id, suspended_at, verified FROM users WHERE id = ANY($1) ORDER BY id`, [
      [suspendee.id, suspended.id, recruiter.id],
    ]);
    const byId = Object.fromEntries(users.map((u) => [u.id, u]));
    expect([byId[suspendee.id]!.suspended_at, !!byId[suspended.id]!.suspended_at, byId[recruiter.id]!.verified]).toEqual([null, true, false]);
    await suspendee.agent.get('/api/auth/user').expect(200); // the sessions were not ended either
    // With the log writable again each goes through, with its row.
    await admin.post(`/api/admin/verify-player/${toVerify}`).expect(200);
    await admin.post(`/api/admin/users/${suspendee.id}/suspend`).send({ reason: 'Atomic' }).expect(200);
    expect((await audit({ action: 'verify_player', target: toVerify! })).length).toBe(1);
    expect((await audit({ action: 'suspend', target: suspendee.id })).length).toBe(1);
  });

  it('suspend ends sessions, refuses login with the message, hides profile, highlights and mentor listing; unsuspend restores; both mailed', async () => {
    const viewer = await signedIn(t.server, 'recruiter.paid@demo.fj');
    const player = await signedUp(t.server, { firstName: 'Suspend', lastName: `Player${tag}` });
    const [p] = await q<{ id: string }>(
      `INSERT INTO players (user_id, dob, dominant_side, positions, formats, school, province, verified_at) VALUES ($1, $2, 'right', '{"Wing"}', '{"7s"}', 'Marist', 'Rewa', now()) RETURNING id`,
      [player.id, dobForAge(25)],
    );
    const highlightId = randomUUID();
    await q(
      `INSERT INTO highlights (id, player_id, title, content_type, file_path, privacy, status, guardian_consent_at) VALUES ($1, $2, 'Try', 'video', '/objects/x', 'public', 'ready', now())`,
      [highlightId, p!.id],
    );
    const mentor = await signedUp(t.server, { role: 'mentor', firstName: 'Suspend', lastName: `Mentor${tag}` });
    const m = await mentorRow(mentor.id, true);

    // The mentor's page answers only for a listed mentor (404 exactly like a missing one otherwise).
    const mentorListed = async (): Promise<boolean> => (await viewer.get(`/api/mentors/${m.id}`)).status === 200;
    await viewer.get(`/api/players/${p!.id}`).expect(200);
    await viewer.get(`/api/highlights/${highlightId}`).expect(200);
    expect(await mentorListed()).toBe(true);
    await player.agent.get('/api/auth/user').expect(200);

    const noReason = await admin.post(`/api/admin/users/${player.id}/suspend`).send({}).expect(400);
    expect(JSON.stringify(noReason.body.errors)).toContain('reason');
    const res = await admin.post(`/api/admin/users/${player.id}/suspend`).send({ reason: 'Fake identity' }).expect(200);
    expect(res.body).toMatchObject({ id: player.id, suspensionReason: 'Fake identity', suspensionCategory: 'general', suspendedAt: expect.any(String) });
    await admin.post(`/api/admin/users/${player.id}/suspend`).send({ reason: 'Again' }).expect(409);
    await admin.post(`/api/admin/users/${mentor.id}/suspend`).send({ reason: 'Off-platform payments' }).expect(200);

    // Sessions ended at once; sign-in refused with the stable code and a clear message.
    await player.agent.get('/api/auth/user').expect(401);
    // The same answer for the right and a wrong password: it tells of the suspension, never of the password.
    for (const password of [player.password, 'not-the-password']) {
      const login = await request(t.server).post('/api/auth/login').send({ email: player.email, password }).expect(403);
      expect({ ...login.body, requestId: undefined }).toEqual({ statusCode: 403, code: 'ACCOUNT_SUSPENDED', message: ADMIN_MESSAGES.suspendedLogin });
    }
    // Gone for everyone else (exactly like missing), not for admins.
    await viewer.get(`/api/players/${p!.id}`).expect(404);
    await viewer.get(`/api/highlights/${highlightId}`).expect(404);
    expect(await mentorListed()).toBe(false);
    await admin.get(`/api/players/${p!.id}`).expect(200);
    expect((await admin.get('/api/admin/users').query({ q: `Player${tag}`, status: 'suspended' }).expect(200)).body.results.map((u: { id: string }) => u.id)).toEqual([player.id]);
    expect((await mailsTo(player.email)).some((mail) => mail.includes('Fake identity'))).toBe(true);

    const detail = (await admin.get(`/api/admin/users/${player.id}`).expect(200)).body;
    expect(detail).toMatchObject({ id: player.id, profile: { kind: 'player', id: p!.id }, suspensionCategory: 'general' });
    expect(detail.audit[0]).toMatchObject({ action: 'suspend', reason: 'Fake identity' });

    await admin.post(`/api/admin/users/${player.id}/unsuspend`).send({ reason: 'Identity confirmed by school' }).expect(200);
    await admin.post(`/api/admin/users/${mentor.id}/unsuspend`).send({ reason: 'Resolved' }).expect(200);
    await admin.post(`/api/admin/users/${player.id}/unsuspend`).send({ reason: 'Again' }).expect(409);
    await viewer.get(`/api/players/${p!.id}`).expect(200);
    await viewer.get(`/api/highlights/${highlightId}`).expect(200);
    expect(await mentorListed()).toBe(true);
    await request(t.server).post('/api/auth/login').send({ email: player.email, password: player.password }).expect(200);
    expect((await mailsTo(player.email)).some((mail) => mail.includes('Identity confirmed by school'))).toBe(true);
    expect((await audit({ target: player.id })).map((r) => r.action)).toEqual(['unsuspend', 'suspend']);
    // A child-safety suspension keeps its category (moderation's second-admin rule reads it to lift it).
    const [kid] = await q<{ id: string }>(
      `INSERT INTO users (email, first_name, last_name, role, dob) VALUES ($1, 'Safety', 'Case', 'recruiter', '1990-01-01') RETURNING id`,
      [`safety.${tag}@example.test`],
    );
    // 20 admins suspending at once: one does it (one audit row, one mail), the others get 409.
    const race = await Promise.all(
      Array.from({ length: 20 }, () => admin.post(`/api/admin/users/${kid!.id}/suspend`).send({ reason: 'Messaged a minor off-platform', category: 'child_safety' })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    expect(race.find((r) => r.status === 200)!.body.suspensionCategory).toBe('child_safety');
    expect(await audit({ action: 'suspend', target: kid!.id })).toHaveLength(1);
    expect(await mailsTo(`safety.${tag}@example.test`)).toHaveLength(1);
    expect((await admin.post(`/api/admin/users/${kid!.id}/suspend`).send({ reason: 'x', category: 'severe' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    // An admin account is not suspended from the console.
    expect((await admin.post(`/api/admin/users/${adminId}/suspend`).send({ reason: 'x' }).expect(400)).body.message).toBe(ADMIN_MESSAGES.cannotSuspendAdmin);
  });

  it("audit rows cannot be changed or deleted by anything in the application; an admin's read of a minor's contact details is recorded", async () => {
    const [minor] = await pendingPlayers(1, { school: `Minor ${tag}`, age: 16 });
    const [adult] = await pendingPlayers(1, { school: `Adult ${tag}`, age: 25 });
    const profile = (await admin.get(`/api/players/${minor}`).expect(200)).body;
    expect(profile.contactEmail).toContain('@example.test');
    await admin.get(`/api/players/${adult}`).expect(200);
    const reads = await audit({ action: 'read_minor_contact', target: minor! });
    expect(reads[0]).toMatchObject({ actorId: adminId, targetType: 'player', detail: expect.objectContaining({ fields: expect.arrayContaining(['contactEmail', 'contactPhone']) }) });
    expect(await audit({ action: 'read_minor_contact', target: adult! })).toEqual([]);
    // Search cards carry contact fields for admins too: a minor's are recorded, once per card served.
    const found = (await admin.get('/api/search').query({ school: `Minor ${tag}` }).expect(200)).body.results as Array<{ id: string; contactEmail?: string }>;
    expect(found.find((r) => r.id === minor)?.contactEmail).toContain('@example.test');
    const viaSearch = (await audit({ action: 'read_minor_contact', target: minor! })).filter((r) => r.detail?.via === 'search');
    expect(viaSearch).toHaveLength(1);
    // So do the admin's own sent requests (/recruiter/contacts).
    const [{ user_id: minorUser }] = await q<{ user_id: string }>(`SELECT user_id FROM players WHERE id = $1`, [minor]);
    await q(`INSERT INTO contact_requests (from_user_id, to_user_id, player_id, message, status) VALUES ($1, $2, $3, 'Safeguarding check', 'pending')`, [adminId, minorUser, minor]);
    await admin.get('/api/recruiter/contacts').expect(200);
    expect((await audit({ action: 'read_minor_contact', target: minor! })).filter((r) => r.detail?.via === 'recruiter_contacts')).toHaveLength(1);
    // The console's own screens too: the pending queue (contact email), the users list (email) and the
    // user panel (email, phone, date of birth, guardian email); a list's rows come from one statement.
    const viaOf = async (target: string, via: string) => (await audit({ action: 'read_minor_contact', target })).filter((r) => r.detail?.via === via);
    const pending = (await admin.get('/api/admin/pending-verifications').query({ school: `Minor ${tag}` }).expect(200)).body as PendingVerification[];
    expect(pending.map((p) => p.id)).toEqual([minor]);
    expect(await viaOf(minor!, 'admin_pending')).toEqual([expect.objectContaining({ targetType: 'player', detail: expect.objectContaining({ fields: ['contactEmail'] }) })]);
    await admin.get('/api/admin/pending-verifications').query({ school: `Adult ${tag}` }).expect(200);
    expect(await audit({ action: 'read_minor_contact', target: adult! })).toEqual([]);
    const minors = await pendingPlayers(2, { school: `Minors ${tag}`, age: 15 });
    const minorUsers = await q<{ id: string; email: string }>(`SELECT u.id, u.email FROM users u JOIN players p ON p.user_id = u.id WHERE p.id = ANY($1) ORDER BY u.email`, [minors]);
    const [{ user_id: adultUser }] = await q<{ user_id: string }>(`SELECT user_id FROM players WHERE id = $1`, [adult]);
    const listed = (await admin.get('/api/admin/users').query({ q: minorUsers[0]!.email.replace(/\.1@.*$/, '') }).expect(200)).body.results as Array<{ id: string; email: string }>;
    expect(listed.map((u) => u.id).sort()).toEqual(minorUsers.map((u) => u.id).sort());
    const listReads = (await Promise.all(minorUsers.map((u) => viaOf(u.id, 'admin_users')))).flat();
    expect(listReads).toEqual(minorUsers.map(() => expect.objectContaining({ targetType: 'user', detail: expect.objectContaining({ fields: ['email'] }) })));
    expect(new Set(listReads.map((r) => r.createdAt)).size).toBe(1);
    await q(`UPDATE users SET guardian_email = 'guardian.${tag}@example.test', phone = '+679 7000001' WHERE id = $1`, [minorUsers[0]!.id]);
    const panel = (await admin.get(`/api/admin/users/${minorUsers[0]!.id}`).expect(200)).body;
    expect(panel).toMatchObject({ guardianEmail: `guardian.${tag}@example.test`, phone: '+679 7000001', dob: expect.any(String) });
    expect((await viaOf(minorUsers[0]!.id, 'admin_user_detail'))[0]?.detail?.fields).toEqual(['email', 'phone', 'dob', 'guardianEmail']);
    await admin.get(`/api/admin/users/${adultUser}`).expect(200);
    expect(await audit({ action: 'read_minor_contact', target: adultUser })).toEqual([]);

    const id = reads[0]!.id;
    await expect(q(`UPDATE admin_audit_log SET reason = 'changed' WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(q(`DELETE FROM admin_audit_log WHERE id = $1`, [id])).rejects.toThrow(/append-only/);
    await expect(q(`TRUNCATE admin_audit_log`)).rejects.toThrow(/append-only/);
    expect((await audit({ target: minor! })).some((r) => r.id === id)).toBe(true);

    // Filters and paging: newest first, the cursor reaches older rows without repeats.
    const first = (await admin.get('/api/admin/audit').query({ actor: adminId }).expect(200)).body;
    expect(first.results.every((r: AdminAuditEntry) => r.actorId === adminId)).toBe(true);
    expect((await admin.get('/api/admin/audit').query({ actor: 'nobody' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it("an admin's writes on what users own (achievement added, highlight deleted) are in the audit log; an owner's are not", async () => {
    const [playerId] = await pendingPlayers(1, { school: `Owned ${tag}` });
    const year = new Date().getUTCFullYear();
    const added = await admin.post('/api/achievements').send({ playerId, title: 'Coca-Cola Games gold', year, type: 'tournament' }).expect(201);
    const highlightId = randomUUID();
    await q(
      `INSERT INTO highlights (id, player_id, title, content_type, file_path, privacy, status, guardian_consent_at) VALUES ($1, $2, 'Try', 'video', '/objects/x', 'public', 'ready', now())`,
      [highlightId, playerId],
    );
    await admin.delete(`/api/highlights/${highlightId}`).expect(200);
    expect((await audit({ action: 'add_achievement', target: added.body.id }))[0]).toMatchObject({ actorId: adminId, targetType: 'achievement' });
    expect((await audit({ action: 'delete_highlight', target: highlightId }))[0]).toMatchObject({ actorId: adminId, detail: expect.objectContaining({ playerId }) });
  });

  it('badges from the user panel: granted once (twice = once), on the profile and the panel, revoked; bad type 400; audited and notified; admins only', async () => {
    const viewer = await signedIn(t.server, 'recruiter.paid@demo.fj');
    const player = await signedUp(t.server, { firstName: 'Badge', lastName: `Player${tag}` });
    const [p] = await q<{ id: string }>(
      `INSERT INTO players (user_id, dob, dominant_side, positions, formats, school, province) VALUES ($1, $2, 'right', '{"Wing"}', '{"7s"}', 'Marist', 'Rewa') RETURNING id`,
      [player.id, dobForAge(22)],
    );
    const types = async () => ((await viewer.get(`/api/players/${p!.id}/badges`).expect(200)).body as BadgeView[]).map((b) => b.badgeType);
    const grant = (body: Record<string, unknown>) => admin.post(`/api/admin/users/${player.id}/badges`).send(body);

    const first = await grant({ badgeType: 'top_performer', description: 'Best in the Deans trials' }).expect(200);
    expect(first.body).toEqual([expect.objectContaining({ badgeType: 'top_performer', title: 'Top Performer', description: 'Best in the Deans trials' })]);
    await grant({ badgeType: 'top_performer', description: 'Again' }).expect(200);
    expect(await types()).toEqual(['top_performer']);
    const page = (await viewer.get(`/api/players/${p!.id}/page`).expect(200)).body;
    expect(page.badges).toEqual([expect.objectContaining({ badgeType: 'top_performer', description: 'Best in the Deans trials' })]);
    expect((await admin.get(`/api/admin/users/${player.id}`).expect(200)).body.badges).toEqual([expect.objectContaining({ badgeType: 'top_performer' })]);
    expect(await audit({ action: 'badge_grant', target: player.id })).toEqual([
      expect.objectContaining({ actorId: adminId, targetType: 'user', reason: 'Best in the Deans trials', detail: { badgeType: 'top_performer' } }),
    ]);
    expect((await notificationsOf(player.id)).filter((n) => n.title.startsWith('Badge awarded'))).toHaveLength(1);

    // Only the types admins grant (mentored_by is earned); a missing user is 404.
    for (const badgeType of ['mentored_by', 'nonsense', undefined]) {
      const bad = await grant({ badgeType }).expect(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { badgeType: expect.stringContaining('badgeType') } });
    }
    await admin.delete(`/api/admin/users/${player.id}/badges/mentored_by`).expect(400);
    await admin.post(`/api/admin/users/${randomUUID()}/badges`).send({ badgeType: 'top_performer' }).expect(404);
    await admin.delete(`/api/admin/users/${randomUUID()}/badges/top_performer`).expect(404);
    // Non-admins cannot grant themselves one.
    await player.agent.post(`/api/admin/users/${player.id}/badges`).send({ badgeType: 'community_leader' }).expect(403);
    await viewer.post(`/api/admin/users/${player.id}/badges`).send({ badgeType: 'community_leader' }).expect(403);
    await request(t.server).post(`/api/admin/users/${player.id}/badges`).send({ badgeType: 'community_leader' }).expect(401);

    expect((await admin.delete(`/api/admin/users/${player.id}/badges/top_performer`).expect(200)).body).toEqual([]);
    await admin.delete(`/api/admin/users/${player.id}/badges/top_performer`).expect(200);
    expect(await types()).toEqual([]);
    expect(await audit({ action: 'badge_revoke', target: player.id })).toEqual([expect.objectContaining({ actorId: adminId, detail: { badgeType: 'top_performer' } })]);
    expect((await notificationsOf(player.id)).filter((n) => n.title.startsWith('Badge removed'))).toHaveLength(1);

    // 20 grants at once: one badge, one audit row, one notification.
    await Promise.all(Array.from({ length: 20 }, () => grant({ badgeType: 'community_leader' }).expect(200)));
    expect(await types()).toEqual(['community_leader']);
    expect(await audit({ action: 'badge_grant', target: player.id })).toHaveLength(2);
    expect((await notificationsOf(player.id)).filter((n) => n.title === 'Badge awarded: Community Leader')).toHaveLength(1);
  });

  it('every /api/admin route refuses every other role (403) and the visitor (401)', async () => {
    const routes = expressRoutes(t.app).filter((k) => k.split(' ')[1]!.startsWith('/api/admin/'));
    expect(routes.length).toBeGreaterThanOrEqual(12);
    const others = await Promise.all(
      USER_ROLES.filter((r) => r !== 'admin').map(async (role) => (await signedUp(t.server, { role, dob: dobForAge(30) })).agent),
    );
    const visitor = request.agent(t.server);
    for (const key of routes) {
      const [method, template] = key.split(' ') as [string, string];
      const path = template.replace(/\{[^}]+\}/g, randomUUID());
      const call = (a: Agent) => (a as unknown as Record<string, (p: string) => request.Test>)[method.toLowerCase()]!(path).send({});
      expect([key, (await call(visitor)).status]).toEqual([key, 401]);
      for (const agent of others) expect([key, (await call(agent)).status]).toEqual([key, 403]);
    }
  });
});
