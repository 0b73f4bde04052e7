import request from 'supertest';
import { WATCHLIST_CSV_COLUMNS, WATCHLIST_MESSAGES as M } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, type Agent } from './helpers';
import { freeRecruiter, paidRecruiter, playerWithPlan } from './recruiting-fixtures';

/** Watchlists (recruiter and admin): CRUD, players with notes, counts, CSV export, owner isolation. */
describe('watchlists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = async (agent: Agent, name: string) => (await agent.post('/api/watchlists').send({ name }).expect(201)).body;

  it('recruiter and admin only', async () => {
    await request(t.server).get('/api/watchlists').expect(401);
    const player = await playerWithPlan(t);
    const club = await paidRecruiter(t, { role: 'club' });
    const mentor = await signedIn(t.server, 'mentor@demo.fj');
    for (const agent of [player.agent, club.agent, mentor]) {
      const res = await agent.get('/api/watchlists').expect(403);
      expect(res.body.message).toBe('Only recruiters can access watchlist functionality.');
      await agent.post('/api/watchlists').send({ name: 'Nope' }).expect(403);
    }
    const admin = await signedIn(t.server, 'admin@demo.fj');
    const list = (await admin.get('/api/watchlists').expect(200)).body;
    expect(Array.isArray(list)).toBe(true);
  });

  it('create: name required (trimmed), unique per owner; rename; list newest first', async () => {
    const { agent } = await freeRecruiter(t);
    const blank = await agent.post('/api/watchlists').send({ name: '   ' }).expect(400);
    expect(blank.body.errors).toEqual({ name: 'Watchlist name is required' });
    await agent.post('/api/watchlists').send({}).expect(400);

    const first = await create(agent, '  Front row depth  ');
    expect(first).toEqual({ id: expect.any(String), name: 'Front row depth', createdAt: expect.any(String), updatedAt: expect.any(String), playerCount: 0, addedThisWeek: 0 });
    const dup = await agent.post('/api/watchlists').send({ name: 'FRONT ROW DEPTH' }).expect(409);
    expect(dup.body.message).toBe(M.duplicateName);
    const second = await create(agent, 'Sevens prospects');

    const renamed = (await agent.patch(`/api/watchlists/${first.id}`).send({ name: 'Props and hookers' }).expect(200)).body;
    expect(renamed).toMatchObject({ id: first.id, name: 'Props and hookers' });
    await agent.patch(`/api/watchlists/${first.id}`).send({ name: 'sevens PROSPECTS' }).expect(409);
    const blankRename = await agent.patch(`/api/watchlists/${first.id}`).send({ name: '' }).expect(400);
    expect(blankRename.body.errors.name).toBe(M.nameRequired);

    const list = (await agent.get('/api/watchlists').expect(200)).body;
    expect(list.map((w: { name: string }) => w.name)).toEqual(['Sevens prospects', 'Props and hookers']);
    expect(list[0].id).toBe(second.id);
    // another owner may reuse the name
    await create((await freeRecruiter(t)).agent, 'Sevens prospects');
  });

  it('add and remove players (visible ones only), notes, detail, counts by added_at', async () => {
    const { agent } = await paidRecruiter(t);
    const list = await create(agent, 'Deans Trophy');
    const a = await playerWithPlan(t, { firstName: 'Alipate' });
    const b = await playerWithPlan(t, { firstName: 'Bale' });
    const hidden = await playerWithPlan(t, { visibility: 'private' });
    const recruitersOnly = await playerWithPlan(t, { visibility: 'recruiters', firstName: 'Ropate' });

    const added = (await agent.post(`/api/watchlists/${list.id}/players`).send({ playerId: a.playerId, note: ' Strong in contact. ' }).expect(201)).body;
    expect(added).toMatchObject({ playerId: a.playerId, note: 'Strong in contact.', available: true, player: { id: a.playerId, user: { firstName: 'Alipate' }, positions: ['Hooker', 'Lock'] } });
    const dup = await agent.post(`/api/watchlists/${list.id}/players`).send({ playerId: a.playerId }).expect(409);
    expect(dup.body.message).toBe(M.alreadyInList);
    const missing = await agent.post(`/api/watchlists/${list.id}/players`).send({ playerId: hidden.playerId }).expect(404);
    expect(missing.body.message).toBe('Player Not Found');
    const noId = await agent.post(`/api/watchlists/${list.id}/players`).send({ note: 'x' }).expect(400);
    expect(noId.body.errors.playerId).toBe(M.playerRequired);
    await agent.post(`/api/watchlists/${list.id}/players`).send({ playerId: b.playerId }).expect(201);
    await agent.post(`/api/watchlists/${list.id}/players`).send({ playerId: recruitersOnly.playerId }).expect(201); // verified recruiter

    // one added 10 days ago: not "this week"
    await t.dataSource.query(`UPDATE watchlist_items SET added_at = now() - interval '10 days' WHERE watchlist_id = $1 AND player_id = $2`, [list.id, b.playerId]);
    const other = await create(agent, 'Second list');
    await agent.post(`/api/watchlists/${other.id}/players`).send({ playerId: a.playerId }).expect(201);

    const cards = (await agent.get('/api/watchlists').expect(200)).body;
    expect(cards.find((w: { id: string }) => w.id === list.id)).toMatchObject({ playerCount: 3, addedThisWeek: 2 });
    expect(cards.find((w: { id: string }) => w.id === other.id)).toMatchObject({ playerCount: 1, addedThisWeek: 1 });
    expect((await agent.get('/api/watchlists/summary').expect(200)).body).toEqual({ total: 2, playersTracked: 3, addedThisWeek: 2 });

    await agent.patch(`/api/watchlists/${list.id}/players/${b.playerId}`).send({ note: 'Ask coach about fitness.' }).expect(200);
    await t.dataSource.query(`UPDATE players SET visibility = 'private' WHERE id = $1`, [recruitersOnly.playerId]);
    const detail = (await agent.get(`/api/watchlists/${list.id}`).expect(200)).body;
    expect(detail).toMatchObject({ id: list.id, name: 'Deans Trophy', playerCount: 3 });
    expect(detail.players.map((p: { playerId: string; note: string | null; available: boolean }) => [p.playerId, p.note, p.available])).toEqual([
      [recruitersOnly.playerId, null, false],
      [a.playerId, 'Strong in contact.', true],
      [b.playerId, 'Ask coach about fitness.', true],
    ]);
    expect(detail.players[0].player).toBeNull();
    expect(JSON.stringify(detail)).not.toContain(a.contactEmail);

    await agent.delete(`/api/watchlists/${list.id}/players/${b.playerId}`).expect(200, { ok: true });
    const gone = await agent.delete(`/api/watchlists/${list.id}/players/${b.playerId}`).expect(404);
    expect(gone.body.message).toBe(M.notInList);
    expect((await agent.get(`/api/watchlists/${list.id}`).expect(200)).body.playerCount).toBe(2);
  });

  it("owner only: another recruiter's list answers 404 everywhere", async () => {
    const owner = await paidRecruiter(t);
    const intruder = await paidRecruiter(t);
    const list = await create(owner.agent, 'Private scouting');
    const p = await playerWithPlan(t);
    await owner.agent.post(`/api/watchlists/${list.id}/players`).send({ playerId: p.playerId }).expect(201);

    const base = `/api/watchlists/${list.id}`;
    await intruder.agent.get(base).expect(404);
    await intruder.agent.patch(base).send({ name: 'Mine now' }).expect(404);
    await intruder.agent.post(`${base}/players`).send({ playerId: p.playerId }).expect(404);
    await intruder.agent.delete(`${base}/players/${p.playerId}`).expect(404);
    await intruder.agent.get(`${base}/export.csv`).expect(404);
    await intruder.agent.delete(base).expect(404);
    expect((await intruder.agent.get('/api/watchlists').expect(200)).body).toEqual([]);
    expect((await owner.agent.get(base).expect(200)).body.players).toHaveLength(1);
  });

  it('export CSV: columns, escaping, formula guard; paid plans only', async () => {
    const { agent } = await paidRecruiter(t);
    const list = await create(agent, 'Export: test "list"');
    const p = await playerWithPlan(t, { firstName: 'Vilimone' });
    await t.dataSource.query(`UPDATE players SET school = 'Ratu Kadavulevu School, Lodoni', grad_year = 2026 WHERE id = $1`, [p.playerId]);
    await agent.post(`/api/watchlists/${list.id}/players`).send({ playerId: p.playerId, note: '=HYPERLINK("http://evil.test","click")' }).expect(201);

    const res = await agent.get(`/api/watchlists/${list.id}/export.csv`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="watchlist-export-test-list.csv"');
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(WATCHLIST_CSV_COLUMNS.join(','));
    const today = new Date().toISOString().slice(0, 10);
    expect(lines[1]).toBe(
      `Vilimone User,Hooker; Lock,"Ratu Kadavulevu School, Lodoni",Tailevu,2026,"'=HYPERLINK(""http://evil.test"",""click"")",${today},${t.config.publicUrl}/player/${p.playerId}`,
    );
    expect(lines).toHaveLength(3); // header, one row, trailing newline

    const free = await freeRecruiter(t);
    const freeList = await create(free.agent, 'Free list');
    const denied = await free.agent.get(`/api/watchlists/${freeList.id}/export.csv`).expect(403);
    expect(denied.body).toMatchObject({ upgradeRequired: true, message: M.upgradeToExport });
  });

  it('delete removes the list and its entries', async () => {
    const { agent } = await paidRecruiter(t);
    const list = await create(agent, 'Short-lived');
    const p = await playerWithPlan(t);
    await agent.post(`/api/watchlists/${list.id}/players`).send({ playerId: p.playerId }).expect(201);
    await agent.delete(`/api/watchlists/${list.id}`).expect(200, { ok: true });
    await agent.get(`/api/watchlists/${list.id}`).expect(404);
    expect(await t.dataSource.query(`SELECT 1 FROM watchlist_items WHERE watchlist_id = $1`, [list.id])).toEqual([]);
    expect((await agent.get('/api/watchlists').expect(200)).body).toEqual([]);
  });
});
