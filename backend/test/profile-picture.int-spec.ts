import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { LIMITS, PROFILE_PICTURE_SIZES } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, signedUp, type Agent, anyRequestId, sansRequestId } from './helpers';
import { newAccount, newPlayer, type TestPlayer } from './social-fixtures';

const INVALID_TYPE = anyRequestId({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid file type', errors: { profilePicture: 'Please select a JPG, PNG, or WEBP image.' } });
const TOO_LARGE = anyRequestId({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File too large', errors: { profilePicture: 'Please select an image smaller than 10MB.' } });

/** A real image of the given format (a gradient, so it is not trivially compressible). */
async function image(format: 'png' | 'jpeg' | 'webp', width = 1200, height = 800): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const px = i / 3;
    raw[i] = (px % width) % 256;
    raw[i + 1] = Math.floor(px / width) % 256;
    raw[i + 2] = (px * 7) % 256;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

interface PictureBody {
  profilePicture: string;
  profilePictureSet: { sizes: Record<string, string>; srcset: string };
}

describe('profile picture (POST /api/players/profile-picture)', () => {
  let t: TestApp;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    player = await newPlayer(t);
  });
  afterAll(() => t.close());

  const upload = (agent: Agent, bytes: Buffer, filename: string, contentType: string) =>
    agent.post('/api/players/profile-picture').attach('profilePicture', bytes, { filename, contentType });

  /** Fetches every size through its URL and checks it is a square WebP of that width, cached privately. */
  async function expectStoredSizes(agent: Agent, body: PictureBody): Promise<void> {
    expect(Object.keys(body.profilePictureSet.sizes).sort()).toEqual(PROFILE_PICTURE_SIZES.map(String).sort());
    for (const size of PROFILE_PICTURE_SIZES) {
      const url = body.profilePictureSet.sizes[String(size)]!;
      expect(body.profilePictureSet.srcset).toContain(`${url} ${size}w`);
      const res = await agent.get(url).buffer(true).parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      }).expect(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/^private, /);
      expect(res.headers['vary']).toMatch(/Cookie/);
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size, height: size });
      expect(meta.exif).toBeUndefined();
      // a browser revalidating its copy gets 304 without the bytes
      await agent.get(url).set('If-None-Match', res.headers['etag'] as string).expect(304);
    }
    expect(body.profilePicture).toBe(body.profilePictureSet.sizes['256']);
  }

  it.each([
    ['png', 'image/png', 'team-photo.png'],
    ['jpeg', 'image/jpeg', 'team-photo.jpg'],
    ['webp', 'image/webp', 'team-photo.webp'],
  ] as const)('a real %s is accepted and stored as 96/256/512 px WebP', async (format, type, name) => {
    const res = await upload(player.agent, await image(format), name, type).expect(201);
    await expectStoredSizes(player.agent, res.body as PictureBody);
    const profile = (await player.agent.get('/api/players/me').expect(200)).body;
    expect(profile.profilePicture).toBe(res.body.profilePicture);
    expect(profile.profilePictureSet).toEqual(res.body.profilePictureSet);
    expect(profile.user.profileImageUrl).toBe(res.body.profilePicture);
  });

  it('the content decides, not the name or declared type (a PNG named .txt is fine)', async () => {
    const res = await upload(player.agent, await image('png', 300, 300), 'notes.txt', 'text/plain').expect(201);
    await expectStoredSizes(player.agent, res.body as PictureBody);
  });

  it('camera metadata (EXIF) is not kept', async () => {
    const withExif = await sharp(await image('jpeg', 640, 480)).withExif({ IFD0: { Copyright: 'Home address 12 Ratu Sukuna Rd' } }).jpeg().toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload(player.agent, withExif, 'me.jpg', 'image/jpeg').expect(201);
    await expectStoredSizes(player.agent, res.body as PictureBody);
  });

  it('replacing the picture removes the old files; activity profile_picture_upload is recorded', async () => {
    const first = (await upload(player.agent, await image('png', 400, 400), 'a.png', 'image/png').expect(201)).body as PictureBody;
    const second = (await upload(player.agent, await image('jpeg', 400, 400), 'b.jpg', 'image/jpeg').expect(201)).body as PictureBody;
    expect(second.profilePicture).not.toBe(first.profilePicture);
    for (const size of PROFILE_PICTURE_SIZES) {
      await player.agent.get(first.profilePictureSet.sizes[String(size)]!).expect(404);
      await player.agent.get(second.profilePictureSet.sizes[String(size)]!).expect(200);
    }
    const folder = join(t.config.storageDir, 'pictures', player.playerId);
    const version = (u: string) => /\/([a-f0-9]{32})-\d+\.webp$/.exec(u)![1];
    expect(existsSync(join(folder, `${version(first.profilePicture)}-256.webp`))).toBe(false);
    expect(existsSync(join(folder, `${version(second.profilePicture)}-256.webp`))).toBe(true);
    const activities = (await player.agent.get('/api/activities').expect(200)).body as Array<{ type: string }>;
    expect(activities[0]!.type).toBe('profile_picture_upload');
  });

  it('a renamed text file is refused with the spec message, and nothing changes', async () => {
    const before = (await player.agent.get('/api/players/me').expect(200)).body.profilePicture;
    const text = Buffer.from('This is not a picture, just some text saved as photo.jpg\n'.repeat(50));
    const res = await upload(player.agent, text, 'photo.jpg', 'image/jpeg').expect(400);
    expect(res.body).toEqual(INVALID_TYPE);
    expect((await player.agent.get('/api/players/me').expect(200)).body.profilePicture).toBe(before);
  });

  it.each([
    ['a GIF (not one of JPG, PNG, WEBP)', 'gif'],
    ['a PNG header followed by garbage', 'broken'],
  ])('%s is refused as an invalid type', async (_label, kind) => {
    const bytes = kind === 'gif' ? await sharp(await image('png', 64, 64)).gif().toBuffer() : Buffer.concat([(await image('png', 64, 64)).subarray(0, 40), Buffer.alloc(500, 7)]);
    expect((await upload(player.agent, bytes, 'pic.png', 'image/png').expect(400)).body).toEqual(INVALID_TYPE);
  });

  it('a request without the profilePicture part is refused as an invalid type', async () => {
    expect((await player.agent.post('/api/players/profile-picture').field('note', 'x').expect(400)).body).toEqual(INVALID_TYPE);
    expect((await player.agent.post('/api/players/profile-picture').send({}).expect(400)).body).toEqual(INVALID_TYPE);
  });

  it('an 11 MB file is refused with 413 and the spec message', async () => {
    const big = Buffer.concat([await image('jpeg', 64, 64), Buffer.alloc(11 * 1024 * 1024 - 2000, 1)]);
    expect(big.length).toBeGreaterThan(LIMITS.imageMaxBytes);
    const res = await upload(player.agent, big, 'huge.jpg', 'image/jpeg');
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
  });

  it('who may upload: a player with a profile (404 "Player Profile Required" without one, 403 other roles, 401 signed out)', async () => {
    const png = await image('png', 100, 100);
    const { agent: noProfile } = await signedUp(t.server, { role: 'player' });
    expect((await upload(noProfile, png, 'a.png', 'image/png').expect(404)).body).toEqual(anyRequestId({ statusCode: 404, code: 'PROFILE_REQUIRED', message: 'Player Profile Required' }));
    const recruiter = await signedIn(t.server, 'recruiter.paid@demo.fj');
    await upload(recruiter, png, 'a.png', 'image/png').expect(403);
    await request(t.server).post('/api/players/profile-picture').attach('profilePicture', png, { filename: 'a.png', contentType: 'image/png' }).expect(401);
  });

  it('unknown picture URLs are 404', async () => {
    await player.agent.get(`/api/players/${player.playerId}/pictures/${'0'.repeat(32)}-256.webp`).expect(404);
    await player.agent.get(`/api/players/${player.playerId}/pictures/..%2F..%2Fpg-256.webp`).expect(404);
    await player.agent.get(`/api/players/${player.playerId}/pictures/${'0'.repeat(32)}-300.webp`).expect(404);
  });
});

