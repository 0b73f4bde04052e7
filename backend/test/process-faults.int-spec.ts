/**
 * The gateway as a real separate process (backend/src/main.ts, as `npm start` runs it) killed with
 * SIGKILL:
 * - mid-transcode, jobs on a private Redis: no ffmpeg runs on as an orphan (setpriv --pdeathsig on
 *   Linux), the job's scratch folder is removed at the next start and the job re-runs (Bull hands it
 *   on once the dead worker's lock lapses);
 * - mid-transcode without pdeathsig (the pid-file path macOS relies on), jobs in-process (the
 *   default of `npm start`): the orphaned ffmpeg is killed and its folder removed at the next start,
 *   which runs the job again;
 * - mid-upload: a new process resumes the upload from its offset into a byte-identical file.
 * ffmpeg is slowed to real time (`-re`, through a wrapper set as FFMPEG_PATH) so the kill lands while
 * it runs.
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { HighlightResponse } from '@fiji/contracts';
import { openDataSource } from '../src/core/database/data-source';
import { pdeathsigAvailable } from '../src/core/process/tied-children';
import { PrivateRedis, processes, sleep, startChildApp, waitFor, type ChildApp } from './fault-fixtures';
import { dobForAge, uniqueEmail, type Agent, grantPlan, userOfPlayer } from './helpers';
import { asResponse, binaryParser, createHighlight, fakeMp4, FFMPEG, filesUnder, makeClip, rawRequest, sha256, uploadUrl, waitForStatus } from './media-fixtures';

// /proc is read to find the ffmpeg processes: Linux (CI) only.
const describeOnLinux = process.platform === 'linux' ? describe : describe.skip;

describeOnLinux('a server killed with SIGKILL', () => {
  let db: DataSource;
  let redis: PrivateRedis;
  let storageDir: string;
  let slowFfmpeg: string;
  let clip: Buffer;
  const apps: ChildApp[] = [];

  beforeAll(async () => {
    redis = await PrivateRedis.start();
    db = await openDataSource(process.env.DATABASE_URL!);
    storageDir = mkdtempSync(join(tmpdir(), 'fiji-kill-'));
    const work = mkdtempSync(join(tmpdir(), 'fiji-kill-clips-'));
    slowFfmpeg = join(work, 'ffmpeg-realtime');
    writeFileSync(slowFfmpeg, `#!/bin/sh\nexec "${FFMPEG}" -re "$@"\n`);
    chmodSync(slowFfmpeg, 0o755);
    clip = readFileSync(makeClip(work, 30, '160x120'));
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.kill();
    for (const p of ffmpegOf()) process.kill(p.pid, 'SIGKILL');
    await db?.destroy();
    await redis?.stop();
  });

  const start = async (env: Record<string, string> = {}) => {
    const app = await startChildApp({ DATABASE_URL: process.env.DATABASE_URL!, STORAGE_DIR: storageDir, REDIS_URL: '', ...env });
    apps.push(app);
    return app;
  };
  /** rawRequest wants a listening Server: only its port is read. */
  const serverOf = (app: ChildApp) => ({ address: () => ({ port: app.port }) }) as unknown as Server;
  /** ffmpeg processes working on this test's storage folder. */
  const ffmpegOf = () => processes().filter((p) => p.cmdline.includes(storageDir) && /ffmpeg/.test(p.cmdline) && !p.cmdline.startsWith('/bin/sh'));
  const scratch = () => filesUnder(storageDir, 'tmp').map((f) => f.split('/')[1]!).filter((v, i, a) => a.indexOf(v) === i);

  /** A new adult player with a profile on Player Pro, signed in on `app` (its session cookie works on any of them). */
  async function playerOn(app: ChildApp): Promise<{ agent: Agent; cookie: string }> {
    const agent = request.agent(app.url);
    const res = await agent
      .post('/api/auth/signup')
      .send({ firstName: 'Kill', lastName: 'Test', email: uniqueEmail('kill'), password: 'Sup3r-secret!', role: 'player', dob: dobForAge(22) })
      .expect(201);
    const [row]: { id: string }[] = await db.query(
      `INSERT INTO players (user_id, dob, positions, formats, province, visibility) VALUES ($1, $2, '{"Wing"}', '{"7s"}', 'Ba', 'public') RETURNING id`,
      [res.body.user.id, dobForAge(22)],
    );
    await grantPlan(db, await userOfPlayer(db, row!.id), 'player_pro');
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    return { agent, cookie };
  }
  /** A client of `app` with an existing session. */
  const withSession = (app: ChildApp, cookie: string): Agent => request.agent(app.url).set('Cookie', cookie) as unknown as Agent;

  let highlight: HighlightResponse;

  it('mid-transcode (jobs on Redis): ffmpeg dies with the server; the next start removes the scratch folder; the job re-runs', async () => {
    const a = await start({ FFMPEG_PATH: slowFfmpeg, REDIS_URL: redis.url });
    const { agent: agentA, cookie } = await playerOn(a);
    highlight = await createHighlight(serverOf(a), agentA, { body: clip, type: 'video/mp4' }, { title: 'Killed mid-transcode' });
    const running = await waitFor(() => ffmpegOf().find((p) => p.cmdline.includes('libx264')), 20_000);
    expect(running).toBeDefined();
    const folders = scratch();
    expect(folders).toHaveLength(1);

    await a.kill();
    const killedAt = Date.now();
    const orphans = await waitFor(() => ffmpegOf().length === 0, 3000, 50);
    process.stdout.write(`[process-faults] ffmpeg after kill -9 of its server: ${orphans ? `gone in ${Date.now() - killedAt} ms` : 'still running'}\n`);
    if (pdeathsigAvailable()) expect(ffmpegOf()).toEqual([]); // else the next start kills it (below)
    expect(scratch()).toEqual(folders); // nobody cleaned up: the server died

    const b = await start({ REDIS_URL: redis.url });
    expect(ffmpegOf()).toEqual([]);
    expect(existsSync(join(storageDir, 'tmp', folders[0]!))).toBe(false);
    // Bull hands the job of the dead worker to the new one once its lock lapses (15 s).
    const ready = await waitForStatus(withSession(b, cookie), highlight.id, ['ready', 'failed'], 60_000);
    process.stdout.write(`[process-faults] the killed transcode ran again and was ready ${Date.now() - killedAt} ms after the kill\n`);
    expect(ready.status).toBe('ready');
    expect(await waitFor(() => scratch().length === 0, 5000)).toBe(true); // the run removes its own folder just after
    await b.stop();
  }, 120_000);

  it('without pdeathsig (the macOS path), jobs in-process: the next start kills the orphaned ffmpeg from its pid file and re-runs the job', async () => {
    await db.query(`UPDATE job_records SET status = 'pending' WHERE name = 'media.transcode' AND payload->>'highlightId' = $1`, [highlight.id]);
    const b = await start({ FFMPEG_PATH: slowFfmpeg, FIJI_CHILD_PDEATHSIG: 'off' });
    const running = await waitFor(() => ffmpegOf().find((p) => p.cmdline.includes('libx264')), 20_000);
    expect(running).toBeDefined();
    const folders = scratch();
    await b.kill();
    await sleep(300);
    expect(ffmpegOf().map((p) => p.pid)).toContain(running!.pid); // an orphan, as on a system without pdeathsig

    const c = await start();
    expect(ffmpegOf()).toEqual([]);
    for (const f of folders) expect(existsSync(join(storageDir, 'tmp', f))).toBe(false);
    const done = async () =>
      ((await db.query(`SELECT status FROM job_records WHERE name = 'media.transcode' AND payload->>'highlightId' = $1`, [highlight.id])) as Array<{ status: string }>)[0]?.status === 'done';
    expect(await waitFor(done, 30_000, 200)).toBe(true); // and the job ran again, to the end
    await c.stop();
  }, 90_000);

  it('mid-upload: a new server process resumes the upload into a byte-identical file', async () => {
    const c = await start();
    const { agent, cookie } = await playerOn(c);
    const file = fakeMp4(3 * 1024 * 1024);
    const { uploadURL, objectPath } = await uploadUrl(agent);

    const sending = rawRequest(serverOf(c), 'PUT', uploadURL, {
      headers: { 'Content-Type': 'video/mp4', 'Content-Length': file.length },
      body: file,
      abortAfterBytes: 1_500_000,
      abortDelayMs: 3000,
    });
    await sleep(800);
    await c.kill(); // the server dies with the body half sent
    expect(await sending).toBe('aborted');

    const d = await start();
    const resumed = withSession(d, cookie);
    const state = asResponse(await rawRequest(serverOf(d), 'HEAD', uploadURL));
    expect(state.status).toBe(200);
    const offset = Number(state.headers['upload-offset']);
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThanOrEqual(1_500_000);
    const rest = asResponse(
      await rawRequest(serverOf(d), 'PUT', uploadURL, {
        headers: { 'Content-Type': 'video/mp4', 'Content-Length': file.length - offset, 'Content-Range': `bytes ${offset}-${file.length - 1}/${file.length}` },
        body: file.subarray(offset),
      }),
    );
    expect(rest.status).toBe(200);
    const got = await resumed.get(`/api/${objectPath.slice(1)}`).buffer(true).parse(binaryParser).expect(200);
    process.stdout.write(`[process-faults] upload killed at ${offset} of ${file.length} bytes, resumed on a new process\n`);
    expect(sha256(got.body as Buffer)).toBe(sha256(file));
    await d.stop();
  }, 90_000);
});
