/**
 * The media.transcode job on real bytes: a 2-second clip made by ffmpeg at test time goes through the
 * upload URL and POST /api/highlights; the job must leave a web-playable H.264/AAC MP4 at 360p
 * (≤ 500 kbit/s video, moov atom first) and a JPEG poster next to the untouched original, report the
 * duration, survive a re-run (idempotent, no second announcement) and mark a broken file failed
 * after its retries.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HighlightResponse } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, grantPlan, userOfPlayer } from './helpers';
import { binaryParser, createHighlight, fakeMp4, ffmpegInfo, filesUnder, makeClip, sha256, waitForStatus } from './media-fixtures';
import { newAccount, newPlayer, settle, waitForNotifications, type TestPlayer } from './social-fixtures';
import { TranscodeService } from '../src/modules/player/services/transcode.service';

describe('media.transcode job', () => {
  let t: TestApp;
  let storageDir: string;
  let work: string;
  let owner: TestPlayer;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'fiji-media-'));
    work = mkdtempSync(join(tmpdir(), 'fiji-media-clips-'));
    t = await createTestApp({ STORAGE_DIR: storageDir });
    await t.app.listen(0, '127.0.0.1');
    owner = await newPlayer(t, { firstName: 'Semi' });
    await grantPlan(t.dataSource, await userOfPlayer(t.dataSource, owner.playerId), 'player_pro');
  });

  afterAll(async () => {
    await t?.close();
  });

  const download = async (agent: TestPlayer['agent'], url: string, name: string): Promise<{ file: string; bytes: Buffer; type: string }> => {
    const res = await agent.get(url).buffer(true).parse(binaryParser).expect(200);
    const file = join(work, name);
    writeFileSync(file, res.body as Buffer);
    return { file, bytes: res.body as Buffer, type: res.headers['content-type'] };
  };

  describe('a real 2-second clip', () => {
    let clip: Buffer;
    let ready: HighlightResponse;
    let follower: { agent: TestPlayer['agent']; userId: string };

    beforeAll(async () => {
      clip = readFileSync(makeClip(work, 2));
      follower = await newAccount(t, 'recruiter', { verified: true });
      await t.dataSource.query(`INSERT INTO follows (player_id, follower_user_id, follower_role) VALUES ($1, $2, 'recruiter')`, [
        owner.playerId,
        follower.userId,
      ]);
      const h = await createHighlight(t.server, owner.agent, { body: clip, type: 'video/mp4' }, { title: 'Sevens try' });
      ready = await waitForStatus(owner.agent, h.id, ['ready', 'failed'], 60_000);
    }, 90_000);

    it('ends ready, with the duration read from ffmpeg', () => {
      expect(ready.status).toBe('ready');
      expect(ready.durationSec).toBe(2);
      expect(ready.url).toBe(ready.media.playable);
      expect(ready.thumbUrl).toBe(ready.media.poster);
    });

    it('makes a web-playable H.264/AAC MP4 at 360p, ≤ 500 kbit/s, faststart', async () => {
      const { file, bytes, type } = await download(owner.agent, ready.media.playable!, 'playable.mp4');
      expect(type).toBe('video/mp4');
      const info = ffmpegInfo(file);
      const video = /Stream #0:\d+.*: Video: (\w+).*?, (\d+)x(\d+).*?, (\d+) kb\/s/.exec(info);
      expect(video).not.toBeNull();
      const [, codec, width, height, kbps] = video!;
      expect(codec).toBe('h264');
      expect(Number(height)).toBe(360);
      expect(Number(width)).toBe(480); // 640x480 keeps its 4:3 shape
      expect(Number(kbps)).toBeLessThanOrEqual(500);
      expect(info).toMatch(/Stream #0:\d+.*: Audio: aac/);
      expect(info).toMatch(/yuv420p/);
      // Faststart: the index (moov) comes before the media data (mdat), so playback starts at once.
      expect(bytes.indexOf('moov')).toBeGreaterThan(0);
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    });

    it('makes a JPEG poster at 360p', async () => {
      const { file, bytes, type } = await download(owner.agent, ready.media.poster!, 'poster.jpg');
      expect(type).toBe('image/jpeg');
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(ffmpegInfo(file)).toMatch(/Video: mjpeg.*, 480x360/);
    });

    it('keeps the original as uploaded', async () => {
      const { bytes } = await download(owner.agent, ready.media.original!, 'original.mp4');
      expect(sha256(bytes)).toBe(sha256(clip));
      const uploadId = ready.filePath!.split('/').pop()!;
      // (The HLS ladder under media/<id>/hls/ is checked in video-ladder.int-spec.ts.)
      expect(filesUnder(storageDir).filter((f) => (f.includes(uploadId) || f.includes(ready.id)) && !f.includes('/hls/')).sort()).toEqual([
        `media/${ready.id}/playable.mp4`,
        `media/${ready.id}/poster.jpg`,
        `uploads/${uploadId}`,
      ]);
      expect(filesUnder(storageDir, 'tmp')).toEqual([]);
    });

    it('announces it to followers once, and a re-run replaces the outputs without a second announcement', async () => {
      expect(await waitForNotifications(follower.agent, 'highlight_added')).toHaveLength(1);
      const before = readFileSync(join(storageDir, 'media', ready.id, 'playable.mp4'));
      await t.app.get(TranscodeService).process(ready.id, 1);
      const again = (await owner.agent.get(`/api/highlights/${ready.id}`).expect(200)).body as HighlightResponse;
      expect(again.status).toBe('ready');
      expect(again.durationSec).toBe(2);
      const after = readFileSync(join(storageDir, 'media', ready.id, 'playable.mp4'));
      expect(after.length).toBeGreaterThan(0);
      expect(Math.abs(after.length - before.length)).toBeLessThan(before.length * 0.05);
      expect(filesUnder(storageDir, 'tmp')).toEqual([]);
      await settle();
      expect(await waitForNotifications(follower.agent, 'highlight_added', 2, 300)).toHaveLength(1);
    });

    it('a stranger sees the ready clip (a free one its poster only) but an admin-only (private) one stays hidden', async () => {
      const stranger = await signedIn(t.server, 'recruiter.paid@demo.fj');
      const free = await signedIn(t.server, 'recruiter.free@demo.fj');
      await stranger.get(ready.media.playable!).set('Range', 'bytes=0-1023').expect(206);
      await free.get(ready.media.playable!).set('Range', 'bytes=0-1023').expect(403);
      await free.get(ready.media.poster!).expect(200);
      await t.dataSource.query(`UPDATE highlights SET privacy = 'private' WHERE id = $1`, [ready.id]);
      for (const agent of [stranger, free]) {
        await agent.get(ready.media.playable!).expect(404);
        await agent.get(ready.media.poster!).expect(404);
      }
    });
  });

  it('makes a portrait clip 360 px wide (short side), not 360 px tall', async () => {
    const portrait = readFileSync(makeClip(work, 1, '360x640'));
    const h = await createHighlight(t.server, owner.agent, { body: portrait, type: 'video/mp4' }, { title: 'Portrait' });
    const ready = await waitForStatus(owner.agent, h.id, ['ready', 'failed'], 60_000);
    expect(ready.status).toBe('ready');
    const { file } = await download(owner.agent, ready.media.playable!, 'portrait.mp4');
    expect(ffmpegInfo(file)).toMatch(/Video: h264.*, 360x640/);
  }, 90_000);

  it('marks a file ffmpeg cannot read as failed after its retries, and keeps it from other viewers', async () => {
    // MP4 by its first bytes (so the upload accepts it), garbage after that.
    const broken = fakeMp4(50_000);
    const h = await createHighlight(t.server, owner.agent, { body: broken, type: 'video/mp4' }, { title: 'Broken' });
    const failed = await waitForStatus(owner.agent, h.id, ['ready', 'failed'], 60_000);
    expect(failed.status).toBe('failed');
    expect(failed.media.playable).toBeNull();
    expect(failed.media.poster).toBeNull();
    const [record] = await t.dataSource.query(`SELECT status, attempts FROM job_records WHERE name = 'media.transcode' AND payload->>'highlightId' = $1`, [h.id]);
    expect(record).toMatchObject({ status: 'failed', attempts: 3 });
    const stranger = await signedIn(t.server, 'recruiter.paid@demo.fj');
    await stranger.get(`/api/highlights/${h.id}`).expect(404);
    expect(filesUnder(storageDir, 'tmp')).toEqual([]);
  }, 90_000);
});
