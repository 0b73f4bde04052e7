/**
 * The adaptive ladder on real bytes (docs/video.md): a 960x540 clip gets 234p, 360p and 540p HLS
 * renditions, a 640x480 one only 234p and 360p (never upscaled). The playlists are valid HLS whose
 * relative URIs resolve to API URLs, every segment is served with Range and `Cache-Control: private`,
 * the sizes the API reports are the bytes a player downloads, and the files keep the highlight's
 * rules: a free viewer gets none (403), a hidden highlight's are missing (404). The 360p MP4 stays as
 * the fallback, its stored size reported too (playableBytes).
 */
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HighlightResponse } from '@fiji/contracts';
import request from 'supertest';
import { createTestApp, type TestApp } from './app.factory';
import { anyRequestId, grantPlan, signedIn, userOfPlayer, type Agent } from './helpers';
import { binaryParser, createHighlight, ffmpegInfo, filesUnder, makeClip, waitForStatus } from './media-fixtures';
import { newPlayer, type TestPlayer } from './social-fixtures';
import { TranscodeService } from '../src/modules/player/services/transcode.service';

describe('video ladder (HLS)', () => {
  let t: TestApp;
  let storageDir: string;
  let work: string;
  let owner: TestPlayer;
  let big: HighlightResponse;
  let small: HighlightResponse;
  let transcodeMs: number;

  const get = async (agent: Agent, url: string, range?: string) => {
    const req = agent.get(url).buffer(true).parse(binaryParser);
    if (range) req.set('Range', range);
    return req;
  };
  const text = async (agent: Agent, url: string) => {
    const res = await get(agent, url);
    expect(res.status).toBe(200);
    return (res.body as Buffer).toString('utf8');
  };
  /** A URI in a playlist, resolved like a player does (relative to the playlist's URL). */
  const resolve = (uri: string, playlistUrl: string) => new URL(uri, `http://api.test${playlistUrl}`).pathname;
  const uris = (playlist: string) => playlist.split('\n').filter((l) => l && !l.startsWith('#'));

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'fiji-ladder-'));
    work = mkdtempSync(join(tmpdir(), 'fiji-ladder-clips-'));
    t = await createTestApp({ STORAGE_DIR: storageDir });
    await t.app.listen(0, '127.0.0.1');
    owner = await newPlayer(t, { firstName: 'Jone' });
    await grantPlan(t.dataSource, await userOfPlayer(t.dataSource, owner.playerId), 'player_pro');
    const bigClip = readFileSync(makeClip(mkdtempSync(join(work, 'big-')), 5, '960x540'));
    const smallClip = readFileSync(makeClip(mkdtempSync(join(work, 'small-')), 2, '640x480'));
    const started = Date.now();
    const b = await createHighlight(t.server, owner.agent, { body: bigClip, type: 'video/mp4' }, { title: 'Wide try' });
    big = await waitForStatus(owner.agent, b.id, ['ready', 'failed'], 90_000);
    transcodeMs = Date.now() - started;
    const s = await createHighlight(t.server, owner.agent, { body: smallClip, type: 'video/mp4' }, { title: 'Small try' });
    small = await waitForStatus(owner.agent, s.id, ['ready', 'failed'], 60_000);
  }, 150_000);

  afterAll(async () => {
    await t?.close();
  });

  it('makes 234p, 360p and 540p from a 960x540 source, lowest first, with sizes and peak rates', () => {
    expect(big.status).toBe('ready');
    const r = big.adaptive!.renditions;
    expect(r.map((x) => [x.name, x.height])).toEqual([['234p', 234], ['360p', 360], ['540p', 540]]);
    // Peak kbit/s of a 4 s segment, video + audio: 234p near 150 + 48, far below 360p, far below 540p.
    expect(r[0].bitrateKbps).toBeLessThanOrEqual(260);
    expect(r[1].bitrateKbps).toBeLessThanOrEqual(650);
    expect(r[2].bitrateKbps).toBeLessThanOrEqual(1450);
    expect(r[0].bytes).toBeLessThan(r[1].bytes);
    expect(r[1].bytes).toBeLessThan(r[2].bytes);
    expect(big.adaptive!.master).toBe(`/api/highlights/${big.id}/hls/master.m3u8`);
    // For the report: how long the whole job took and what each rendition weighs.
    console.log(`ladder of a 5 s 960x540 clip: ${transcodeMs} ms end to end; ${r.map((x) => `${x.name} ${x.bytes} B @ ${x.bitrateKbps} kbps`).join(', ')}`);
  });

  it('never upscales: a 640x480 source gets 234p and 360p only, and asking for 540p is 404', async () => {
    expect(small.status).toBe('ready');
    expect(small.adaptive!.renditions.map((x) => x.name)).toEqual(['234p', '360p']);
    const master = await text(owner.agent, small.adaptive!.master);
    expect(master).not.toContain('540p');
    expect(master).toContain('RESOLUTION=312x234');
    await owner.agent.get(`/api/highlights/${small.id}/hls/540p/index.m3u8`).expect(404);
  });

  it('serves a valid master playlist and media playlists whose every URI is an API URL, with the sizes reported', async () => {
    const masterUrl = big.adaptive!.master;
    const res = await get(owner.agent, masterUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.apple\.mpegurl/);
    expect(res.headers['cache-control']).toMatch(/^private/);
    const master = (res.body as Buffer).toString('utf8');
    expect(master.startsWith('#EXTM3U\n')).toBe(true);
    expect(master.match(/#EXT-X-STREAM-INF:/g)).toHaveLength(3);
    expect(master).toMatch(/BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=416x234,CODECS="avc1\.4d401f,mp4a\.40\.2"\n234p\/index\.m3u8/);
    expect(master).toContain('RESOLUTION=960x540');
    const mediaUrls = uris(master).map((u) => resolve(u, masterUrl));
    expect(mediaUrls).toEqual(['234p', '360p', '540p'].map((n) => `/api/highlights/${big.id}/hls/${n}/index.m3u8`));

    for (const [i, url] of mediaUrls.entries()) {
      const playlist = await text(owner.agent, url);
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      expect(playlist).toMatch(/#EXT-X-TARGETDURATION:[4-6]\n/);
      const init = /#EXT-X-MAP:URI="([^"]+)"/.exec(playlist)![1];
      const segments = uris(playlist);
      expect(segments.length).toBeGreaterThanOrEqual(2); // 5 s in 4 s segments
      const files = [init, ...segments].map((u) => resolve(u, url));
      let total = 0;
      const bodies: Buffer[] = [];
      for (const file of files) {
        expect(file.startsWith(`/api/highlights/${big.id}/hls/`)).toBe(true);
        const seg = await get(owner.agent, file);
        expect(seg.status).toBe(200);
        expect(seg.headers['cache-control']).toMatch(/^private/);
        expect(seg.headers['content-type']).toMatch(file.endsWith('.m4s') ? /^video\/iso\.segment/ : /^video\/mp4/);
        total += (seg.body as Buffer).length;
        bodies.push(seg.body as Buffer);
      }
      expect(total).toBe(big.adaptive!.renditions[i].bytes);
      // init + segments is a playable fragmented MP4 at the rendition's size.
      const joined = join(work, `rendition-${i}.mp4`);
      writeFileSync(joined, Buffer.concat(bodies));
      const height = big.adaptive!.renditions[i].height;
      expect(ffmpegInfo(joined)).toMatch(new RegExp(`Video: h264.*, ${Math.round((height * 16) / 9 / 2) * 2}x${height}`));
    }
    // Segments take ranges like the other media.
    const first = resolve('seg_000.m4s', mediaUrls[0]);
    const part = await get(owner.agent, first, 'bytes=0-99');
    expect(part.status).toBe(206);
    expect((part.body as Buffer).length).toBe(100);
  });

  it('keeps the 360p MP4 for browsers without HLS, and stores everything under media/<id>/hls with no scratch left', async () => {
    const playable = await get(owner.agent, big.media.playable!);
    expect(playable.status).toBe(200);
    expect(playable.headers['content-type']).toBe('video/mp4');
    const files = filesUnder(storageDir, join('media', big.id)).sort();
    expect(files).toContain(`media/${big.id}/hls/master.m3u8`);
    expect(files).toContain(`media/${big.id}/hls/234p/init.mp4`);
    expect(files).toContain(`media/${big.id}/hls/540p/seg_001.m4s`);
    expect(files).toContain(`media/${big.id}/playable.mp4`);
    expect(files.filter((f) => !f.includes('/hls/'))).toEqual([`media/${big.id}/playable.mp4`, `media/${big.id}/poster.jpg`]);
    expect(filesUnder(storageDir, 'tmp')).toEqual([]);
  });

  it('reports the playable MP4’s size: the bytes of the stored object, as the file is served', async () => {
    for (const h of [big, small]) {
      const stored = statSync(join(storageDir, 'media', h.id, 'playable.mp4')).size;
      expect(h.media.playableBytes).toBe(stored);
      const served = await get(owner.agent, h.media.playable!);
      expect((served.body as Buffer).length).toBe(stored);
    }
  });

  it('a re-run is idempotent: the same renditions and files, no scratch left (and how long the job itself takes)', async () => {
    const before = filesUnder(storageDir, join('media', big.id)).sort();
    const started = Date.now();
    await t.app.get(TranscodeService).process(big.id, 1);
    const jobMs = Date.now() - started;
    const again = (await owner.agent.get(`/api/highlights/${big.id}`).expect(200)).body as HighlightResponse;
    expect(again.status).toBe('ready');
    expect(again.adaptive!.renditions.map((r) => r.name)).toEqual(['234p', '360p', '540p']);
    for (const [i, r] of again.adaptive!.renditions.entries()) expect(Math.abs(r.bytes - big.adaptive!.renditions[i].bytes)).toBeLessThan(r.bytes * 0.05);
    expect(filesUnder(storageDir, join('media', big.id)).sort()).toEqual(before);
    expect(again.media.playableBytes).toBe(statSync(join(storageDir, 'media', big.id, 'playable.mp4')).size);
    expect(filesUnder(storageDir, 'tmp')).toEqual([]);
    console.log(`transcode job alone (5 s 960x540 clip, three renditions + poster): ${jobMs} ms`);
  }, 60_000);

  it('rejects names outside the ladder without reading the store', async () => {
    for (const bad of ['234p/../../playable.mp4', '234p/other.m4s', '720p/index.m3u8', '234p/seg_1.m4s']) {
      await owner.agent.get(`/api/highlights/${big.id}/hls/${bad}`).expect(404);
    }
  });

  it('keeps the highlight’s rules: a paid viewer plays it, a free one gets no HLS (403), a hidden one is missing (404)', async () => {
    const paid = await signedIn(t.server, 'recruiter.paid@demo.fj');
    const free = await signedIn(t.server, 'recruiter.free@demo.fj');
    const segment = `/api/highlights/${big.id}/hls/234p/seg_000.m4s`;
    await paid.get(big.adaptive!.master).expect(200);
    const segmentBytes = (await paid.get(segment).buffer(true).expect(200)).headers['content-length'];
    // HEAD answers as the GET would, with no body: the size a player checks before fetching.
    const head = await paid.head(segment).expect(200);
    expect(head.headers['content-length']).toBe(segmentBytes);
    await free.head(big.adaptive!.master).expect(403);
    const preview = (await free.get(`/api/highlights/${big.id}`).expect(200)).body as HighlightResponse;
    expect(preview.adaptive).toBeNull();
    expect(preview.media).toEqual({ original: null, playable: null, poster: big.media.poster, playableBytes: null }); // no playable media, nor its size
    const full = (await paid.get(`/api/highlights/${big.id}`).expect(200)).body as HighlightResponse;
    expect(full.media.playableBytes).toBe(statSync(join(storageDir, 'media', big.id, 'playable.mp4')).size);
    await free.get(big.adaptive!.master).expect(403);
    await free.get(segment).expect(403);
    await request(t.server).get(segment).expect(401);

    await t.dataSource.query(`UPDATE highlights SET privacy = 'private' WHERE id = $1`, [big.id]);
    for (const agent of [paid, free]) {
      const hidden = await agent.get(segment).expect(404);
      const missing = await agent.get(`/api/highlights/00000000-0000-4000-8000-000000000000/hls/234p/seg_000.m4s`).expect(404);
      expect(hidden.body).toEqual(anyRequestId(missing.body));
      await agent.get(big.adaptive!.master).expect(404);
      await agent.head(`/api/highlights/${big.id}/hls/234p/index.m3u8`).expect(404);
    }
    await owner.agent.get(segment).expect(200); // the owner still sees their own
    await t.dataSource.query(`UPDATE highlights SET privacy = 'public' WHERE id = $1`, [big.id]);
  });
});
