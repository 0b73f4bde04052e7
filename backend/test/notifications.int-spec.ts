import request from 'supertest';
import { ActivitiesService } from '../src/modules/activities/services/activities.service';
import { NotificationsService } from '../src/modules/notifications/services/notifications.service';
import { createTestApp, type TestApp } from './app.factory';
import { signedUp } from './helpers';

describe('notifications and activities', () => {
  let t: TestApp;
  let notifications: NotificationsService;
  let activities: ActivitiesService;
  beforeAll(async () => {
    t = await createTestApp();
    notifications = t.app.get(NotificationsService);
    activities = t.app.get(ActivitiesService);
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    await request(t.server).get('/api/notifications').expect(401);
    await request(t.server).get('/api/activities').expect(401);
    await request(t.server).post('/api/notifications/read-all').expect(401);
  });

  it('lists newest first, marks one read, then all read', async () => {
    const { agent, id } = await signedUp(t.server);
    await notifications.notify(id, { type: 'interest_marked', title: 'First', message: 'one' });
    await new Promise((r) => setTimeout(r, 5));
    await notifications.notify(id, { type: 'highlight_added', title: 'Second', message: 'two' });
    await new Promise((r) => setTimeout(r, 5));
    await notifications.notify(id, { type: 'other', title: 'Third', message: 'three' });

    const list = (await agent.get('/api/notifications').expect(200)).body as Array<Record<string, unknown>>;
    expect(list.map((n) => n.title)).toEqual(['Third', 'Second', 'First']);
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'id', 'isRead', 'message', 'title', 'type']);
    expect(list.every((n) => n.isRead === false)).toBe(true);

    await agent.post(`/api/notifications/${list[1]!.id}/read`).expect(200, { ok: true });
    const after = (await agent.get('/api/notifications').expect(200)).body as Array<{ title: string; isRead: boolean }>;
    expect(after.map((n) => [n.title, n.isRead])).toEqual([['Third', false], ['Second', true], ['First', false]]);

    await agent.post('/api/notifications/read-all').expect(200, { ok: true });
    const all = (await agent.get('/api/notifications').expect(200)).body as Array<{ isRead: boolean }>;
    expect(all.every((n) => n.isRead)).toBe(true);
  });

  it("cannot mark someone else's notification (404) and a bad id is 400", async () => {
    const a = await signedUp(t.server);
    const b = await signedUp(t.server);
    const nid = await notifications.notify(a.id, { type: 'other', title: 'Private', message: 'x' });
    await b.agent.post(`/api/notifications/${nid}/read`).expect(404);
    await b.agent.post('/api/notifications/00000000-0000-4000-8000-000000000000/read').expect(404);
    const bad = await b.agent.post('/api/notifications/not-a-uuid/read').expect(400);
    expect(bad.body.statusCode).toBe(400);
  });

  it('respects the Profile Views preference (off by default)', async () => {
    const { agent, id } = await signedUp(t.server);
    expect(await notifications.notify(id, { type: 'profile_view', title: 'Viewed', message: 'Someone viewed your profile' })).toBeNull();
    await agent.put('/api/account/notification-preferences').send({ emailNotifications: true, newMessages: true, profileViews: true }).expect(200);
    expect(await notifications.notify(id, { type: 'profile_view', title: 'Viewed', message: 'Someone viewed your profile' })).toBeTruthy();
    expect((await agent.get('/api/notifications').expect(200)).body).toHaveLength(1);
  });

  it('fans out to many users through the notifications.fanout job', async () => {
    const a = await signedUp(t.server);
    const b = await signedUp(t.server);
    await notifications.fanout([a.id, b.id], { type: 'other', title: 'Broadcast', message: 'hello' });
    await waitFor(async () => (await b.agent.get('/api/notifications')).body.length === 1);
    expect((await a.agent.get('/api/notifications').expect(200)).body[0].title).toBe('Broadcast');
  });

  it('activities: newest first, at most 20, only mine', async () => {
    const { agent, id } = await signedUp(t.server);
    const other = await signedUp(t.server);
    for (let i = 1; i <= 22; i++) {
      await activities.record(id, { type: i % 2 ? 'achievement_add' : 'highlight_upload', title: `Activity ${i}`, description: `d${i}` });
    }
    await activities.record(other.id, { type: 'other', title: 'Not mine' });
    const list = (await agent.get('/api/activities').expect(200)).body as Array<Record<string, unknown>>;
    expect(list).toHaveLength(20);
    expect(list[0]!.title).toBe('Activity 22');
    expect(Object.keys(list[0]!).sort()).toEqual(['createdAt', 'description', 'id', 'title', 'type']);
    expect(list.some((a) => a.title === 'Not mine')).toBe(false);
  });

  it('account changes are recorded as activity', async () => {
    const { agent } = await signedUp(t.server);
    const titles = (await agent.get('/api/activities').expect(200)).body.map((a: { title: string }) => a.title);
    expect(titles).toContain('Account created');
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