describe('who may fetch a profile picture (GET /api/players/{id}/pictures/{file})', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A player of this visibility and age with an uploaded picture; returns its URLs. */
  async function withPicture(opts: { visibility: 'public' | 'recruiters' | 'private'; age?: number }): Promise<{ player: TestPlayer; urls: string[]; missing: string }> {
    const player = await newPlayer(t, opts);
    const res = await player.agent
      .post('/api/players/profile-picture')
      .attach('profilePicture', await image('png', 200, 200), { filename: 'me.png', contentType: 'image/png' })
      .expect(201);
    const urls = Object.values((res.body as PictureBody).profilePictureSet.sizes);
    return { player, urls, missing: `/api/players/${player.playerId}/pictures/${'0'.repeat(32)}-256.webp` };
  }

  /** The answer a viewer gets, as a client sees it: status, content type and body bytes (but the per-request requestId). */
  async function answer(agent: Agent | null, url: string): Promise<{ status: number; type: string | undefined; body: string }> {
    const res = await (agent ?? request(t.server)).get(url).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    return { status: res.status, type: res.headers['content-type'], body: sansRequestId((res.body as Buffer).toString('latin1')) };
  }

  async function expectLikeMissing(agent: Agent | null, urls: string[], missing: string): Promise<void> {
    const gone = await answer(agent, missing);
    expect(gone.status).toBe(404);
    for (const url of urls) expect(await answer(agent, url)).toEqual(gone);
  }

  it('a signed-out visitor gets exactly the missing-picture answer, even for a public profile', async () => {
    const { urls, missing } = await withPicture({ visibility: 'public' });
    await expectLikeMissing(null, urls, missing);
  });

  it("a private profile's picture: only the owner and admins; everyone else gets the missing answer", async () => {
    const { player, urls, missing } = await withPicture({ visibility: 'private' });
    const paid = await signedIn(t.server, 'recruiter.paid@demo.fj');
    await expectLikeMissing(paid, urls, missing);
    await expectLikeMissing((await newPlayer(t)).agent, urls, missing);
    await player.agent.get(urls[0]!).expect(200);
    await (await signedIn(t.server, 'admin@demo.fj')).get(urls[0]!).expect(200);
  });

  it("a 17-year-old's recruiters-only picture: verified recruiting roles yes; an unverified one and other players get the missing answer", async () => {
    const { urls, missing } = await withPicture({ visibility: 'recruiters', age: 17 });
    await expectLikeMissing((await newAccount(t, 'recruiter')).agent, urls, missing);
    await expectLikeMissing((await newPlayer(t)).agent, urls, missing);
    const verified = (await newAccount(t, 'club', { verified: true })).agent;
    const res = await verified.get(urls[0]!).expect(200);
    expect(res.headers['cache-control']).toMatch(/^private, /);
    expect(res.headers['cache-control']).not.toMatch(/public|immutable/);
    expect(res.headers['vary']).toMatch(/Cookie/);
  });

  it('a picture follows the profile when it turns private (no cached public copy to fall back on)', async () => {
    const { player, urls, missing } = await withPicture({ visibility: 'public' });
    const other = (await newPlayer(t)).agent;
    await other.get(urls[0]!).expect(200);
    await t.dataSource.query(`UPDATE players SET visibility = 'private' WHERE id = $1`, [player.playerId]);
    await expectLikeMissing(other, urls, missing);
  });
});
