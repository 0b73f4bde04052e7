import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { DataSource, EntityManager, In, type EntitySubscriberInterface, type QueryRunner } from 'typeorm';
import type { JobQueueView, JobsOverview } from '@fiji/contracts';
import { JobRecord, type JobStatus } from './job-record.entity';
import { JOB_NAMES, type JobName, type JobPayloads } from './job-names';
import { runExclusive } from '../database/run-exclusive';

export const JOBS_QUEUE = Symbol('JOBS_QUEUE');
export const JOBS_OPTIONS = Symbol('JOBS_OPTIONS');
export const QUEUE_NAME = 'jobs';

export interface JobContext {
  /** 1 on the first run. */
  attempt: number;
  /** job_records id of a durable job. */
  recordId?: string;
}
export type JobHandler<N extends JobName> = (payload: JobPayloads[N], ctx: JobContext) => Promise<void>;

export interface JobHandlerOptions {
  /** Runs in total, first one included. */
  attempts?: number;
  /** First retry delay; doubles each time. */
  backoffMs?: number;
  /** Record in job_records and re-enqueue at start until done (work whose result matters). */
  durable?: boolean;
}

export interface JobsServiceOptions {
  /** Default first retry delay (ms). */
  backoffMs?: number;
  /** Names that must have a handler before the server starts (default: JOB_NAMES). */
  requiredJobs?: readonly string[];
  concurrency?: number;
  /**
   * Redis mode: every this many ms one instance (a PostgreSQL advisory lock) hands unfinished
   * durable jobs that Redis neither holds nor runs back to Redis (JOBS_SWEEP_SECONDS).
   */
  sweepIntervalMs?: number;
  /** Longest wait for one Redis command on the hand-off path (ms). */
  redisTimeoutMs?: number;
  /**
   * Redis mode: false in an API-only process (PROCESS_ROLE=api): it enqueues, and the workers take
   * the jobs and run the sweep (default true).
   */
  processJobs?: boolean;
  /** Longest wait for Bull to close at shutdown before its connections are dropped (ms). */
  closeTimeoutMs?: number;
}

/** Key of the advisory lock that lets one instance at a time sweep job_records. */
export const SWEEP_LOCK_KEY = 0x6a6f6273; // 'jobs'
/** Most records handed back to Redis by one sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 500;
/** Errors of the same kind (Redis down) are logged at most this often. */
const ERROR_LOG_EVERY_MS = 30_000;

interface Registered {
  handler: JobHandler<JobName>;
  attempts: number;
  backoffMs: number;
  durable: boolean;
}

interface Envelope {
  name: JobName;
  payload: unknown;
  recordId?: string;
}

