/**
 * The same media flows on S3-compatible object storage (S3_BUCKET set): a real S3 server (s3rver, in
 * this process, on a free port and a temp folder) holds the finished files. A resumed upload lands
 * byte-identical in the bucket, pictures and processed highlights are served through the API with
 * ranges under their visibility rules, a refused file leaves nothing in the bucket, and deleting the
 * account removes its objects (docs/storage.md).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { HighlightResponse } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { anyRequestId, grantPlan, signedIn, userOfPlayer } from './helpers';
import { asResponse, binaryParser, createHighlight, fakeMp4, filesUnder, makeClip, rawRequest, sha256, uploadUrl, waitForStatus } from './media-fixtures';
import { newPlayer, type TestPlayer } from './social-fixtures';
import { startS3Server, type TestS3Server } from './support/s3-server';

const BUCKET = 'fiji-media';
const MB = 1024 * 1024;
const MAX = 2 * MB;

describe('media on S3-compatible object storage', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let storageDir: string;
  let owner: TestPlayer;
  const ownerUploads: string[] = [];

  const keys = (prefix = '') => s3.keys(prefix);
  const objectBytes = (key: string) => s3.objectBytes(key);
  const put = (url: string, body: Buffer, headers: Record<string, string | number> = {}) =>
    rawRequest(t.server, 'PUT', url, { headers: { 'Content-Type': 'video/mp4', 'Content-Length': body.length, ...headers }, body });

  beforeAll(async () => {
    s3 = await startS3Server(BUCKET);
    storageDir = mkdtempSync(join(tmpdir(), 'fiji-s3-scratch-'));
    t = await createTestApp({
      STORAGE_DIR: storageDir,
      UPLOAD_MAX_BYTES: String(MAX),
      ...s3.env,
    });
    await t.app.listen(0, '127.0.0.1');
    owner = await newPlayer(t, { firstName: 'Waisale' });
    await grantPlan(t.dataSource, await userOfPlayer(t.dataSource, owner.playerId), 'player_pro');
  }, 30_000);

  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('an upload cut off mid-PUT resumes and ends byte-identical in the bucket, served with ranges', async () => {
    const file = fakeMp4(1_500_000);
    const { uploadURL, objectPath } = await uploadUrl(owner.agent);
    const uploadId = objectPath.split('/').pop()!;
    expect(asResponse(await put(uploadURL, file)).status).toBe(200); // in one go
    ownerUploads.push(uploadId);
    // A second one is cut off mid-PUT, then resumed from the offset the server kept.
    const second = await uploadUrl(owner.agent);
    const secondId = second.objectPath.split('/').pop()!;
    const cut = await rawRequest(t.server, 'PUT', second.uploadURL, {
      headers: { 'Content-Type': 'video/mp4', 'Content-Length': file.length, 'Content-Range': `bytes 0-${file.length - 1}/${file.length}` },
      body: file,
      abortAfterBytes: 900_000,
      abortDelayMs: 400,
    });
    expect(cut).toBe('aborted');
    let offset = 0;
    for (let i = 0; i < 20 && offset === 0; i++) {
      const q = asResponse(await rawRequest(t.server, 'PUT', second.uploadURL, { headers: { 'Content-Range': `bytes */${file.length}`, 'Content-Length': 0 } }));
      expect(q.status).toBe(308);
      offset = Number(q.headers['upload-offset']);
      if (offset === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(offset).toBeGreaterThan(0);
    expect(await keys(`uploads/${secondId}`)).toEqual([]); // unfinished bytes never reach the store
    const done = asResponse(await put(second.uploadURL, file.subarray(offset), { 'Content-Range': `bytes ${offset}-${file.length - 1}/${file.length}` }));
    expect(done.status).toBe(200);
    ownerUploads.push(secondId);

    for (const id of [uploadId, secondId]) expect(sha256(await objectBytes(`uploads/${id}`))).toBe(sha256(file));
    expect(filesUnder(storageDir).filter((f) => !f.startsWith('tmp'))).toEqual([]); // nothing finished on local disk
    const part = await owner.agent.get(`/api/${second.objectPath.slice(1)}`).set('Range', 'bytes=100-199').buffer(true).parse(binaryParser).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${file.length}`);
    expect(Buffer.compare(part.body as Buffer, file.subarray(100, 200))).toBe(0);
  });

  it('a refused file (wrong magic bytes, or too big) leaves nothing in the bucket', async () => {
    const before = await keys('uploads/');
    const text = await uploadUrl(owner.agent);
    expect(asResponse(await put(text.uploadURL, Buffer.from('not a video\n'.repeat(5000)))).status).toBe(415);
    const big = await uploadUrl(owner.agent);
    const res = asResponse(await rawRequest(t.server, 'PUT', big.uploadURL, { headers: { 'Content-Type': 'video/mp4' }, body: fakeMp4(8 * MB) }));
    expect(res.status).toBe(413);
    expect(await keys('uploads/')).toEqual(before);
    expect(filesUnder(storageDir, 'partial')).toEqual([]);
  });

  it('a profile picture is stored in the bucket and served with ranges; a private one answers like a missing one', async () => {
    const player = await newPlayer(t, { visibility: 'private' });
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0a7' } }).png().toBuffer();
    const body = (await player.agent.post('/api/players/profile-picture').attach('profilePicture', png, { filename: 'me.png', contentType: 'image/png' }).expect(201))
      .body as { profilePictureSet: { sizes: Record<string, string> } };
    const urls = Object.values(body.profilePictureSet.sizes);
    expect((await keys(`pictures/${player.playerId}/`)).length).toBe(urls.length);
    const whole = await player.agent.get(urls[0]!).buffer(true).parse(binaryParser).expect(200);
    expect(whole.headers['cache-control']).toMatch(/^private/);
    const part = await player.agent.get(urls[0]!).set('Range', 'bytes=0-11').buffer(true).parse(binaryParser).expect(206);
    expect((part.body as Buffer).subarray(8, 12).toString('latin1')).toBe('WEBP');

    const stranger = await signedIn(t.server, 'recruiter.paid@demo.fj');
    const missing = await stranger.get(`/api/players/${player.playerId}/pictures/${'0'.repeat(32)}-256.webp`);
    const hidden = await stranger.get(urls[0]!);
    expect(missing.status).toBe(404);
    expect({ status: hidden.status, body: hidden.body as unknown }).toEqual({ status: missing.status, body: anyRequestId(missing.body) });
  });

  it('a mentoring resource file: checked before it reaches the bucket, served from it, deleted with it', async () => {
    const mentor = await signedIn(t.server, 'mentor@demo.fj');
    const upload = (body: Buffer) =>
      mentor.post('/api/mentoring/resources/file?title=Scrum%20plan&fileName=scrum-plan.pdf').set('Content-Type', 'application/octet-stream').send(body);
    const before = await keys('mentoring/');
    await upload(Buffer.from('just some text, not a document')).expect(415);
    expect(await keys('mentoring/')).toEqual(before);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 0x20), Buffer.from('\n%%EOF\n')]);
    const id = (await upload(pdf).expect(201)).body.id as string;
    const added = (await keys('mentoring/')).filter((k) => !before.includes(k));
    expect(added).toHaveLength(1);
    expect(sha256(await objectBytes(added[0]!))).toBe(sha256(pdf));
    const got = await mentor.get(`/api/mentoring/resources/${id}/file`).buffer(true).parse(binaryParser).expect(200);
    expect(Buffer.compare(got.body as Buffer, pdf)).toBe(0);
    await mentor.delete(`/api/mentoring/resources/${id}`).expect(204);
    expect(await keys('mentoring/')).toEqual(before);
  });

  describe('a processed highlight', () => {
    let ready: HighlightResponse;
    let clip: Buffer;
    beforeAll(async () => {
      clip = readFileSync(makeClip(mkdtempSync(join(tmpdir(), 'fiji-s3-clip-')), 1, '320x240'));
      const h = await createHighlight(t.server, owner.agent, { body: clip, type: 'video/mp4' }, { title: 'Try from halfway' });
      ready = await waitForStatus(owner.agent, h.id, ['ready', 'failed'], 30_000);
    }, 40_000);

    it('is transcoded from the bucket into the bucket and played with ranges; a private one answers like a missing one', async () => {
      expect(ready.status).toBe('ready');
      const hls = ['master.m3u8', ...['234p', '360p'].flatMap((r) => [`${r}/index.m3u8`, `${r}/init.mp4`, `${r}/seg_000.m4s`])];
      expect(await keys(`media/${ready.id}/`)).toEqual(
        [...hls.map((f) => `media/${ready.id}/hls/${f}`), `media/${ready.id}/playable.mp4`, `media/${ready.id}/poster.jpg`].sort(),
      );
      expect(filesUnder(storageDir)).toEqual([]); // scratch cleaned up, nothing finished kept locally
      const playable = await objectBytes(`media/${ready.id}/playable.mp4`);
      expect(ready.media.playableBytes).toBe(playable.length); // the size shown before play: the object in the bucket
      const stranger = await signedIn(t.server, 'recruiter.paid@demo.fj');
      const part = await stranger.get(ready.media.playable!).set('Range', 'bytes=0-1023').buffer(true).parse(binaryParser).expect(206);
      expect(part.headers['content-range']).toBe(`bytes 0-1023/${playable.length}`);
      expect(part.headers['cache-control']).not.toMatch(/public/);
      expect(Buffer.compare(part.body as Buffer, playable.subarray(0, 1024))).toBe(0);
      const poster = await stranger.get(ready.media.poster!).buffer(true).parse(binaryParser).expect(200);
      expect([...(poster.body as Buffer).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      // The HLS ladder is read from the bucket through the API too (docs/video.md).
      const segment = `/api/highlights/${ready.id}/hls/234p/seg_000.m4s`;
      const seg = await stranger.get(segment).buffer(true).parse(binaryParser).expect(200);
      expect(Buffer.compare(seg.body as Buffer, await objectBytes(`media/${ready.id}/hls/234p/seg_000.m4s`))).toBe(0);
      await stranger.get(ready.adaptive!.master).expect(200);

      await t.dataSource.query(`UPDATE highlights SET privacy = 'private' WHERE id = $1`, [ready.id]);
      const missing = await stranger.get(ready.media.playable!.replace(ready.id, '00000000-0000-4000-8000-000000000000'));
      for (const url of [ready.media.playable!, ready.media.poster!, ready.adaptive!.master, segment]) {
        const hidden = await stranger.get(url);
        expect({ status: hidden.status, body: hidden.body as unknown }).toEqual({ status: 404, body: anyRequestId(missing.body) });
      }
      await owner.agent.get(ready.media.playable!).set('Range', 'bytes=0-99').expect(206);
    });

    it('deleting the account removes its objects from the bucket', async () => {
      const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#123' } }).png().toBuffer();
      await owner.agent.post('/api/players/profile-picture').attach('profilePicture', png, { filename: 'me.png', contentType: 'image/png' }).expect(201);
      const mine = async () =>
        (await keys()).filter((k) => k.startsWith(`pictures/${owner.playerId}/`) || k.startsWith(`media/${ready.id}/`) || [...ownerUploads, ready.filePath!.split('/').pop()].some((id) => k === `uploads/${id}`));
      expect((await mine()).length).toBeGreaterThanOrEqual(3 + 3 + 2); // 3 uploads, 2 media files, the picture sizes
      await owner.agent.delete('/api/account').send({ password: 'Sup3r-secret!' }).expect(200);
      // The purge is a queued job: wait for it, up to 10 s.
      const deadline = Date.now() + 10_000;
      while ((await mine()).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await mine()).toEqual([]);
    });
  });
});
