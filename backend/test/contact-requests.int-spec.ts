import request from 'supertest';
import { CONTACT_DECLINE_COOLDOWN_DAYS, CONTACT_REQUEST_MESSAGES as M, CONTACT_REQUEST_NOTIFICATIONS as N, ORGANIZATION_MESSAGES } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, type Agent, grantPlan, anyRequestId } from './helpers';
import { freeRecruiter, mailsTo, notificationsOf, paidRecruiter, playerWithPlan } from './recruiting-fixtures';

/** Contact requests: send, lists, approve/decline, withdraw, follow-up, recruiter view (docs/decisions.md). */
describe('contact requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (agent: Agent, player: { userId: string; playerId: string }, message = 'Bula! We would like to invite you to our trials.') =>
    agent.post('/api/contact-requests').send({ toUser: player.userId, playerId: player.playerId, message });

  it('needs a session', async () => {
    await request(t.server).post('/api/contact-requests').send({}).expect(401);
    await request(t.server).get('/api/contact-requests').expect(401);
    await request(t.server).get('/api/me/contact-requests').expect(401);
    await request(t.server).get('/api/recruiter/contacts').expect(401);
  });

  it("validates with the spec's messages", async () => {
    const recruiter = await paidRecruiter(t);
    const player = await playerWithPlan(t);
    const blank = await recruiter.agent
      .post('/api/contact-requests')
      .send({ toUser: player.userId, playerId: player.playerId, message: '   ' })
      .expect(400);
    expect(blank.body.errors).toEqual({ message: 'Please enter a message for your contact request' });
    expect(M.messageRequiredTitle).toBe('Message required');

    const unknown = await recruiter.agent.post('/api/contact-requests').send({ message: 'Hi' }).expect(400);
    expect(unknown.body.errors).toEqual({
      toUser: 'Unable to send contact request - player information not available',
      playerId: 'Unable to send contact request - player information not available',
    });
  });

  it('refuses a player that is unknown, not visible, or not owned by toUser (404, same message)', async () => {
    const recruiter = await paidRecruiter(t, { verified: false });
    const open = await playerWithPlan(t);
    const hidden = await playerWithPlan(t, { visibility: 'private' });
    const recruitersOnly = await playerWithPlan(t, { visibility: 'recruiters' });
    const cases = [
      { toUser: open.userId, playerId: '00000000-0000-4000-8000-000000000000' },
      { toUser: hidden.userId, playerId: hidden.playerId },
      { toUser: recruitersOnly.userId, playerId: recruitersOnly.playerId }, // sender not verified
      { toUser: hidden.userId, playerId: open.playerId },
    ];
    for (const body of cases) {
      const res = await recruiter.agent.post('/api/contact-requests').send({ ...body, message: 'Hello' }).expect(404);
      expect(res.body.message).toBe(M.playerUnavailable);
    }
    await send(recruiter.agent, open).expect(201);
  });

  it('needs canContact (403 with upgradeRequired) and a contacting role', async () => {
    const player = await playerWithPlan(t);
    const free = await freeRecruiter(t);
    const res = await send(free.agent, player).expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, code: 'UPGRADE_REQUIRED', upgradeRequired: true, message: M.upgradeToContact });

    const otherPlayer = await playerWithPlan(t, { paid: true });
    const asPlayer = await send(otherPlayer.agent, player).expect(403);
    expect(asPlayer.body.message).toBe(M.senderRoleRequired);
    expect(await t.dataSource.query(`SELECT 1 FROM contact_requests WHERE player_id = $1`, [player.playerId])).toEqual([]);

    const mentor = await signedIn(t.server, 'mentor@demo.fj'); // Mentor Pro: paid
    await send(mentor, player).expect(201);
  });

  it('send -> received and sent lists, one pending request per sender and player, a notification to the player', async () => {
    const recruiter = await paidRecruiter(t, { firstName: 'Sefo' });
    const player = await playerWithPlan(t, { firstName: 'Jone' });
    const created = (await send(recruiter.agent, player, '  Trials on Saturday at Albert Park.  ').expect(201)).body;
    expect(created).toMatchObject({
      status: 'pending',
      message: 'Trials on Saturday at Albert Park.',
      respondedAt: null,
      fromUser: { id: recruiter.userId, firstName: 'Sefo', role: 'recruiter' },
      toUser: { id: player.userId, firstName: 'Jone', role: 'player' },
      player: { id: player.playerId, school: 'Queen Victoria School', positions: ['Hooker', 'Lock'], user: { firstName: 'Jone' } },
    });

    const dup = await send(recruiter.agent, player).expect(409);
    expect(dup.body.message).toBe(M.duplicatePending);

    const received = (await player.agent.get('/api/contact-requests').expect(200)).body;
    expect(received.map((r: { id: string }) => r.id)).toEqual([created.id]);
    expect(Object.keys(received[0]).sort()).toEqual(
      ['createdAt', 'fromUser', 'id', 'lastFollowUpAt', 'message', 'nextFollowUpAt', 'player', 'respondedAt', 'status', 'toUser'],
    );
    expect(JSON.stringify(received)).not.toContain(player.contactEmail);
    expect((await player.agent.get('/api/me/contact-requests').expect(200)).body).toEqual([]);
    const sent = (await recruiter.agent.get('/api/me/contact-requests').expect(200)).body;
    expect(sent.map((r: { id: string }) => r.id)).toEqual([created.id]);
    expect((await recruiter.agent.get('/api/contact-requests').expect(200)).body).toEqual([]);

    const notes = await notificationsOf(t, player.userId);
    expect(notes).toEqual([
      { type: 'contact_request', title: N.receivedTitle, message: N.received('Sefo User'), related_user_id: recruiter.userId },
    ]);
  });

  it('a request to a minor also mails the guardian (durable job) and masks contact fields until approved', async () => {
    const recruiter = await paidRecruiter(t, { firstName: 'Waisale' });
    const minor = await playerWithPlan(t, { age: 17, firstName: 'Mosese' });
    expect(minor.guardianEmail).toBeTruthy();
    const created = (await send(recruiter.agent, minor, 'We would love Mosese at our U18 camp.').expect(201)).body;

    const mails = await mailsTo(t, minor.guardianEmail!);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Contact request for Mosese on Fiji Rugby Talent');
    expect(mails[0]).toContain('We would love Mosese at our U18 camp.');
    expect(mails[0]).toContain('Waisale User');
    await t.jobs.drain();
    const jobs = await t.dataSource.query(`SELECT status FROM job_records WHERE name = 'mail.guardian-contact' AND payload->>'contactRequestId' = $1`, [created.id]);
    expect(jobs).toEqual([{ status: 'done' }]);
    expect((await notificationsOf(t, minor.userId))[0]!.message).toBe(N.receivedMinor('Waisale User'));

    // an adult's request: no guardian mail
    const adult = await playerWithPlan(t);
    await send(recruiter.agent, adult).expect(201);

    const list = (await recruiter.agent.get('/api/recruiter/contacts').expect(200)).body.results;
    const toMinor = list.find((r: { id: string }) => r.id === created.id);
    expect(toMinor).toMatchObject({ playerName: 'Mosese User', position: 'Hooker', school: 'Queen Victoria School', playerEmail: null, contactNote: 'Contact via request', status: 'pending' });
    expect(toMinor).not.toHaveProperty('playerPhone');
    const toAdult = list.find((r: { playerId: string }) => r.playerId === adult.playerId);
    expect(toAdult).toMatchObject({ playerEmail: adult.contactEmail, playerPhone: adult.contactPhone });
    expect(toAdult).not.toHaveProperty('contactNote');
  });

  it('approve/decline: recipient only, approve needs a paid plan, decline always allowed, pending only', async () => {
    const recruiter = await paidRecruiter(t, { firstName: 'Isoa' });
    const stranger = await paidRecruiter(t);
    const freeMinor = await playerWithPlan(t, { age: 17, firstName: 'Ratu' });
    const created = (await send(recruiter.agent, freeMinor).expect(201)).body;

    await freeMinor.agent.patch('/api/contact-requests/00000000-0000-4000-8000-000000000000').send({ status: 'declined' }).expect(404);
    const bad = await freeMinor.agent.patch(`/api/contact-requests/${created.id}`).send({ status: 'maybe' }).expect(400);
    expect(bad.body.errors).toEqual({ status: M.statusInvalid });
    for (const agent of [recruiter.agent, stranger.agent]) {
      const res = await agent.patch(`/api/contact-requests/${created.id}`).send({ status: 'approved' }).expect(403);
      expect(res.body.message).toBe(M.recipientOnly);
    }
    const approve = await freeMinor.agent.patch(`/api/contact-requests/${created.id}`).send({ status: 'approved' }).expect(403);
    expect(approve.body).toMatchObject({ upgradeRequired: true, message: M.upgradeToRespond });

    const declined = (await freeMinor.agent.patch(`/api/contact-requests/${created.id}`).send({ status: 'declined' }).expect(200)).body;
    expect(declined.status).toBe('declined');
    expect(Date.parse(declined.respondedAt)).toBeGreaterThan(Date.now() - 60_000);
    const again = await freeMinor.agent.patch(`/api/contact-requests/${created.id}`).send({ status: 'declined' }).expect(409);
    expect(again.body.message).toBe(M.alreadyAnswered);
    expect((await notificationsOf(t, recruiter.userId))[0]).toMatchObject({
      type: 'contact_request_update', title: N.declinedTitle, message: N.declined('Ratu User'), related_user_id: freeMinor.userId,
    });
    // a decline holds the sender off for the cooldown (below)
    await send(recruiter.agent, freeMinor).expect(429);
  });

  it('after a decline the same sender cannot contact that player (or mail the guardian) for 30 days; others can', async () => {
    expect(CONTACT_DECLINE_COOLDOWN_DAYS).toBe(30);
    const recruiter = await paidRecruiter(t, { firstName: 'Tevita' });
    const other = await paidRecruiter(t);
    const minor = await playerWithPlan(t, { age: 17, firstName: 'Litia' });
    const adult = await playerWithPlan(t);
    const first = (await send(recruiter.agent, minor).expect(201)).body;
    expect(await mailsTo(t, minor.guardianEmail!)).toHaveLength(1);
    const declined = (await minor.agent.patch(`/api/contact-requests/${first.id}`).send({ status: 'declined' }).expect(200)).body;

    const again = await send(recruiter.agent, minor, 'Please reconsider').expect(429);
    const until = new Date(Date.parse(declined.respondedAt) + 30 * 24 * 3600 * 1000).toISOString();
    expect(again.body).toEqual(anyRequestId({ statusCode: 429, code: 'CONTACT_COOLDOWN', message: M.contactCooldown(until), nextContactAt: until }));
    expect(again.body.message).toMatch(/30 days/);
    expect(again.body.message).toContain(until.slice(0, 10));
    // nothing stored, nobody notified or mailed again
    expect(await t.dataSource.query(`SELECT status FROM contact_requests WHERE from_user_id = $1`, [recruiter.userId])).toEqual([{ status: 'declined' }]);
    await t.jobs.drain();
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(t, minor.guardianEmail!, 0)).toHaveLength(1);
    expect((await notificationsOf(t, minor.userId)).filter((n) => n.title === N.receivedTitle)).toHaveLength(1);

    // another sender may still write; the cooldown is per sender and player, adults included
    await send(other.agent, minor).expect(201);
    const toAdult = (await send(recruiter.agent, adult).expect(201)).body;
    await adult.agent.patch(`/api/contact-requests/${toAdult.id}`).send({ status: 'declined' }).expect(200);
    expect((await send(recruiter.agent, adult).expect(429)).body.code).toBe('CONTACT_COOLDOWN');

    // once the 30 days have passed, one new request is allowed
    await t.dataSource.query(`UPDATE contact_requests SET responded_at = now() - interval '30 days 1 minute' WHERE id = $1`, [first.id]);
    await send(recruiter.agent, minor).expect(201);
  });

  it("approving a minor's request opens their contact fields to that sender only", async () => {
    const approvedSender = await paidRecruiter(t);
    const otherSender = await paidRecruiter(t);
    const paidMinor = await playerWithPlan(t, { age: 17, paid: true, firstName: 'Semi' });
    const mine = (await send(approvedSender.agent, paidMinor).expect(201)).body;
    await send(otherSender.agent, paidMinor).expect(201);

    const ok = (await paidMinor.agent.patch(`/api/contact-requests/${mine.id}`).send({ status: 'approved' }).expect(200)).body;
    expect(ok).toMatchObject({ id: mine.id, status: 'approved' });
    expect((await notificationsOf(t, approvedSender.userId))[0]).toMatchObject({ title: N.approvedTitle, message: N.approved('Semi User') });

    const seen = (await approvedSender.agent.get('/api/recruiter/contacts').expect(200)).body.results[0];
    expect(seen).toMatchObject({ status: 'approved', playerEmail: paidMinor.contactEmail, playerPhone: paidMinor.contactPhone });
    const masked = (await otherSender.agent.get('/api/recruiter/contacts').expect(200)).body.results[0];
    expect(masked).toMatchObject({ status: 'pending', playerEmail: null, contactNote: 'Contact via request' });
    expect(JSON.stringify(masked)).not.toContain(paidMinor.contactPhone);
  });

  it('withdraw: sender only, pending only; the request is gone', async () => {
    const recruiter = await paidRecruiter(t);
    const player = await playerWithPlan(t);
    const created = (await send(recruiter.agent, player).expect(201)).body;
    const byRecipient = await player.agent.delete(`/api/contact-requests/${created.id}`).expect(403);
    expect(byRecipient.body.message).toBe(M.senderOnlyWithdraw);
    await recruiter.agent.delete(`/api/contact-requests/${created.id}`).expect(200, { ok: true });
    expect((await player.agent.get('/api/contact-requests').expect(200)).body).toEqual([]);
    await recruiter.agent.delete(`/api/contact-requests/${created.id}`).expect(404);

    const second = (await send(recruiter.agent, player).expect(201)).body;
    await player.agent.patch(`/api/contact-requests/${second.id}`).send({ status: 'declined' }).expect(200);
    const late = await recruiter.agent.delete(`/api/contact-requests/${second.id}`).expect(409);
    expect(late.body.message).toBe(M.withdrawPendingOnly);
  });

  it('follow-up: sender only, pending only, at most once per 7 days, reminds the recipient', async () => {
    const recruiter = await paidRecruiter(t, { firstName: 'Kini' });
    const player = await playerWithPlan(t);
    const created = (await send(recruiter.agent, player).expect(201)).body;
    expect(created.nextFollowUpAt).toBeNull();

    await player.agent.post(`/api/contact-requests/${created.id}/follow-up`).expect(403);
    const first = (await recruiter.agent.post(`/api/contact-requests/${created.id}/follow-up`).expect(200)).body;
    expect(Date.parse(first.nextFollowUpAt) - Date.parse(first.lastFollowUpAt)).toBe(7 * 24 * 3600 * 1000);
    expect((await notificationsOf(t, player.userId))[0]).toMatchObject({ type: 'contact_request', title: N.followUpTitle, message: N.followUp('Kini User') });

    const tooSoon = await recruiter.agent.post(`/api/contact-requests/${created.id}/follow-up`).expect(429);
    expect(tooSoon.body.nextFollowUpAt).toBe(first.nextFollowUpAt);
    expect(tooSoon.body.message).toBe(M.followUpTooSoon(first.nextFollowUpAt));
    expect((await notificationsOf(t, player.userId)).filter((n) => n.title === N.followUpTitle)).toHaveLength(1);
    const sent = (await recruiter.agent.get('/api/me/contact-requests').expect(200)).body[0];
    expect(sent.nextFollowUpAt).toBe(first.nextFollowUpAt);

    await t.dataSource.query(`UPDATE contact_requests SET last_follow_up_at = now() - interval '8 days' WHERE id = $1`, [created.id]);
    await recruiter.agent.post(`/api/contact-requests/${created.id}/follow-up`).expect(200);
    expect((await notificationsOf(t, player.userId)).filter((n) => n.title === N.followUpTitle)).toHaveLength(2);

    await player.agent.patch(`/api/contact-requests/${created.id}`).send({ status: 'declined' }).expect(200);
    const closed = await recruiter.agent.post(`/api/contact-requests/${created.id}/follow-up`).expect(409);
    expect(closed.body.message).toBe(M.followUpPendingOnly);
  });

  it('recruiter view: stats with the response-rate formula; recruiting roles and admin only', async () => {
    const recruiter = await paidRecruiter(t, { role: 'club' });
    const empty = (await recruiter.agent.get('/api/recruiter/contacts').expect(200)).body;
    expect(empty).toEqual({ results: [], stats: { totalSent: 0, pending: 0, approved: 0, declined: 0, responseRate: 0 } });

    const players = [];
    for (let i = 0; i < 3; i++) players.push(await playerWithPlan(t, { paid: true }));
    const ids = [];
    for (const p of players) ids.push((await send(recruiter.agent, p).expect(201)).body.id);
    await players[0]!.agent.patch(`/api/contact-requests/${ids[0]}`).send({ status: 'approved' }).expect(200);
    await players[1]!.agent.patch(`/api/contact-requests/${ids[1]}`).send({ status: 'declined' }).expect(200);
    const body = (await recruiter.agent.get('/api/recruiter/contacts').expect(200)).body;
    expect(body.stats).toEqual({ totalSent: 3, pending: 1, approved: 1, declined: 1, responseRate: 67 });
    expect(body.results.map((r: { id: string }) => r.id)).toEqual([...ids].reverse());

    const player = await playerWithPlan(t);
    const mentor = await signedIn(t.server, 'mentor@demo.fj');
    for (const agent of [player.agent, mentor]) {
      const res = await agent.get('/api/recruiter/contacts').expect(403);
      expect(res.body.message).toBe(M.recruitersOnly);
    }
    await (await signedIn(t.server, 'admin@demo.fj')).get('/api/recruiter/contacts').expect(200);
  });

  it('a free recruiter sees no contact fields of old requests', async () => {
    const recruiter = await paidRecruiter(t);
    const adult = await playerWithPlan(t);
    await send(recruiter.agent, adult).expect(201);
    await grantPlan(t.dataSource, recruiter.userId, 'free');
    const row = (await recruiter.agent.get('/api/recruiter/contacts').expect(200)).body.results[0];
    expect(row).toMatchObject({ playerEmail: null, contactNote: ORGANIZATION_MESSAGES.previewContactNote });
    expect(row).not.toHaveProperty('playerPhone');
  });

  it('a recruiter whose plan lapsed keeps the contact fields of a player who approved them, as on the profile', async () => {
    const recruiter = await paidRecruiter(t);
    const adult = await playerWithPlan(t, { paid: true });
    const created = (await send(recruiter.agent, adult).expect(201)).body;
    await adult.agent.patch(`/api/contact-requests/${created.id}`).send({ status: 'approved' }).expect(200);
    await grantPlan(t.dataSource, recruiter.userId, 'free');
    const row = (await recruiter.agent.get('/api/recruiter/contacts').expect(200)).body.results[0];
    expect(row).toMatchObject({ status: 'approved', playerEmail: adult.contactEmail, playerPhone: adult.contactPhone });
    const profile = (await recruiter.agent.get(`/api/players/${adult.playerId}`).expect(200)).body;
    expect(profile).toMatchObject({ contactEmail: adult.contactEmail, contactPhone: adult.contactPhone });
  });

  it('the sent list hides the player block of a profile that became private', async () => {
    const recruiter = await paidRecruiter(t);
    const player = await playerWithPlan(t);
    await send(recruiter.agent, player).expect(201);
    await t.dataSource.query(`UPDATE players SET visibility = 'private' WHERE id = $1`, [player.playerId]);
    const [sent] = (await recruiter.agent.get('/api/me/contact-requests').expect(200)).body;
    expect(sent.player).toBeNull();
    const [received] = (await player.agent.get('/api/contact-requests').expect(200)).body;
    expect(received.player).toMatchObject({ id: player.playerId });
  });
});
