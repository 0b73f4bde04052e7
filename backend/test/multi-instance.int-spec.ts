/**
 * The production shape, proven through a real load balancer (README.md "Production shape"): two API
 * instances (PROCESS_ROLE=api) and one worker of the built backend as separate processes, on one
 * PostgreSQL database, this run's Redis and one S3 store (s3rver), behind Debian's nginx running
 * deploy/nginx/fiji-rugby.conf (round robin). Every instance names itself in X-Instance (INSTANCE_ID).
 * Through nginx: a session serves on both instances, the login throttle counts across them, a video
 * is transcoded by the worker only and plays through both, and an upload cut off by killing its
 * instance with -9 resumes on the other and ends byte-identical in the bucket.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { AUTH_MESSAGES, DEMO_PASSWORD, UPLOAD_HEADERS, type HighlightResponse, type UploadUrlResponse } from '@fiji/contracts';
import { LOGIN_THROTTLE } from '../src/modules/users/services/login-throttle.service';
import { reservePort, waitFor } from './fault-fixtures';
import { dobForAge, grantPlan, uniqueEmail, type Agent } from './helpers';
import { binaryParser, fakeMp4, makeClip, sha256 } from './media-fixtures';
import { Cluster, http, startPut, type ApiInstance, type Proc } from './multi-instance-fixtures';

const BUCKET = 'fiji-media';
const MB = 1024 * 1024;
const instanceOf = (res: { headers: Record<string, unknown> }) => res.headers['x-instance'] as string;

describe('production shape: two API instances and a worker behind nginx', () => {
  const cluster = new Cluster();
  let a: ApiInstance;
  let b: ApiInstance;
  let worker: Proc;
  let lbPort: number;
  let lb: string;
  let db: Client;
  let s3: S3Client;

  beforeAll(async () => {
    if (!process.env.REDIS_URL) throw new Error('REDIS_URL is not set: API instances and the worker share a Redis queue');
    const started = Date.now();
    const took: string[] = [];
    const step = <T>(name: string, p: Promise<T> | T): Promise<T> => {
      const t0 = Date.now();
      return Promise.resolve(p).then((v) => (took.push(`${name} ${Date.now() - t0} ms`), v));
    };
    const [databaseUrl, s3Endpoint] = await step('database + s3', Promise.all([cluster.scratchDatabase('multi'), cluster.s3(BUCKET)]));
    const lbReserved = await reservePort();
    lbPort = lbReserved.port;
    lb = `http://127.0.0.1:${lbPort}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-multi`, // this suite's queue only (global-teardown removes it)
      SESSION_SECRET: 'one-secret-shared-by-every-instance', // the same on every instance, as in production
      PUBLIC_URL: lb,
      TRUST_PROXY: 'true',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      API_DOCS: 'false',
      SHUTDOWN_GRACE_MS: '2000',
    };
    await step('migrate', cluster.migrate(env)); // once per deploy, before any instance starts
    [a, b, worker] = await step('instances', Promise.all([cluster.api('api-a', env), cluster.api('api-b', env), cluster.worker('worker-1', env)]));
    await step('nginx', cluster.nginx(lbPort, [a.port, b.port], lbReserved.release));
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    s3 = new S3Client({
      region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
    });
    process.stdout.write(`\n[multi-instance] up in ${Date.now() - started} ms: ${took.join(', ')}\n`);
  }, 120_000); // measured 18-46 s on 2 cores busy with other work; the rest is headroom

  afterAll(async () => {
    s3?.destroy();
    await db?.end().catch(() => undefined);
    await cluster.stopAll();
  }, 30_000);

  const objectBytes = async (key: string): Promise<Buffer> =>
    Buffer.from(await (await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }))).Body!.transformToByteArray());

  /** A new adult player with a profile and the Pro plan, signed in through nginx. */
  async function newPlayer(): Promise<Agent> {
    const agent = request.agent(lb);
    const email = uniqueEmail('multi');
    const res = await agent
      .post('/api/auth/signup')
      .send({ firstName: 'Semi', lastName: 'Radradra', email, password: 'Sup3r-secret!', role: 'player', dob: dobForAge(22) })
      .expect(201);
    const userId = res.body.user.id as string;
    await db.query(
      `INSERT INTO players (user_id, dob, positions, formats, school, province, visibility, contact_email, contact_phone)
       VALUES ($1, $2, '{"Wing"}', '{"15s"}', 'Lelean Memorial School', 'Tailevu', 'public', $3, '+679 7000000')`,
      [userId, dobForAge(22), email],
    );
    await grantPlan(db, userId, 'player_pro');
    return agent;
  }

  it('a session made on one instance serves on both, and signing out on one ends it on both', async () => {
    const agent = request.agent(lb);
    const login = await agent.post('/api/auth/login').send({ email: 'player.paid@demo.fj', password: DEMO_PASSWORD }).expect(200);
    const seen = new Set<string>([instanceOf(login)]);
    for (let i = 0; i < 4; i++) {
      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body.email).toBe('player.paid@demo.fj');
      seen.add(instanceOf(me));
    }
    expect([...seen].sort()).toEqual(['api-a', 'api-b']);

    await agent.post('/api/auth/logout').expect(200);
    const after = await Promise.all([agent.get('/api/auth/user'), agent.get('/api/auth/user')]);
    expect(after.map((r) => r.status)).toEqual([401, 401]);
    expect(new Set(after.map(instanceOf)).size).toBe(2);
  });

  it('the login throttle counts wrong passwords across instances', async () => {
    const email = uniqueEmail('throttle');
    await request(lb).post('/api/auth/signup').send({ firstName: 'Ana', lastName: 'Roqica', email, password: 'Sup3r-secret!', role: 'player', dob: dobForAge(24) }).expect(201);
    const login = (password: string) => request(lb).post('/api/auth/login').send({ email, password });

    // The free tries, spread over both instances by round robin.
    const wrong = [];
    for (let i = 0; i < LOGIN_THROTTLE.pair.delayAfter; i++) wrong.push(await login(`wrong-${i}`));
    expect(wrong.map((r) => r.status)).toEqual(wrong.map(() => 401));
    expect(new Set(wrong.map(instanceOf)).size).toBe(2);

    // Now even the right password waits, whichever instance gets it.
    const right = [await login('Sup3r-secret!'), await login('Sup3r-secret!')];
    expect(right.map((r) => r.status)).toEqual([429, 429]);
    expect(new Set(right.map(instanceOf)).size).toBe(2);
    expect(right[0]!.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(right[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('a video uploaded through nginx is transcoded by the worker only, then plays through both instances', async () => {
    const agent = await newPlayer();
    const clip = readFileSync(makeClip(mkdtempSync(join(cluster.dir, 'clip-')), 1, '320x240'));
    const { uploadURL, objectPath } = (await agent.post('/api/objects/upload').expect(200)).body as UploadUrlResponse;
    const put = await http(lbPort, 'PUT', uploadURL, { 'Content-Type': 'video/mp4' }, clip);
    expect(put.status).toBe(200);
    const created = await agent.post('/api/highlights').send({ title: 'Try from the halfway line', contentType: 'video', filePath: objectPath }).expect(201);
    const id = (created.body as HighlightResponse).id;

    const ready = await waitFor(async () => {
      const h = (await agent.get(`/api/highlights/${id}`).expect(200)).body as HighlightResponse;
      return h.status === 'ready' || h.status === 'failed' ? h : undefined;
    }, 45_000, 200);
    expect(ready?.status).toBe('ready');

    // Done by the worker: its log has the line, the API instances' logs do not (they only enqueued).
    const line = `Highlight ${id} processed`;
    // The worker logs the line just after the highlight turns ready; its stdout pipe may deliver it a moment later.
    expect(await waitFor(async () => (worker.output().includes(line) ? line : undefined), 5_000)).toBe(line);
    expect(a.output()).not.toContain(line);
    expect(b.output()).not.toContain(line);
    // The record is marked done just after the highlight turns ready.
    const jobStatus = async () =>
      ((await db.query(`SELECT status FROM job_records WHERE name = 'media.transcode' AND payload->>'highlightId' = $1`, [id])).rows[0] as { status: string } | undefined)?.status;
    expect(await waitFor(async () => ((await jobStatus()) === 'done' ? 'done' : undefined), 5_000)).toBe('done');

    const stored = await objectBytes(`media/${id}/playable.mp4`);
    expect(stored.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const viewer = request.agent(lb);
    await viewer.post('/api/auth/login').send({ email: 'recruiter.paid@demo.fj', password: DEMO_PASSWORD }).expect(200);
    const plays = [];
    for (let i = 0; i < 2; i++) plays.push(await viewer.get(ready!.media.playable!).set('Range', 'bytes=0-1023').buffer(true).parse(binaryParser));
    expect(plays.map((r) => r.status)).toEqual([206, 206]);
    expect(new Set(plays.map(instanceOf)).size).toBe(2);
    for (const p of plays) {
      expect(p.headers['content-range']).toBe(`bytes 0-1023/${stored.length}`);
      expect(Buffer.compare(p.body as Buffer, stored.subarray(0, 1024))).toBe(0);
      expect(p.headers['cache-control']).not.toMatch(/public/);
    }
  });

  // Runs last: it kills instance A.
  it('an upload cut off by killing its instance (-9) resumes on the other and ends byte-identical in the bucket', async () => {
    const agent = await newPlayer();
    const file = fakeMp4(32 * MB);
    const { uploadURL, objectPath } = (await agent.post('/api/objects/upload').expect(200)).body as UploadUrlResponse;
    const uploadId = objectPath.split('/').pop()!;
    const total = file.length;

    // ~20 MB straight to instance A, the body left open, then A dies mid-request.
    const sent = 20 * MB;
    const cut = await startPut(a.port, uploadURL, { 'Content-Type': 'video/mp4', 'Content-Length': total, 'Content-Range': `bytes 0-${total - 1}/${total}` }, file, sent);
    // Let A take in what it has been sent (it reports progress on HEAD) before it is killed.
    await waitFor(async () => Number((await http(a.port, 'HEAD', uploadURL)).headers[UPLOAD_HEADERS.offset.toLowerCase()] ?? 0) > 0, 5_000, 100);
    a.child.kill('SIGKILL');
    await a.exited;
    cut.destroy();

    // The offset, asked through nginx: A refuses connections, so B answers.
    const head = await http(lbPort, 'HEAD', uploadURL);
    expect(head.status).toBe(200);
    expect(instanceOf(head)).toBe('api-b');
    expect(head.headers[UPLOAD_HEADERS.status.toLowerCase()]).toBe('pending');
    const offset = Number(head.headers[UPLOAD_HEADERS.offset.toLowerCase()]);
    // What A had made durable before it died (may be less than was sent: the client resumes from here).
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(sent);

    const rest = await http(b.port, 'PUT', uploadURL, { 'Content-Type': 'video/mp4', 'Content-Range': `bytes ${offset}-${total - 1}/${total}` }, file.subarray(offset));
    expect({ status: rest.status, body: rest.body.toString() }).toMatchObject({ status: 200 });
    expect(instanceOf(rest)).toBe('api-b');
    expect(sha256(await objectBytes(`uploads/${uploadId}`))).toBe(sha256(file));
  });
});
