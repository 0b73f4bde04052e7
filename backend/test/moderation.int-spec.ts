import request from 'supertest';
import { AppealLinksService } from '../src/modules/moderation/services/appeal-links.service';
import { createTestApp, type TestApp } from './app.factory';
import { MODERATION_MESSAGES as M } from '@fiji/contracts';
import { enableTwoFactor, signedIn, signedUp, type Agent } from './helpers';
import { listedMentor } from './mentoring-fixtures';
import { mailsTo, notificationsOf, paidRecruiter } from './recruiting-fixtures';
import { newAccount, newPlayer, type TestPlayer } from './social-fixtures';

/** Moderation, the safeguarding desk (docs/admin.md, "Moderation"). */
describe('moderation', () => {
  let t: TestApp;
  let admin: Agent;
  let admin2: Agent;
  let adminId: string;
  /** Adult players who report things (signed in). */
  let reporters: Array<{ agent: Agent; userId: string; email: string }>;
  let minorReporter: { agent: Agent; userId: string; guardianEmail: string };

  const guardianOf = async (userId: string): Promise<string> =>
    ((await t.dataSource.query(`SELECT guardian_email FROM users WHERE id = $1`, [userId])) as Array<{ guardian_email: string }>)[0]!.guardian_email;
  const highlightOf = async (p: TestPlayer, title = 'Try against Suva'): Promise<string> => {
    const [h]: Array<{ id: string }> = await t.dataSource.query(
      `INSERT INTO highlights (player_id, title, privacy, status) VALUES ($1, $2, 'public', 'ready') RETURNING id`,
      [p.playerId, title],
    );
    return h!.id;
  };
  const report = (agent: Agent, targetType: string, targetId: string, reason = 'spam', text = 'This is not right.') =>
    agent.post('/api/reports').send({ targetType, targetId, reason, text });
  const queueIds = async (): Promise<string[]> => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res: request.Response = await admin.get('/api/admin/reports').query(cursor ? { cursor } : {}).expect(200);
      ids.push(...(res.body.results as Array<{ id: string }>).map((c) => c.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    return ids;
  };
  const auditRows = (action: string, targetId: string): Promise<unknown[]> =>
    t.dataSource.query(`SELECT id FROM admin_audit_log WHERE action = $1 AND (target_id = $2 OR detail->>'caseId' = $2)`, [action, targetId]);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t.server, 'admin@demo.fj');
    adminId = (await admin.get('/api/auth/user').expect(200)).body.id;
    const second = await signedUp(t.server, { firstName: 'Second', lastName: 'Admin' });
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [second.id]);
    // An admin works only with two-factor sign-in on.
    const secret = await enableTwoFactor(second.agent);
    admin2 = await signedIn(t.server, second.email, second.password, secret);
    reporters = [];
    for (let i = 0; i < 5; i++) {
      const r = await signedUp(t.server, { firstName: `Reporter${i}` });
      reporters.push({ agent: r.agent, userId: r.id, email: r.email });
    }
    const minor = await newPlayer(t, { age: 16, firstName: 'Young' });
    minorReporter = { agent: minor.agent, userId: minor.userId, guardianEmail: await guardianOf(minor.userId) };
  });
  afterAll(() => t.close());

  it('refuses visitors, validates with field names and answers 404 for what the reporter cannot see', async () => {
    await request(t.server).post('/api/reports').send({}).expect(401);
    const bad = await reporters[0]!.agent.post('/api/reports').send({ targetType: 'post', targetId: 'x', reason: 'meh', text: '  ' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['reason', 'targetId', 'targetType', 'text']);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    await report(reporters[0]!.agent, 'player', '00000000-0000-4000-8000-000000000000').expect(404);
    const priv = await newPlayer(t, { visibility: 'private' });
    const missing = await report(reporters[0]!.agent, 'player', '00000000-0000-4000-8000-000000000001').expect(404);
    const hidden = await report(reporters[0]!.agent, 'player', priv.playerId).expect(404);
    expect(hidden.body).toEqual({ ...missing.body, requestId: hidden.body.requestId });
    // A contact request is reportable by its recipient only.
    const recruiter = await paidRecruiter(t);
    const target = await newPlayer(t);
    const [cr]: Array<{ id: string }> = await t.dataSource.query(
      `INSERT INTO contact_requests (from_user_id, to_user_id, player_id, message) VALUES ($1, $2, $3, 'Come to trials') RETURNING id`,
      [recruiter.userId, target.userId, target.playerId],
    );
    await report(reporters[0]!.agent, 'contact_request', cr!.id).expect(404);
    await report(target.agent, 'contact_request', cr!.id, 'harassment').expect(201);
    // Nobody reports their own content.
    await report(target.agent, 'player', target.playerId).expect(400);
  });

  it('the same item reported again joins its open case; 20 reports at once make one case with 20 reports', async () => {
    const owner = await newPlayer(t);
    const highlightId = await highlightOf(owner);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => report(reporters[i % reporters.length]!.agent, 'highlight', highlightId, 'spam', `Report ${i}`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const caseIds = new Set(results.map((r) => r.body.caseId));
    expect(caseIds.size).toBe(1);
    const [caseId] = [...caseIds];
    const counts: Array<{ cases: number; reports: number }> = await t.dataSource.query(
      `SELECT (SELECT count(*)::int FROM moderation_cases WHERE target_id = $1) AS cases,
              (SELECT count(*)::int FROM moderation_reports r JOIN moderation_cases c ON c.id = r.case_id WHERE c.target_id = $1) AS reports`,
      [highlightId],
    );
    expect(counts[0]).toEqual({ cases: 1, reports: 20 });
    const one = await admin.get(`/api/admin/reports/${caseId}`).expect(200);
    expect(one.body.reporterCount).toBe(5);
    expect(one.body.reports).toHaveLength(20);
  });

  it('orders the queue: child safety, then cases about or from minors, then most reporters; age against 24 hours', async () => {
    const many = await newPlayer(t);
    const aboutMinor = await newPlayer(t, { age: 17 });
    const child = await newPlayer(t);
    let manyCase = '';
    for (const r of reporters.slice(0, 3)) manyCase = (await report(r.agent, 'player', many.playerId).expect(201)).body.caseId;
    const minorCase = (await report(reporters[0]!.agent, 'player', aboutMinor.playerId, 'harassment').expect(201)).body.caseId;
    const childCase = (await report(reporters[1]!.agent, 'player', child.playerId, 'child_safety').expect(201)).body.caseId;
    const fromMinor = await newPlayer(t);
    const fromMinorCase = (await report(minorReporter.agent, 'player', fromMinor.playerId, 'spam').expect(201)).body.caseId;
    await t.dataSource.query(`UPDATE moderation_cases SET opened_at = now() - interval '25 hours' WHERE id = $1`, [manyCase]);

    const ids = (await queueIds()).filter((id) => [manyCase, minorCase, childCase, fromMinorCase].includes(id));
    expect(ids[0]).toBe(childCase);
    expect(ids.slice(1, 3).sort()).toEqual([minorCase, fromMinorCase].sort());
    expect(ids[3]).toBe(manyCase);
    const overdue = await admin.get(`/api/admin/reports/${manyCase}`).expect(200);
    expect(overdue.body).toMatchObject({ reporterCount: 3, overdue: true, childSafety: false });
    expect(overdue.body.ageHours).toBeGreaterThanOrEqual(25);
    // An unknown status is a 400 naming the field, even one named like an object's own property.
    for (const status of ['constructor', 'pending']) {
      const bad = await admin.get('/api/admin/reports').query({ status }).expect(400);
      expect(bad.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { status: expect.stringContaining('status must be one of') } });
    }
  });

  it("hide: a minor's highlight reported for child safety is gone for everyone but admins; reporters and guardians are told; appeal once and restore", async () => {
    const owner = await newPlayer(t, { age: 16, firstName: 'Owner' });
    const highlightId = await highlightOf(owner, 'Sevens final');
    const viewer = reporters[4]!;
    await viewer.agent.get(`/api/highlights/${highlightId}`).expect(200);
    const caseId = (await report(reporters[2]!.agent, 'highlight', highlightId, 'child_safety', 'Shows a child in an unsafe way').expect(201)).body.caseId;
    expect((await report(minorReporter.agent, 'highlight', highlightId, 'inappropriate_content').expect(201)).body.caseId).toBe(caseId);

    await admin.post(`/api/admin/reports/${caseId}/hide`).send({ reason: '' }).expect(400);
    const hidden = await admin.post(`/api/admin/reports/${caseId}/hide`).send({ reason: 'Not suitable for a child profile' }).expect(200);
    expect(hidden.body).toMatchObject({ status: 'closed', outcome: 'hidden', childSafety: true, involvesMinor: true });
    await admin.post(`/api/admin/reports/${caseId}/dismiss`).send({ reason: 'twice' }).expect(409);

    // Gone at once for everyone but admins (the owner still sees it, to appeal), like a missing one.
    const missing = await viewer.agent.get(`/api/highlights/00000000-0000-4000-8000-00000000aaaa`).expect(404);
    const gone = await viewer.agent.get(`/api/highlights/${highlightId}`).expect(404);
    expect(gone.body.message).toBe(missing.body.message);
    const list = await viewer.agent.get(`/api/highlights/player/${owner.playerId}`).expect(200);
    expect(list.body.map((h: { id: string }) => h.id)).not.toContain(highlightId);
    await admin.get(`/api/highlights/${highlightId}`).expect(200);
    await owner.agent.get(`/api/highlights/${highlightId}`).expect(200);
    await report(reporters[3]!.agent, 'highlight', highlightId).expect(404);

    // The reporters, the minor reporter's guardian and the owner's guardian are told; the owner with the reason.
    expect((await notificationsOf(t, reporters[2]!.userId)).some((n) => n.type === 'moderation')).toBe(true);
    expect((await mailsTo(t, reporters[2]!.email)).join('\n')).toContain('removed it from the site');
    expect((await mailsTo(t, minorReporter.guardianEmail)).length).toBeGreaterThan(0);
    expect((await mailsTo(t, await guardianOf(owner.userId))).join('\n')).toContain('young person in your care');
    const ownerNote = (await notificationsOf(t, owner.userId)).find((n) => n.type === 'moderation');
    expect(ownerNote?.message).toContain('Not suitable for a child profile');
    expect(await auditRows('hide', caseId)).toHaveLength(1);

    // The owner appeals once; the case comes back to the queue; a restore brings the highlight back.
    await viewer.agent.get(`/api/reports/cases/${caseId}`).expect(404);
    expect((await owner.agent.get(`/api/reports/cases/${caseId}`).expect(200)).body).toMatchObject({ canAppeal: true, outcome: 'hidden' });
    await viewer.agent.post(`/api/reports/cases/${caseId}/appeal`).send({ text: 'Not mine' }).expect(404);
    await owner.agent.post(`/api/reports/cases/${caseId}/appeal`).send({ text: 'It is a normal match video.' }).expect(200);
    const again = await owner.agent.post(`/api/reports/cases/${caseId}/appeal`).send({ text: 'Please' }).expect(409);
    expect(again.body.message).toBe(M.appealUsed);
    expect(await queueIds()).toContain(caseId);
    await admin.post(`/api/admin/reports/${caseId}/appeal-decision`).send({ decision: 'restore', reason: 'On review it is a match video' }).expect(200);
    await viewer.agent.get(`/api/highlights/${highlightId}`).expect(200);
    expect(await auditRows('restore', caseId)).toHaveLength(1);
  });

  it('hide works for profiles (direct read and search), contact requests and mentor listings; an appeal after 20 days is refused', async () => {
    const owner = await newPlayer(t, { firstName: `Hideme${Date.now().toString(36)}` });
    const recruiter = await paidRecruiter(t);
    const caseId = (await report(reporters[0]!.agent, 'player', owner.playerId, 'impersonation').expect(201)).body.caseId;
    const search = async () =>
      ((await recruiter.agent.get('/api/search').query({ q: (await t.dataSource.query(`SELECT first_name FROM users WHERE id = $1`, [owner.userId]))[0].first_name, limit: 50 }).expect(200)).body
        .results as Array<{ id: string }>).map((p) => p.id);
    expect(await search()).toContain(owner.playerId);
    await admin.post(`/api/admin/reports/${caseId}/hide`).send({ reason: 'Impersonates a national player' }).expect(200);
    await recruiter.agent.get(`/api/players/${owner.playerId}`).expect(404);
    await reporters[1]!.agent.get(`/api/players/${owner.playerId}`).expect(404);
    expect(await search()).not.toContain(owner.playerId);
    await admin.get(`/api/players/${owner.playerId}`).expect(200);
    await owner.agent.get('/api/players/me').expect(200);

    await t.dataSource.query(`UPDATE moderation_cases SET decided_at = now() - interval '21 days' WHERE id = $1`, [caseId]);
    const late = await owner.agent.post(`/api/reports/cases/${caseId}/appeal`).send({ text: 'Too late?' }).expect(409);
    expect(late.body.message).toBe(M.appealExpired);

    const player = await newPlayer(t);
    const [cr]: Array<{ id: string }> = await t.dataSource.query(
      `INSERT INTO contact_requests (from_user_id, to_user_id, player_id, message) VALUES ($1, $2, $3, 'Send me photos') RETURNING id`,
      [recruiter.userId, player.userId, player.playerId],
    );
    const crCase = (await report(player.agent, 'contact_request', cr!.id, 'harassment').expect(201)).body.caseId;
    await admin.post(`/api/admin/reports/${crCase}/hide`).send({ reason: 'Harassing message' }).expect(200);
    const received = await player.agent.get('/api/contact-requests').expect(200);
    expect(received.body.map((r: { id: string }) => r.id)).not.toContain(cr!.id);
    const sent = await recruiter.agent.get('/api/me/contact-requests').expect(200);
    expect(sent.body.map((r: { id: string }) => r.id)).not.toContain(cr!.id);
    await player.agent.patch(`/api/contact-requests/${cr!.id}`).send({ status: 'declined' }).expect(404);

    // A mentor listing: gone from the list and its page for others, back after a restore on appeal.
    const mentor = await listedMentor(t, true);
    const listed = async () => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const res: request.Response = await reporters[1]!.agent.get('/api/mentors').query(cursor ? { cursor } : {}).expect(200);
        ids.push(...(res.body.results as Array<{ id: string }>).map((m) => m.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      return ids;
    };
    expect(await listed()).toContain(mentor.mentorId);
    const mentorCase = (await report(reporters[1]!.agent, 'mentor', mentor.mentorId, 'impersonation').expect(201)).body.caseId;
    await admin.post(`/api/admin/reports/${mentorCase}/hide`).send({ reason: 'Not a real coach' }).expect(200);
    expect(await listed()).not.toContain(mentor.mentorId);
    await reporters[1]!.agent.get(`/api/mentors/${mentor.mentorId}`).expect(404);
    await mentor.agent.post(`/api/reports/cases/${mentorCase}/appeal`).send({ text: 'Here is my coaching licence.' }).expect(200);
    await admin.post(`/api/admin/reports/${mentorCase}/appeal-decision`).send({ decision: 'restore', reason: 'Licence checked' }).expect(200);
    await reporters[1]!.agent.get(`/api/mentors/${mentor.mentorId}`).expect(200);
  });

  it('bulk actions show a preview first, then apply; dismiss tells the reporter', async () => {
    const a = await newPlayer(t);
    const b = await newPlayer(t);
    const c1 = (await report(reporters[3]!.agent, 'player', a.playerId).expect(201)).body.caseId;
    const c2 = (await report(reporters[3]!.agent, 'player', b.playerId).expect(201)).body.caseId;
    const preview = await admin.post('/api/admin/reports/bulk').send({ action: 'dismiss', caseIds: [c1, c2], reason: 'Not spam', preview: true }).expect(200);
    expect(preview.body.cases.map((c: { id: string; willApply: boolean }) => [c.id, c.willApply]).sort()).toEqual([[c1, true], [c2, true]].sort());
    expect((await admin.get(`/api/admin/reports/${c1}`).expect(200)).body.status).toBe('open');
    const done = await admin.post('/api/admin/reports/bulk').send({ action: 'dismiss', caseIds: [c1, c2], reason: 'Not spam' }).expect(200);
    expect(done.body.done.sort()).toEqual([c1, c2].sort());
    expect((await admin.get(`/api/admin/reports/${c1}`).expect(200)).body).toMatchObject({ status: 'closed', outcome: 'dismissed' });
    expect((await mailsTo(t, reporters[3]!.email)).join('\n')).toContain('no breach of our rules');
    expect(await auditRows('dismiss', c1)).toHaveLength(1);
  });

  it('suspend for child safety: lifting needs a second admin (not the one who asked)', async () => {
    const offender = await newAccount(t, 'recruiter');
    const player = await newPlayer(t, { age: 17 });
    const [cr]: Array<{ id: string }> = await t.dataSource.query(
      `INSERT INTO contact_requests (from_user_id, to_user_id, player_id, message) VALUES ($1, $2, $3, 'Meet me alone') RETURNING id`,
      [offender.userId, player.userId, player.playerId],
    );
    const caseId = (await report(player.agent, 'contact_request', cr!.id, 'child_safety', 'Asked to meet alone').expect(201)).body.caseId;
    await admin.post(`/api/admin/reports/${caseId}/suspend`).send({ reason: 'Grooming attempt' }).expect(200);
    const [u]: Array<{ suspended_at: Date | null; suspension_category: string }> = await t.dataSource.query(
      `SELECT suspended_at, suspension_category FROM users WHERE id = $1`,
      [offender.userId],
    );
    expect(u).toMatchObject({ suspension_category: 'child_safety' });
    expect(u!.suspended_at).not.toBeNull();
    await offender.agent.get('/api/auth/user').expect(401);

    // The suspended owner cannot sign in: the mails carry a signed appeal link that works signed out.
    const [{ email: offenderEmail }]: Array<{ email: string }> = await t.dataSource.query(`SELECT email FROM users WHERE id = $1`, [offender.userId]);
    const mails = (await mailsTo(t, offenderEmail)).join('\n').replace(/=\r?\n/g, '');
    const links = [...mails.matchAll(/\/moderation\/appeal\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43})/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThanOrEqual(2); // the suspension mail and the decision mail
    const token = links[0]!;
    const strip = (r: request.Response) => [r.status, { ...r.body, requestId: undefined }];
    const missing = await request(t.server).get(`/api/appeal-links/${links[0]!.split('.')[0]}.${'A'.repeat(43)}`);
    expect(missing.status).toBe(404);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const expired = t.app.get(AppealLinksService).sign(caseId, offender.userId, new Date(Date.now() - 1000));
    for (const bad of [tampered, expired]) {
      expect(strip(await request(t.server).get(`/api/appeal-links/${bad}`))).toEqual(strip(missing));
      expect(strip(await request(t.server).post(`/api/appeal-links/${bad}`).send({ text: 'Let me explain' }))).toEqual(strip(missing));
    }
    const view = await request(t.server).get(`/api/appeal-links/${token}`).expect(200);
    expect(view.body).toMatchObject({ id: caseId, outcome: 'suspended', canAppeal: true, decisionReason: 'Grooming attempt' });
    await request(t.server).post(`/api/appeal-links/${token}`).send({ text: ' ' }).expect(400);
    const appealed = await request(t.server).post(`/api/appeal-links/${token}`).send({ text: 'It was a team training session' }).expect(200);
    expect(appealed.body.appeal).toMatchObject({ text: 'It was a team training session' });
    expect(await queueIds()).toContain(caseId);
    expect((await admin.get(`/api/admin/reports/${caseId}`).expect(200)).body).toMatchObject({ status: 'appealed', appeal: { text: 'It was a team training session' } });
    // Single use: the same link (or the other mail's) now answers like a missing one.
    for (const used of links) {
      expect(strip(await request(t.server).get(`/api/appeal-links/${used}`))).toEqual(strip(missing));
      expect(strip(await request(t.server).post(`/api/appeal-links/${used}`).send({ text: 'Again' }))).toEqual(strip(missing));
    }
    // Restoring on appeal still needs the second admin while the child-safety suspension stands.
    await admin.post(`/api/admin/reports/${caseId}/appeal-decision`).send({ decision: 'restore', reason: 'Cleared' }).expect(403);

    await admin.post(`/api/admin/users/${offender.userId}/unsuspend`).send({ reason: 'Looks fine' }).expect(403);
    const lift = await admin.post('/api/admin/suspension-lifts').send({ userId: offender.userId, reason: 'Police cleared him' }).expect(201);
    await admin.post('/api/admin/suspension-lifts').send({ userId: offender.userId, reason: 'again' }).expect(409);
    const own = await admin.post(`/api/admin/suspension-lifts/${lift.body.id}/approve`).send({ reason: 'ok' }).expect(403);
    expect(own.body.message).toBe(M.ownApproval);
    expect((await admin2.get('/api/admin/suspension-lifts').expect(200)).body.map((l: { id: string }) => l.id)).toContain(lift.body.id);
    await admin2.post(`/api/admin/suspension-lifts/${lift.body.id}/approve`).send({ reason: 'Checked the police letter' }).expect(200);
    const [after]: Array<{ suspended_at: Date | null }> = await t.dataSource.query(`SELECT suspended_at FROM users WHERE id = $1`, [offender.userId]);
    expect(after!.suspended_at).toBeNull();
    const actions: Array<{ action: string; actor_id: string }> = await t.dataSource.query(
      `SELECT action, actor_id FROM admin_audit_log WHERE target_id = $1 ORDER BY created_at`,
      [offender.userId],
    );
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['suspend', 'lift_requested', 'lift_approved', 'unsuspend']));
    expect(actions.find((a) => a.action === 'lift_requested')!.actor_id).toBe(adminId);
    expect(actions.find((a) => a.action === 'lift_approved')!.actor_id).not.toBe(adminId);
    // Lifted through the second admin: the appeal's restore now closes the case (nothing left to lift, not a 409).
    const decided = await admin.post(`/api/admin/reports/${caseId}/appeal-decision`).send({ decision: 'restore', reason: 'Cleared by the police' }).expect(200);
    expect(decided.body).toMatchObject({ status: 'closed', outcome: 'restored' });
  });

  it('the queue pages by keyset: acting on the first page and then loading more loses no case; a bad cursor is 400', async () => {
    const owner = await newAccount(t, 'recruiter');
    // 40 open cases (more than a page), some child safety, some about minors, with ties on every key.
    await t.dataSource.query(
      `INSERT INTO moderation_cases (target_type, target_id, target_label, owner_user_id, child_safety, involves_minor, opened_at)
       SELECT 'player', gen_random_uuid(), 'Paging ' || g, $1, g % 7 = 0, g % 3 = 0, now() - make_interval(mins => g % 5) FROM generate_series(1, 40) g`,
      [owner.userId],
    );
    const before = await queueIds();
    expect(new Set(before).size).toBe(before.length);
    const first = (await admin.get('/api/admin/reports').expect(200)).body as { results: Array<{ id: string }>; nextCursor: string };
    expect(first.results.map((c) => c.id)).toEqual(before.slice(0, first.results.length));
    expect(first.nextCursor).toEqual(expect.any(String));
    // The admin decides every case on page 1, then presses Load more.
    const pageOne = first.results.map((c) => c.id);
    for (let i = 0; i < pageOne.length; i += 20) {
      await admin.post('/api/admin/reports/bulk').send({ action: 'dismiss', caseIds: pageOne.slice(i, i + 20), reason: 'Paging test' }).expect(200);
    }
    const rest: string[] = [];
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const res: request.Response = await admin.get('/api/admin/reports').query({ cursor }).expect(200);
      rest.push(...(res.body.results as Array<{ id: string }>).map((c) => c.id));
      cursor = res.body.nextCursor;
    }
    expect(rest).toEqual(before.slice(pageOne.length));
    for (const bad of ['nope', Buffer.from('{"kind":"open"}').toString('base64url')]) {
      expect((await admin.get('/api/admin/reports').query({ cursor: bad }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    // Closed cases page newest decision first, by keyset too.
    const closed = (await admin.get('/api/admin/reports').query({ status: 'closed' }).expect(200)).body;
    if (closed.nextCursor) {
      const next = (await admin.get('/api/admin/reports').query({ status: 'closed', cursor: closed.nextCursor }).expect(200)).body;
      expect(next.results.some((c: { id: string }) => closed.results.some((d: { id: string }) => d.id === c.id))).toBe(false);
    }
  });

  it('the admin routes refuse other roles and visitors', async () => {
    const caseId = (await report(reporters[0]!.agent, 'player', (await newPlayer(t)).playerId).expect(201)).body.caseId;
    await request(t.server).get('/api/admin/reports').expect(401);
    await reporters[0]!.agent.get('/api/admin/reports').expect(403);
    await reporters[0]!.agent.post(`/api/admin/reports/${caseId}/hide`).send({ reason: 'x' }).expect(403);
    await reporters[0]!.agent.post('/api/admin/suspension-lifts').send({ userId: adminId, reason: 'x' }).expect(403);
    await admin.get('/api/admin/reports').query({ status: 'nope' }).expect(400);
  });
});
