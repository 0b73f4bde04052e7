import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from './app.factory';
import { newPlayer } from './social-fixtures';

/** Deleting an account removes the files its rows pointed to, not only the rows (safeguarding). */
describe('account deletion removes stored files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("a deleted player's pictures and uploads are purged from storage", async () => {
    const player = await newPlayer(t);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0a7' } }).png().toBuffer();
    await player.agent.post('/api/players/profile-picture').attach('profilePicture', png, { filename: 'me.png', contentType: 'image/png' }).expect(201);
    const { uploadURL } = (await player.agent.post('/api/objects/upload').expect(200)).body as { uploadURL: string };
    const jpg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123' } }).jpeg().toBuffer();
    await player.agent.put(uploadURL).set('Content-Type', 'image/jpeg').send(jpg).expect((r) => expect(r.status).toBeLessThan(300));
    const uploadId = uploadURL.split('?')[0]!.split('/').pop()!;

    const pictures = join(t.config.storageDir, 'pictures', player.playerId);
    const original = join(t.config.storageDir, 'uploads', uploadId);
    expect(readdirSync(pictures).length).toBeGreaterThan(0);
    expect(existsSync(original)).toBe(true);

    await player.agent.delete('/api/account').send({ password: 'Sup3r-secret!' }).expect(200);
    // The purge is a queued job (Bull when REDIS_URL is set): wait for it, up to 10 s.
    const deadline = Date.now() + 10_000;
    while ((existsSync(pictures) || existsSync(original)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(pictures)).toBe(false);
    expect(existsSync(original)).toBe(false);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM players WHERE id = $1', [player.playerId]);
    expect(n).toBe(0);
  });
});
