/**
 * The upload URL over real HTTP on a real PostgreSQL: signed single-use URLs, the size limit and the
 * magic-byte check while streaming (nothing kept of a refused file), a dropped upload resumed from the
 * server's offset into a byte-identical file, the cleanup of abandoned uploads, and the stored
 * original served with ranges and caching. UPLOAD_MAX_BYTES is lowered to 2 MB so the limit is
 * crossed by a 3 MB body instead of 2 GB (the real default is LIMITS.videoMaxBytes).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HIGHLIGHT_MESSAGES, LIMITS } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import request from 'supertest';
import { signedIn, signedUp, grantPlan, userOfPlayer, anyRequestId } from './helpers';
import { asResponse, binaryParser, fakeMp4, filesUnder, makePng, rawRequest, sha256, uploadFile, uploadUrl } from './media-fixtures';
import { newAccount, newPlayer, type TestPlayer } from './social-fixtures';
import { UploadsService } from '../src/modules/player/services/uploads.service';
import { signUploadToken } from '../src/modules/player/services/upload-tokens';

const MAX = 2 * 1024 * 1024;
const MB = 1024 * 1024;

describe('uploads (POST /api/objects/upload, PUT/HEAD the upload URL)', () => {
  let t: TestApp;
  let storageDir: string;
  let player: TestPlayer;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'fiji-uploads-'));
    t = await createTestApp({ STORAGE_DIR: storageDir, UPLOAD_MAX_BYTES: String(MAX) });
    await t.app.listen(0, '127.0.0.1');
    player = await newPlayer(t);
    // Player Pro: room for every upload this file makes.
    await grantPlan(t.dataSource, await userOfPlayer(t.dataSource, player.playerId), 'player_pro');
  });

  afterAll(async () => {
    await t?.close();
  });

  const put = (url: string, body: Buffer, headers: Record<string, string | number> = {}) =>
    rawRequest(t.server, 'PUT', url, { headers: { 'Content-Type': 'video/mp4', 'Content-Length': body.length, ...headers }, body });
  const head = async (url: string) => asResponse(await rawRequest(t.server, 'HEAD', url));
  const uploadRow = async (objectPath: string) => {
    const [row] = await t.dataSource.query(`SELECT * FROM uploads WHERE id = $1`, [objectPath.split('/').pop()]);
    return row as { status: string; user_id: string } | undefined;
  };

  describe('getting an upload URL', () => {
    it('gives a signed-in player a signed, expiring URL and the object path it becomes', async () => {
      const before = Date.now();
      const res = await uploadUrl(player.agent);
      expect(res.uploadURL).toMatch(/^\/api\/objects\/uploads\/[0-9a-f-]{36}\?token=\d+\.[\w-]{43}$/);
      const id = res.uploadURL.split('?')[0].split('/').pop();
      expect(res.objectPath).toBe(`/objects/uploads/${id}`);
      expect(res.maxBytes).toBe(MAX);
      const expires = Date.parse(res.expiresAt) - before;
      expect(expires).toBeGreaterThan(3590_000);
      expect(expires).toBeLessThan(3610_000);
    });

    it('refuses signed-out visitors and other roles', async () => {
      await request(t.server).post('/api/objects/upload').expect(401);
      const recruiter = await newAccount(t, 'recruiter');
      const res = await recruiter.agent.post('/api/objects/upload').expect(403);
      expect(res.body.message).toBe('Only players can use this');
    });

    it('asks a player without a profile to create one first ("Player Profile Required")', async () => {
      const { agent } = await signedUp(t.server, { role: 'player' });
      const res = await agent.post('/api/objects/upload').expect(403);
      expect(res.body.message).toBe(HIGHLIGHT_MESSAGES.profileRequired);
    });
  });

  describe('sending the file', () => {
    it('stores a whole file and answers with its detected type', async () => {
      const body = fakeMp4(300 * 1024);
      const { uploadURL, objectPath } = await uploadUrl(player.agent);
      const res = asResponse(await put(uploadURL, body));
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ objectPath, size: body.length, contentType: 'video/mp4', kind: 'video' });
      expect(res.headers['upload-offset']).toBe(String(body.length));
      expect((await uploadRow(objectPath))?.status).toBe('complete');
      // The stored original reads back byte for byte (the uploader may read it).
      const got = await player.agent.get(`/api/${objectPath.slice(1)}`).buffer(true).parse(binaryParser).expect(200);
      expect(sha256(got.body as Buffer)).toBe(sha256(body));
      expect(got.headers['content-type']).toBe('video/mp4');
    });

    it('answers 413 "File Too Large" when the body passes the limit while streaming, and keeps nothing', async () => {
      const { uploadURL, objectPath } = await uploadUrl(player.agent);
      // No Content-Length (chunked): the server only finds out by counting. The client offers 48 MB;
      // the answer comes long before it could send them all (the server stopped reading past 2 MB).
      const offered = 48 * MB;
      const res = asResponse(
        await rawRequest(t.server, 'PUT', uploadURL, { headers: { 'Content-Type': 'video/mp4' }, body: fakeMp4(offered) }),
      );
      expect(res.status).toBe(413);
      expect(res.sent).toBeLessThan(offered);
      expect(res.json).toEqual(anyRequestId({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: HIGHLIGHT_MESSAGES.tooLarge(MAX) }));
      expect((res.json as { message: string }).message).toBe('File size must be less than 2MB.');
      expect(await uploadRow(objectPath)).toBeUndefined();
      expect(filesUnder(storageDir, 'partial')).toEqual([]);
      expect(filesUnder(storageDir, 'uploads').filter((f) => f.includes(objectPath.split('/').pop()!))).toEqual([]);
      // The URL of a refused upload is gone.
      expect((await head(uploadURL)).status).toBe(404);
    });

    it('answers 413 at once when the declared length is over the limit', async () => {
      const { uploadURL, objectPath } = await uploadUrl(player.agent);
      const res = asResponse(await put(uploadURL, fakeMp4(3 * MB)));
      expect(res.status).toBe(413);
      expect((res.json as { message: string }).message).toBe('File size must be less than 2MB.');
      expect(await uploadRow(objectPath)).toBeUndefined();
      expect(filesUnder(storageDir, 'partial')).toEqual([]);
    });

    it('the default limit is the spec\'s 2 GB (2048MB)', () => {
      expect(LIMITS.videoMaxBytes).toBe(2 * 1024 * 1024 * 1024);
      expect(HIGHLIGHT_MESSAGES.tooLarge(LIMITS.videoMaxBytes)).toBe('File size must be less than 2048MB.');
    });

    it('refuses a renamed non-video file by its content ("Invalid File Type") and keeps nothing', async () => {
      const { uploadURL, objectPath } = await uploadUrl(player.agent);
      const text = Buffer.from('This is a text file renamed to clip.mp4, not a video.\n'.repeat(2000));
      const res = asResponse(await put(uploadURL, text, { 'Content-Type': 'video/mp4' }));
      expect(res.status).toBe(415);
      expect(res.json).toEqual(anyRequestId({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Please upload a video file (MP4, MOV, AVI).' }));
      expect(await uploadRow(objectPath)).toBeUndefined();
      expect(filesUnder(storageDir, 'partial')).toEqual([]);
    });

    it('refuses an image sent as a video (declared type and content disagree)', async () => {
      const { uploadURL } = await uploadUrl(player.agent);
      const res = asResponse(await put(uploadURL, await makePng(), { 'Content-Type': 'video/mp4' }));
      expect(res.status).toBe(415);
      expect((res.json as { message: string }).message).toBe(HIGHLIGHT_MESSAGES.invalidVideo);
    });

    it('accepts JPG/PNG/WEBP/GIF images by content', async () => {
      const png = await makePng(64, 64);
      const { uploadURL } = await uploadUrl(player.agent);
      const res = asResponse(await put(uploadURL, png, { 'Content-Type': 'image/png' }));
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ contentType: 'image/png', kind: 'image' });
    });
  });

  describe('resuming a dropped upload', () => {
    it('continues from the server\'s offset and ends with a byte-identical file', async () => {
      const file = fakeMp4(MAX - 1000);
      const { uploadURL, objectPath } = await uploadUrl(player.agent);

      // The connection drops after ~1.2 MB.
      const first = await rawRequest(t.server, 'PUT', uploadURL, {
        headers: { 'Content-Type': 'video/mp4', 'Content-Length': file.length },
        body: file,
        abortAfterBytes: 1_200_000,
        abortDelayMs: 400,
      });
      expect(first).toBe('aborted');

      // HEAD tells how much the server kept.
      let state = await head(uploadURL);
      for (let i = 0; i < 20 && state.headers['upload-offset'] === '0'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        state = await head(uploadURL);
      }
      expect(state.status).toBe(200);
      expect(state.headers['upload-status']).toBe('pending');
      const offset = Number(state.headers['upload-offset']);
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(1_200_000);
      expect(state.headers['range']).toBe(`bytes=0-${offset - 1}`);

      // The GCS-style status query says the same (308 Resume Incomplete).
      const query = asResponse(await rawRequest(t.server, 'PUT', uploadURL, { headers: { 'Content-Range': `bytes */${file.length}`, 'Content-Length': 0 } }));
      expect(query.status).toBe(308);
      expect(Number(query.headers['upload-offset'])).toBe(offset);

      // Send the rest from there.
      const rest = file.subarray(offset);
      const res = asResponse(await put(uploadURL, rest, { 'Content-Range': `bytes ${offset}-${file.length - 1}/${file.length}` }));
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ objectPath, size: file.length, kind: 'video' });

      const got = await player.agent.get(`/api/${objectPath.slice(1)}`).buffer(true).parse(binaryParser).expect(200);
      expect(sha256(got.body as Buffer)).toBe(sha256(file));
      expect(filesUnder(storageDir, 'partial')).toEqual([]);
      const done = await head(uploadURL);
      expect(done.headers['upload-status']).toBe('complete');
      expect(done.headers['upload-offset']).toBe(String(file.length));
    });

    it('sends a chunk that stops short of the total back as 308 with the offset, and refuses a gap (409)', async () => {
      const file = fakeMp4(500_000);
      const { uploadURL } = await uploadUrl(player.agent);
      const part = asResponse(await put(uploadURL, file.subarray(0, 200_000), { 'Content-Range': `bytes 0-199999/${file.length}` }));
      expect(part.status).toBe(308);
      expect(part.headers['upload-offset']).toBe('200000');
      expect(part.headers['range']).toBe('bytes=0-199999');
      const gap = asResponse(await put(uploadURL, file.subarray(300_000), { 'Content-Range': `bytes 300000-499999/${file.length}` }));
      expect(gap.status).toBe(409);
      expect(gap.headers['upload-offset']).toBe('200000');
      const rest = asResponse(await put(uploadURL, file.subarray(200_000), { 'Content-Range': `bytes 200000-499999/${file.length}` }));
      expect(rest.status).toBe(200);
    });
  });

  describe('the URL is signed, expiring and single use', () => {
    it('refuses a tampered or missing token', async () => {
      const { uploadURL } = await uploadUrl(player.agent);
      const [path, query] = uploadURL.split('?token=');
      const [exp, sig] = decodeURIComponent(query).split('.');
      const forged = `${path}?token=${Number(exp) + 86_400}.${sig}`;
      // Without the right token an upload that exists answers exactly like one that does not.
      const unknown = asResponse(await put(`/api/objects/uploads/${randomUUID()}`, fakeMp4(1000)));
      const bad = asResponse(await put(forged, fakeMp4(1000)));
      expect([bad.status, bad.json]).toEqual([404, anyRequestId(unknown.json)]);
      expect((bad.json as { message: string }).message).toBe('Upload not found');
      expect(asResponse(await put(path, fakeMp4(1000))).status).toBe(404);
      expect((await head(forged)).status).toBe(404);
    });

    it('refuses an expired URL that never received a byte', async () => {
      const { uploadURL } = await uploadUrl(player.agent);
      const id = uploadURL.split('?')[0].split('/').pop()!;
      const expired = signUploadToken(t.config.uploadSecret, id, player.userId, new Date(Date.now() - 1000));
      const res = asResponse(await put(`/api/objects/uploads/${id}?token=${expired}`, fakeMp4(1000)));
      expect(res.status).toBe(403);
      expect((res.json as { message: string }).message).toBe('Upload URL has expired');
    });

    it('POST /api/highlights without contentType makes a video (its default)', async () => {
      const { uploadURL, objectPath } = await uploadUrl(player.agent);
      expect(asResponse(await put(uploadURL, fakeMp4(10_000))).status).toBe(200);
      const res = await player.agent.post('/api/highlights').send({ title: 'No type given', filePath: objectPath }).expect(201);
      expect(res.body.contentType).toBe('video');
    });

    it('cannot write again once complete, nor once used by a highlight', async () => {
      const body = fakeMp4(10_000);
      const { uploadURL, objectPath } = await uploadUrl(player.agent);
      expect(asResponse(await put(uploadURL, body)).status).toBe(200);
      const again = asResponse(await put(uploadURL, fakeMp4(10_000)));
      expect(again.status).toBe(409);
      expect((again.json as { message: string }).message).toBe('Upload already completed');

      await player.agent.post('/api/highlights').send({ title: 'Once', contentType: 'video', filePath: objectPath }).expect(201);
      expect(asResponse(await put(uploadURL, fakeMp4(10_000))).status).toBe(409);
      // And a second highlight cannot reuse the file.
      const reuse = await player.agent.post('/api/highlights').send({ title: 'Twice', contentType: 'video', filePath: objectPath }).expect(400);
      expect(reuse.body.message).toBe(HIGHLIGHT_MESSAGES.noFile);
    });

    it('another player cannot use someone else\'s upload', async () => {
      const objectPath = await uploadFile(t.server, player.agent, fakeMp4(5000), 'video/mp4');
      const other = await newPlayer(t);
      const res = await other.agent.post('/api/highlights').send({ title: 'Not mine', contentType: 'video', filePath: objectPath }).expect(400);
      expect(res.body.message).toBe(HIGHLIGHT_MESSAGES.noFile);
      await other.agent.get(`/api/${objectPath.slice(1)}`).expect(404);
    });
  });

  describe('abandoned uploads', () => {
    it('are removed (row and bytes) after the abandon time without progress', async () => {
      const file = fakeMp4(400_000);
      const { uploadURL, objectPath } = await uploadUrl(player.agent);
      expect(asResponse(await put(uploadURL, file.subarray(0, 100_000), { 'Content-Range': `bytes 0-99999/${file.length}` })).status).toBe(308);
      const id = objectPath.split('/').pop()!;
      expect(filesUnder(storageDir, 'partial')).toContain(`partial/${id}`);

      const uploads = t.app.get(UploadsService);
      // Not yet abandoned: kept.
      await uploads.cleanup(new Date(Date.now() + 60_000));
      expect(await uploadRow(objectPath)).toBeDefined();
      // A day later without progress: gone, and its URL with it.
      const later = await uploads.cleanup(new Date(Date.now() + (t.config.uploadAbandonSeconds + 60) * 1000));
      expect(later.uploads).toBeGreaterThanOrEqual(1);
      expect(await uploadRow(objectPath)).toBeUndefined();
      expect(filesUnder(storageDir, 'partial')).not.toContain(`partial/${id}`);
      expect((await head(uploadURL)).status).toBe(404);
    });
  });

  describe('reading the stored original', () => {
    let objectPath: string;
    let body: Buffer;
    beforeAll(async () => {
      body = fakeMp4(100_000);
      objectPath = await uploadFile(t.server, player.agent, body, 'video/mp4');
    });
    const url = () => `/api/${objectPath.slice(1)}`;

    it('serves byte ranges (206), with Accept-Ranges and validators', async () => {
      const res = await player.agent.get(url()).set('Range', 'bytes=100-199').buffer(true).parse(binaryParser).expect(206);
      expect(res.headers['content-range']).toBe(`bytes 100-199/${body.length}`);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-length']).toBe('100');
      expect(Buffer.compare(res.body as Buffer, body.subarray(100, 200))).toBe(0);
      expect(res.headers['etag']).toBeTruthy();
      expect(res.headers['last-modified']).toBeTruthy();
      expect(res.headers['cache-control']).toBe('private, max-age=300');

      const tail = await player.agent.get(url()).set('Range', 'bytes=-10').buffer(true).parse(binaryParser).expect(206);
      expect(Buffer.compare(tail.body as Buffer, body.subarray(body.length - 10))).toBe(0);
    });

    it('answers 416 for a range past the end, and 304 for a matching ETag', async () => {
      const bad = await player.agent.get(url()).set('Range', `bytes=${body.length}-`).expect(416);
      expect(bad.headers['content-range']).toBe(`bytes */${body.length}`);
      const first = await player.agent.get(url()).buffer(true).parse(binaryParser).expect(200);
      await player.agent.get(url()).set('If-None-Match', first.headers['etag']).expect(304);
      // If-Range with a stale validator: the whole file instead of the range.
      await player.agent.get(url()).set('Range', 'bytes=0-9').set('If-Range', '"stale"').expect(200);
    });

    it('is 404 for a stranger and 401 signed out', async () => {
      await request(t.server).get(url()).expect(401);
      const stranger = await signedIn(t.server, 'recruiter.paid@demo.fj');
      await stranger.get(url()).expect(404);
    });
  });
});
