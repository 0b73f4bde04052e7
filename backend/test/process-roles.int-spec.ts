/**
 * PROCESS_ROLE (docs/architecture.md "Processes"): an API-only app enqueues but never runs jobs or
 * timers; `npm run worker` (backend/src/worker.ts, a real child process here, compiled on the fly
 * like fault-fixtures' startChildApp) runs them and answers no HTTP. Both share this file's own
 * Redis key prefix, so no other app takes the job.
 */
import { getQueueToken } from '@nestjs/bull';
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { Queue } from 'bull';
import request from 'supertest';
import { QUEUE_NAME } from '../src/core/queue/jobs.service';
import { Scheduler } from '../src/core/schedule';
import { createTestApp, type TestApp } from './app.factory';
import { REPO_ROOT, freePort, waitFor } from './fault-fixtures';

const PREFIX = `${process.env.REDIS_PREFIX}-roles`;

interface Worker {
  child: ChildProcess;
  port: number;
  startedAt: Date;
  output(): string;
  exit: Promise<number | null>;
}

/** `npm run worker`'s entry with this file's prefix; resolves once it logged that it started. */
async function startWorker(): Promise<Worker> {
  const port = await freePort(); // given to the worker as PORT: it must not listen on it
  const startedAt = new Date();
  const child = spawn(process.execPath, ['-r', join(__dirname, 'register-backend-ts.cjs'), join(REPO_ROOT, 'backend/src/worker.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: String(port), REDIS_PREFIX: PREFIX, PROCESS_ROLE: 'api' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exit = new Promise<number | null>((ok) => child.once('exit', (code) => ok(code)));
  const started = await waitFor(() => out.includes('"worker started"') || child.exitCode !== null, 30_000);
  if (!started || child.exitCode !== null) {
    child.kill('SIGKILL');
    throw new Error(`the worker did not start:\n${out}`);
  }
  return { child, port, startedAt, output: () => out, exit };
}

const refused = (port: number) =>
  new Promise<boolean>((ok) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), ok(false)));
    s.once('error', () => ok(true));
  });

describe('process roles', () => {
  let api: TestApp;
  let queue: Queue;
  let worker: Worker | undefined;

  beforeAll(async () => {
    api = await createTestApp({ PROCESS_ROLE: 'api', REDIS_PREFIX: PREFIX });
    queue = api.app.get<Queue>(getQueueToken(QUEUE_NAME));
  });
  afterAll(async () => {
    if (worker && worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await api?.close();
  });

  const mailJob = async (email: string) =>
    (
      (await api.dataSource.query(
        `SELECT j.id, j.status, j.updated_at FROM job_records j JOIN contact_submissions c ON j.payload->>'submissionId' = c.id::text
          WHERE j.name = 'mail.contact' AND c.email = $1`,
        [email],
      )) as Array<{ id: string; status: string; updated_at: Date }>
    )[0];

  it('api: starts no scheduled timers, though a one-off run still works', async () => {
    const scheduler = api.app.get(Scheduler);
    expect(scheduler.scheduled).toEqual([]);
    expect(await scheduler.once('roles.probe', 'busy', async () => 'ran')).toBe('ran');
  });

  it('a job enqueued through the api waits in Redis until the worker, never the api, runs it', async () => {
    const email = `roles.${Date.now()}@example.com`;
    await request(api.server)
      .post('/api/contact')
      .send({ firstName: 'Mere', lastName: 'Ratu', email, subject: 'Other', message: 'Bula, a question about trials.' })
      .expect(201);

    // Handed to Redis, where nothing processes it: no worker connection on this queue, the job waits.
    const record = await waitFor(() => mailJob(email), 5000);
    const job = await waitFor(() => queue.getJob(record.id), 5000);
    expect(await job!.getState()).toBe('waiting');
    expect(await queue.getWorkers()).toHaveLength(0);
    expect((await mailJob(email)).status).toBe('pending');

    worker = await startWorker();
    expect(await queue.getWorkers()).toHaveLength(1); // the worker's, not the api's
    const done = await waitFor(async () => ((await mailJob(email)).status === 'done' ? mailJob(email) : undefined), 15_000);
    expect(done?.updated_at.getTime()).toBeGreaterThanOrEqual(worker.startedAt.getTime());
    expect(worker.output()).toContain('"worker started"');
  });

  it('worker: answers no HTTP, and stops cleanly on SIGTERM', async () => {
    const w = worker!;
    expect(await refused(w.port)).toBe(true);
    w.child.kill('SIGTERM');
    expect(await w.exit).toBe(0);
    expect(w.output()).toContain('"shut down"');
    expect(await waitFor(async () => (await queue.getWorkers()).length === 0, 5000)).toBe(true);
  });
});
