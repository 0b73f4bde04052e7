import request from 'supertest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, signedUp, uniqueEmail } from './helpers';

describe('account (Profile Settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    await request(t.server).patch('/api/account').send({ firstName: 'A', lastName: 'B', email: 'a@b.co' }).expect(401);
    await request(t.server).get('/api/account/notification-preferences').expect(401);
  });

  it('PATCH /api/account edits the details and returns the user', async () => {
    const { agent } = await signedUp(t.server);
    const email = uniqueEmail('renamed');
    const res = await agent.patch('/api/account').send({ firstName: 'Waisale', lastName: 'Serevi', email, phone: '+679 123 4567' }).expect(200);
    expect(res.body.user).toMatchObject({ firstName: 'Waisale', lastName: 'Serevi', fullName: 'Waisale Serevi', email, phone: '+679 123 4567' });
    expect((await agent.get('/api/auth/user').expect(200)).body.email).toBe(email);
    // phone cleared with an empty string
    const cleared = await agent.patch('/api/account').send({ firstName: 'Waisale', lastName: 'Serevi', email, phone: '' }).expect(200);
    expect(cleared.body.user.phone).toBeNull();
  });

  it('PATCH /api/account validates and refuses a taken email', async () => {
    const { agent } = await signedUp(t.server);
    const bad = await agent.patch('/api/account').send({ firstName: '', lastName: 'X', email: 'not-an-email' }).expect(400);
    expect(bad.body.errors).toEqual({ firstName: 'First name is required', email: 'Valid email is required' });
    const taken = await agent.patch('/api/account').send({ firstName: 'A', lastName: 'B', email: 'mentor@demo.fj' }).expect(409);
    expect(taken.body.errors).toEqual({ email: 'An account with this email already exists' });
  });

  it('POST /api/account/password changes the password and ends other sessions', async () => {
    const { agent, email, password } = await signedUp(t.server);
    const other = request.agent(t.server);
    await other.post('/api/auth/login').send({ email, password }).expect(200);
    const wrong = await agent.post('/api/account/password').send({ currentPassword: 'nope', newPassword: 'Another-pass1' }).expect(400);
    expect(wrong.body.errors).toEqual({ currentPassword: 'Current password is incorrect' });
    const short = await agent.post('/api/account/password').send({ currentPassword: password, newPassword: 'short' }).expect(400);
    expect(short.body.errors).toEqual({ newPassword: 'Password must be at least 8 characters' });
    await agent.post('/api/account/password').send({ currentPassword: password, newPassword: 'Another-pass1' }).expect(200, { ok: true });
    await agent.get('/api/auth/user').expect(200); // this session stays
    await other.get('/api/auth/user').expect(401); // the other one ended
    await request(t.server).post('/api/auth/login').send({ email, password }).expect(401);
    await request(t.server).post('/api/auth/login').send({ email, password: 'Another-pass1' }).expect(200);
    await t.dataSource.query('DELETE FROM rate_limit_counters');
  });

  it('DELETE /api/account needs the password, deletes the user and its data, ends the session', async () => {
    const { agent, email, password, id } = await signedUp(t.server);
    await t.dataSource.query(`INSERT INTO notifications (user_id, type, title, message) VALUES ($1, 'other', 't', 'm')`, [id]);
    await agent.delete('/api/account').send({ password: 'wrong' }).expect(400);
    await agent.delete('/api/account').send({ password }).expect(200, { ok: true });
    await agent.get('/api/auth/user').expect(401);
    expect(await t.dataSource.query('SELECT 1 FROM users WHERE id = $1', [id])).toHaveLength(0);
    expect(await t.dataSource.query('SELECT 1 FROM notifications WHERE user_id = $1', [id])).toHaveLength(0);
    expect(await t.dataSource.query('SELECT 1 FROM activities WHERE user_id = $1', [id])).toHaveLength(0);
    await request(t.server).post('/api/auth/login').send({ email, password }).expect(401);
    await t.dataSource.query('DELETE FROM rate_limit_counters');
  });

  it('notification preferences: defaults, saved, validated', async () => {
    const { agent } = await signedUp(t.server);
    expect((await agent.get('/api/account/notification-preferences').expect(200)).body).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const next = { emailNotifications: false, newMessages: true, profileViews: true };
    expect((await agent.put('/api/account/notification-preferences').send(next).expect(200)).body).toEqual(next);
    expect((await agent.get('/api/account/notification-preferences').expect(200)).body).toEqual(next);
    const bad = await agent.put('/api/account/notification-preferences').send({ emailNotifications: 'yes', newMessages: true }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['emailNotifications', 'profileViews']);
  });

  it('demo accounts can read their preferences', async () => {
    const agent = await signedIn(t.server, 'recruiter.free@demo.fj');
    await agent.get('/api/account/notification-preferences').expect(200);
  });
});
