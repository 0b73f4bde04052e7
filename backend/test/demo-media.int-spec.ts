import { FileStore } from '../src/core/storage';
import { seedDemoMedia } from '../src/database/seed/demo-media';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn } from './helpers';

/** npm start gives the seeded highlights real posters and a playable clip, served like uploads. */
describe('demo media for seeded highlights', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeded highlights get a poster and a playable H.264 file; a second run changes nothing', async () => {
    const changed = await seedDemoMedia(t.dataSource, t.app.get(FileStore), t.config.ffmpegPath);
    expect(changed).toBeGreaterThan(0);
    expect(await seedDemoMedia(t.dataSource, t.app.get(FileStore), t.config.ffmpegPath)).toBe(0);

    const [paid] = await t.dataSource.query(`SELECT p.id FROM players p JOIN users u ON u.id = p.user_id WHERE u.email = 'player.paid@demo.fj'`);
    const owner = await signedIn(t.server, 'player.paid@demo.fj');
    const list = (await owner.get(`/api/highlights/player/${paid.id}`).expect(200)).body as Array<{ contentType: string; media: { poster: string; playable: string; playableBytes: number | null } }>;
    const video = list.find((h) => h.contentType === 'video');
    expect(video).toBeDefined();
    const poster = await owner.get(video!.media.poster).expect(200);
    expect(poster.headers['content-type']).toBe('image/webp');
    const clip = await owner.get(video!.media.playable).set('Range', 'bytes=0-99').expect(206);
    expect(clip.headers['content-type']).toBe('video/mp4');
    expect(Number(clip.headers['content-length'])).toBe(100);
    // Its size before play (no HLS for the demo clip): the stored object's bytes, as the file is served.
    const stored = (await t.app.get(FileStore).stat('demo/clip.mp4'))!.size;
    expect(video!.media.playableBytes).toBe(stored);
    expect(clip.headers['content-range']).toBe(`bytes 0-99/${stored}`);
  });

  it('rows seeded before sizes were recorded get the clip’s size once; the next run changes nothing', async () => {
    const store = t.app.get(FileStore);
    const stored = (await store.stat('demo/clip.mp4'))!.size;
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM highlights WHERE playable_path = 'demo/clip.mp4'`);
    expect(n).toBeGreaterThan(0);
    await t.dataSource.query(`UPDATE highlights SET playable_bytes = NULL WHERE playable_path = 'demo/clip.mp4'`);

    expect(await seedDemoMedia(t.dataSource, store, t.config.ffmpegPath)).toBe(n);
    const sizes = await t.dataSource.query(`SELECT DISTINCT playable_bytes::int AS bytes FROM highlights WHERE playable_path = 'demo/clip.mp4'`);
    expect(sizes).toEqual([{ bytes: stored }]);
    expect(await seedDemoMedia(t.dataSource, store, t.config.ffmpegPath)).toBe(0);
  });
});