/**
 * The one entry point for background work: modules register(name, handler) at init and
 * enqueue(name, payload) anywhere. With REDIS_URL the jobs go through Bull (a queue shared by
 * every instance); without it the same handlers run in this process (setImmediate) with the same
 * retries and exponential backoff. Durable jobs are also written to job_records and re-enqueued
 * at start while unfinished, so neither mode loses mail or media work across restarts.
 *
 * job_records is also the outbox: a durable job is recorded with the write that causes it (pass
 * the transaction's EntityManager to enqueue) and handed to Redis only after the commit, in the
 * background, so no request ever waits on Redis. A hand-off that cannot reach Redis leaves the
 * record pending; a periodic sweep (one instance at a time, PostgreSQL advisory lock) hands every
 * unfinished record that Redis neither holds nor runs back to it (after an outage, or a Redis that
 * came back empty). The record id is the Bull jobId, so a repeated hand-off never duplicates a job,
 * and a record already done is skipped. A running durable job refreshes its record's updated_at
 * (a heartbeat); one silent for three sweep intervals counts as lost and is handed out again. A
 * job that is not durable (nothing recorded) runs in this process when Redis cannot take it.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, Registered>();
  private readonly inflight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly beforeStart: Envelope[] = [];
  /** Jobs enqueued inside a transaction, handed off when it commits (dropped on rollback). */
  private readonly afterCommit = new WeakMap<QueryRunner, Envelope[]>();
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | null = null;
  private readonly lastLogged = new Map<string, number>();
  private started = false;
  private stopping = false;
  private readonly options: Required<JobsServiceOptions>;

  constructor(
    @Optional() @Inject(DataSource) private readonly dataSource: DataSource | null,
    @Optional() @Inject(JOBS_QUEUE) private readonly queue: Queue | null,
    @Optional() @Inject(JOBS_OPTIONS) options?: JobsServiceOptions,
  ) {
    this.options = {
      backoffMs: options?.backoffMs ?? 1000,
      requiredJobs: options?.requiredJobs ?? JOB_NAMES,
      concurrency: options?.concurrency ?? 4,
      sweepIntervalMs: Math.max(100, options?.sweepIntervalMs ?? 30_000),
      redisTimeoutMs: options?.redisTimeoutMs ?? 1000,
      processJobs: options?.processJobs ?? true,
      closeTimeoutMs: options?.closeTimeoutMs ?? 3000,
    };
    // This service closes the queue, bounded. @nestjs/bull's own shutdown hook would await Bull's
    // close() with no bound, and with Redis gone at that moment it can wait for ever.
    if (queue) delete (queue as { onApplicationShutdown?: unknown }).onApplicationShutdown;
    this.listenToTransactions();
  }

  get mode(): 'bull' | 'in-process' {
    return this.queue ? 'bull' : 'in-process';
  }

  register<N extends JobName>(name: N, handler: JobHandler<N>, options: JobHandlerOptions = {}): void {
    if (this.handlers.has(name)) throw new Error(`Job "${name}" already has a handler`);
    this.handlers.set(name, {
      handler: handler as JobHandler<JobName>,
      attempts: Math.max(1, options.attempts ?? 3),
      backoffMs: options.backoffMs ?? this.options.backoffMs,
      durable: options.durable ?? false,
    });
  }

  /**
   * Queues a job; returns its job_records id for durable jobs. Throws if no handler is registered.
   * Never waits on Redis. Inside a transaction pass its EntityManager: a durable job is then recorded
   * in that transaction (no job without its write, no write without its job) and any job is handed
   * off only once the transaction commits.
   */
  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], manager?: EntityManager): Promise<string | undefined> {
    const reg = this.requireHandler(name);
    let recordId: string | undefined;
    if (reg.durable) {
      const repo = this.records(manager);
      const saved = await repo.save(repo.create({ queue: QUEUE_NAME, name, payload: payload as Record<string, unknown> }));
      recordId = saved.id;
    }
    const envelope: Envelope = { name, payload, recordId };
    const runner = manager?.queryRunner;
    if (runner?.isTransactionActive) {
      const waiting = this.afterCommit.get(runner) ?? [];
      waiting.push(envelope);
      this.afterCommit.set(runner, waiting);
    } else {
      this.handOff(envelope);
    }
    return recordId;
  }

  async onApplicationBootstrap(): Promise<void> {
    const missing = this.options.requiredJobs.filter((n) => !this.handlers.has(n));
    if (missing.length > 0) {
      throw new Error(`No handler registered for job(s) ${missing.map((n) => `"${n}"`).join(', ')}: the server refuses to start.`);
    }
    // Check stored work before any processing starts, so a refused start leaves nothing half-running.
    const unfinished = await this.unfinishedRecords();
    for (const r of unfinished) this.requireHandler(r.name); // a stored job nobody can run: refuse to start, loudly
    this.started = true;
    this.listenToTransactions();
    if (this.queue) {
      const queue = this.queue;
      queue.on('error', (e: Error) => this.logThrottled('redis', `Bull queue error: ${e.message}`));
      for (const envelope of this.beforeStart.splice(0)) this.handOff(envelope);
      if (this.options.processJobs) this.startProcessing(queue);
    } else {
      await this.resume(unfinished);
      for (const envelope of this.beforeStart.splice(0)) this.handOff(envelope);
    }
  }

  /** Redis mode, every role but api: the Bull processor, the sweep timer and the sweep on reconnect. */
  private startProcessing(queue: Queue): void {
    const track = (job: Job<Envelope>): Promise<void> => {
      const run = this.runBullJob(job);
      const settled = run.catch(() => undefined).finally(() => this.inflight.delete(settled));
      this.inflight.add(settled);
      return run;
    };
    void queue.process('*', this.options.concurrency, track).catch((e: Error) => {
      if (!this.stopping) this.logger.error(`Bull processor stopped: ${e.message}`);
    });
    // Redis back after an outage (possibly empty): hand the unfinished records over at once.
    let connectedOnce = queue.client.status === 'ready';
    queue.client.on('ready', () => {
      if (connectedOnce) setTimeout(() => void this.sweep(), 100).unref();
      connectedOnce = true;
    });
    this.sweepTimer = setInterval(() => void this.sweep(), this.options.sweepIntervalMs);
    this.sweepTimer.unref();
    void this.sweep(); // unfinished records of earlier runs
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    // Unfinished durable jobs stay pending in job_records and run again at the next start.
    await Promise.race([Promise.allSettled([...this.inflight, this.sweeping]), new Promise((r) => setTimeout(r, 5000).unref())]);
    if (this.queue) {
      const queue = this.queue;
      // Bounded: with Redis unreachable, closing must not hold the shutdown (its connections just drop).
      // close(true): the handlers in flight were awaited above; Bull waiting for its own view of them
      // again would hang on a job whose completion cannot reach a dead Redis, and leave the blocking
      // connection's reconnect rejecting with nobody listening.
      await this.bounded(
        queue.isReady().then(() => queue.close(true)),
        this.options.closeTimeoutMs,
        'Closing the queue',
      ).catch((e: Error) => {
        this.logger.warn(`Closing the queue: ${e.message}`);
        for (const client of queue.clients ?? []) client.disconnect();
      });
    }
  }

  /** Health: 'up' when Redis answers PING within the Redis timeout, 'in-process' without Redis; rejects when down. */
  async ping(): Promise<'up' | 'in-process'> {
    if (!this.queue) return 'in-process';
    if (!this.redisReady()) throw new Error('Redis is not connected');
    await this.bounded(this.queue.client.ping(), this.options.redisTimeoutMs, 'Redis PING');
    return 'up';
  }

  /**
   * Redis mode: hands every unfinished durable record that Redis neither holds nor runs back to it.
   * Runs every sweep interval and when Redis reconnects; one instance at a time across all instances
   * (a PostgreSQL advisory lock: Redis may be the thing that was lost). Returns how many it handed
   * back (0 when another instance holds the lock or Redis is unreachable).
   */
  sweep(): Promise<number> {
    if (!this.queue || !this.dataSource || this.stopping) return Promise.resolve(0);
    if (!this.sweeping) {
      this.sweeping = this.sweepOnce()
        .catch((e: Error) => {
          this.logThrottled('sweep', `Job sweep failed: ${e.message}`);
          return 0;
        })
        .finally(() => {
          this.sweeping = null;
        });
    }
    return this.sweeping;
  }

  /** Resolves when no in-process job is running or waiting for a retry (tests, scripts). */
  async drain(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mine = this.inflight.size > 0 || this.timers.size > 0;
      // Redis mode: also jobs handed to the queue and not finished yet (waiting or running, in any process of
      // this queue); delayed retries are not waited for. At the deadline only this process's own work fails.
      const queued = !mine && (await this.queueBusy());
      if (!mine && !queued) return;
      if (Date.now() > deadline) {
        if (mine) throw new Error('Jobs did not finish in time');
        return;
      }
      // Always wait on a timer too: allSettled([]) resolves at once and would starve the timers.
      const tick = new Promise((r) => setTimeout(r, 10));
      await (this.inflight.size > 0 ? Promise.race([Promise.allSettled([...this.inflight]), tick]) : tick);
    }
  }

  private async queueBusy(): Promise<boolean> {
    if (!this.queue || !this.options.processJobs || !this.redisReady()) return false;
    try {
      const counts = await this.bounded(this.queue.getJobCounts(), this.options.redisTimeoutMs, 'Redis getJobCounts');
      return counts.waiting + counts.active > 0;
    } catch {
      return false;
    }
  }

  private requireHandler(name: string): Registered {
    const reg = this.handlers.get(name);
    if (!reg) throw new Error(`No handler registered for job "${name}": register it in its module before enqueueing.`);
    return reg;
  }

  private records(manager?: EntityManager) {
    if (manager) return manager.getRepository(JobRecord);
    if (!this.dataSource) throw new Error('Durable jobs need a database');
    return this.dataSource.getRepository(JobRecord);
  }

  /**
   * Registers the commit listener on the DataSource (again if DataSource.initialize() replaced its
   * subscriber list after this service was built).
   */
  private listenToTransactions(): void {
    if (this.dataSource && !this.dataSource.subscribers.includes(this.transactions)) this.dataSource.subscribers.push(this.transactions);
  }

  /** Hands off the jobs of committed transactions; forgets those of rolled-back ones. */
  private readonly transactions: EntitySubscriberInterface = {
    afterTransactionCommit: ({ queryRunner }) => {
      if (queryRunner.isTransactionActive) return; // a savepoint: wait for the outer commit
      const waiting = this.afterCommit.get(queryRunner);
      this.afterCommit.delete(queryRunner);
      for (const envelope of waiting ?? []) this.handOff(envelope);
    },
    afterTransactionRollback: ({ queryRunner }) => {
      if (!queryRunner.isTransactionActive) this.afterCommit.delete(queryRunner);
    },
  };

  /**
   * What the admin Jobs page shows (docs/admin.md "Jobs"): the durable records by status with the
   * latest failures, and with Redis the Bull queue's own counts and failed jobs.
   */
  async overview(): Promise<JobsOverview> {
    const queues: JobQueueView[] = [];
    if (this.dataSource) {
      const rows = (await this.records().query(`SELECT status, count(*)::int AS n FROM job_records GROUP BY status`)) as { status: JobStatus; n: number }[];
      const n = (status: JobStatus) => rows.find((r) => r.status === status)?.n ?? 0;
      const failed = await this.records().find({ where: { status: 'failed' }, order: { updatedAt: 'DESC' }, take: 50 });
      queues.push({
        name: 'durable',
        label: 'Durable jobs (kept in the database)',
        counts: { waiting: n('pending'), active: n('running'), failed: n('failed'), completed: n('done') },
        failed: failed.map((r) => ({ id: r.id, name: r.name, attempts: r.attempts, error: r.lastError, failedAt: r.updatedAt.toISOString() })),
      });
    }
    if (this.queue && this.redisReady()) {
      const counts = await this.bounded(this.queue.getJobCounts(), this.options.redisTimeoutMs, 'Redis counts');
      const failed = await this.bounded(this.queue.getFailed(0, 49), this.options.redisTimeoutMs, 'Redis failed jobs');
      queues.push({
        name: 'jobs',
        label: 'Redis queue (Bull)',
        counts: { waiting: counts.waiting + counts.delayed, active: counts.active, failed: counts.failed, completed: counts.completed },
        failed: failed
          .filter((j): j is Job<Envelope> => !!j)
          .map((j) => ({
            id: String(j.id),
            name: j.name,
            attempts: j.attemptsMade,
            error: j.failedReason ?? null,
            failedAt: j.finishedOn ? new Date(j.finishedOn).toISOString() : null,
          })),
      });
    }
    return { mode: this.mode, queues };
  }

  /**
   * Runs a failed job again: a durable record goes back to pending with a fresh count of attempts
   * (one UPDATE, so two clicks retry it once); a failed Bull job is retried by Bull. False when the
   * job is unknown or not failed.
   */
  async retry(queue: 'durable' | 'jobs', id: string): Promise<boolean> {
    if (queue === 'durable') {
      if (!this.dataSource || !/^[0-9a-f-]{36}$/i.test(id)) return false;
      const result = (await this.records().query(
        `UPDATE job_records SET status = 'pending', attempts = 0, last_error = NULL, run_after = NULL, updated_at = now()
          WHERE id = $1 AND status = 'failed' RETURNING id, name, payload`,
        [id],
      )) as unknown[];
      const rows = (Array.isArray(result[0]) ? result[0] : result) as { id: string; name: JobName; payload: unknown }[];
      const row = rows[0];
      if (!row) return false;
      // Bull keeps the failed copy under the same jobId and would ignore a new add: remove it first.
      if (this.queue && this.redisReady()) {
        const old = await this.bounded(this.queue.getJob(row.id), this.options.redisTimeoutMs, 'Redis get').catch(() => null);
        await old?.remove().catch(() => undefined);
      }
      this.handOff({ name: row.name, payload: row.payload, recordId: row.id });
      return true;
    }
    if (!this.queue || !this.redisReady()) return false;
    const job = await this.bounded(this.queue.getJob(id), this.options.redisTimeoutMs, 'Redis get');
    if (!job || !(await job.isFailed())) return false;
    await job.retry();
    return true;
  }

  /** Re-enqueues durable work left pending or half-run by a previous process. */
  private async unfinishedRecords(): Promise<JobRecord[]> {
    if (!this.dataSource) return [];
    return this.records().find({ where: { status: In(['pending', 'running']) }, order: { createdAt: 'ASC' } });
  }

  private async resume(open: JobRecord[]): Promise<void> {
    for (const r of open) this.handOff({ name: r.name as JobName, payload: r.payload, recordId: r.id });
    if (open.length > 0) this.logger.log(`Re-enqueued ${open.length} unfinished job(s)`);
  }

  /**
   * Starts a job off the caller's path. In-process: scheduled here. Redis: added to Bull in the
   * background, bounded by the Redis timeout; when Redis is unreachable a durable job stays pending
   * in job_records for the sweep, and any other job runs in this process instead of being lost.
   */
  private handOff(envelope: Envelope): void {
    if (!this.started) {
      this.beforeStart.push(envelope);
      return;
    }
    if (!this.queue) {
      this.schedule(envelope, 1, 0);
      return;
    }
    void this.addToRedis(envelope).catch((e: Error) => {
      if (envelope.recordId) {
        this.logThrottled('handoff', `Job ${envelope.name} stays pending until Redis answers: ${e.message}`);
      } else {
        this.logThrottled('handoff', `Job ${envelope.name} runs in this process, Redis is unreachable: ${e.message}`);
        this.schedule(envelope, 1, 0);
      }
    });
  }

  private redisReady(): boolean {
    return this.queue?.client.status === 'ready';
  }

  /** queue.add, refused at once while Redis is disconnected (no offline queue) and bounded otherwise. */
  private async addToRedis(envelope: Envelope): Promise<void> {
    const queue = this.queue!;
    const reg = this.requireHandler(envelope.name);
    if (!this.redisReady()) throw new Error('Redis is not connected');
    await this.bounded(
      queue.add(envelope.name, envelope, {
        attempts: reg.attempts,
        backoff: { type: 'exponential', delay: reg.backoffMs },
        // The record id for a durable job: Bull ignores a second add while the first job exists.
        ...(envelope.recordId ? { jobId: envelope.recordId } : {}),
        removeOnComplete: true,
        removeOnFail: 1000,
      }),
      this.options.redisTimeoutMs,
      'Redis add',
    );
  }

  private sweepOnce(): Promise<number> {
    // Another instance sweeping answers 0.
    return runExclusive(this.dataSource!, SWEEP_LOCK_KEY, 0, (runner) => this.handBack(runner));
  }

  private async handBack(runner: QueryRunner): Promise<number> {
    const queue = this.queue!;
    if (!this.redisReady()) return 0;
    const staleSeconds = (3 * this.options.sweepIntervalMs) / 1000;
    const open = (await runner.query(
      `SELECT id, name, payload FROM job_records
        WHERE queue = $1 AND (status = 'pending' OR (status = 'running' AND updated_at < now() - make_interval(secs => $2)))
        ORDER BY created_at LIMIT ${SWEEP_BATCH}`,
      [QUEUE_NAME, staleSeconds],
    )) as Array<{ id: string; name: JobName; payload: unknown }>;
    let handed = 0;
    for (const r of open) {
      if (this.stopping || !this.handlers.has(r.name)) continue;
      const t = this.options.redisTimeoutMs;
      const job = await this.bounded(queue.getJob(r.id), t, 'Redis getJob');
      if (job) {
        const state = await this.bounded(job.getState(), t, 'Redis getState');
        if (state !== 'completed' && state !== 'failed' && state !== 'stuck') continue; // queued, delayed or running
        await this.bounded(job.remove(), t, 'Redis remove'); // Bull finished it but the record did not: run it again
      }
      await this.addToRedis({ name: r.name, payload: r.payload, recordId: r.id });
      handed++;
    }
    if (handed > 0) this.logger.log(`Handed ${handed} unfinished job(s) back to Redis`);
    return handed;
  }

  private bounded<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  /** Logs one line per kind and interval (a Redis outage would otherwise log every reconnect). */
  private logThrottled(kind: string, message: string): void {
    const now = Date.now();
    if (now - (this.lastLogged.get(kind) ?? 0) < ERROR_LOG_EVERY_MS) return;
    this.lastLogged.set(kind, now);
    this.logger.warn(message);
  }

  private schedule(envelope: Envelope, attempt: number, delayMs: number): void {
    if (this.stopping) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.runInProcess(envelope, attempt).finally(() => this.inflight.delete(run));
      this.inflight.add(run);
    }, delayMs);
    this.timers.add(timer);
  }

  private async runInProcess(envelope: Envelope, attempt: number): Promise<void> {
    const reg = this.requireHandler(envelope.name);
    try {
      await this.execute(reg, envelope, attempt);
    } catch (e) {
      const final = attempt >= reg.attempts;
      await this.markFailure(envelope.recordId, e as Error, final);
      if (final) {
        this.logger.error(`Job ${envelope.name} failed after ${attempt} attempt(s): ${(e as Error).message}`);
      } else {
        const delay = reg.backoffMs * 2 ** (attempt - 1);
        this.logger.warn(`Job ${envelope.name} attempt ${attempt} failed (${(e as Error).message}); retry in ${delay} ms`);
        this.schedule(envelope, attempt + 1, delay);
      }
    }
  }

  private async runBullJob(job: Job<Envelope>): Promise<void> {
    const envelope = job.data;
    const reg = this.requireHandler(job.name);
    const attempt = job.attemptsMade + 1;
    try {
      await this.execute(reg, envelope, attempt);
    } catch (e) {
      await this.markFailure(envelope.recordId, e as Error, attempt >= (job.opts.attempts ?? 1));
      throw e; // Bull schedules the retry with its backoff
    }
  }

  private async execute(reg: Registered, envelope: Envelope, attempt: number): Promise<void> {
    const { recordId } = envelope;
    if (recordId) {
      const current = await this.records().findOne({ where: { id: recordId } });
      if (!current || current.status === 'done') return; // already done elsewhere (idempotence)
      await this.records().update({ id: recordId }, { status: 'running', attempts: current.attempts + 1 });
    }
    const heartbeat = recordId && this.queue ? this.heartbeat(recordId) : undefined;
    try {
      await reg.handler(envelope.payload as never, { attempt, recordId });
    } finally {
      if (heartbeat) clearInterval(heartbeat);
    }
    if (recordId) await this.records().update({ id: recordId }, { status: 'done', lastError: null });
  }

  /** Keeps a running record's updated_at fresh, so the sweep knows its worker is alive. */
  private heartbeat(recordId: string): NodeJS.Timeout {
    const timer = setInterval(() => {
      void this.records()
        .query(`UPDATE job_records SET updated_at = now() WHERE id = $1 AND status = 'running'`, [recordId])
        .catch((e: Error) => this.logThrottled('heartbeat', `Job heartbeat failed: ${e.message}`));
    }, this.options.sweepIntervalMs);
    timer.unref();
    return timer;
  }

  private async markFailure(recordId: string | undefined, error: Error, final: boolean): Promise<void> {
    if (!recordId) return;
    try {
      await this.records().update({ id: recordId }, { status: final ? 'failed' : 'pending', lastError: error.message.slice(0, 2000) });
    } catch (e) {
      this.logger.error(`Could not record the failure of job ${recordId}: ${(e as Error).message}`);
    }
  }
}
