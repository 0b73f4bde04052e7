import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
  Optional,
} from '@nestjs/common';
import type { Job, Queue } from 'bull';
import { DataSource, In } from 'typeorm';
import { JobRecord } from '../../modules/admin/entities/job-record.entity';
import { JOB_NAMES, type JobName, type JobPayloads } from './job-names';

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
}

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
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, Registered>();
  private readonly inflight = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly beforeStart: Envelope[] = [];
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
    };
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

  /** Queues a job; returns its job_records id for durable jobs. Throws if no handler is registered. */
  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<string | undefined> {
    const reg = this.requireHandler(name);
    let recordId: string | undefined;
    if (reg.durable) {
      const repo = this.records();
      const saved = await repo.save(repo.create({ queue: QUEUE_NAME, name, payload: payload as Record<string, unknown> }));
      recordId = saved.id;
    }
    const envelope: Envelope = { name, payload, recordId };
    if (this.started) await this.dispatch(envelope);
    else this.beforeStart.push(envelope);
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
    if (this.queue) {
      this.queue.on('error', (e) => this.logger.error(`Bull queue error: ${e.message}`));
      void this.queue.process('*', this.options.concurrency, (job: Job<Envelope>) => this.runBullJob(job)).catch((e: Error) => {
        if (!this.stopping) this.logger.error(`Bull processor stopped: ${e.message}`);
      });
    }
    await this.resume(unfinished);
    for (const envelope of this.beforeStart.splice(0)) await this.dispatch(envelope);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    // Unfinished durable jobs stay pending in job_records and run again at the next start.
    await Promise.race([Promise.allSettled([...this.inflight]), new Promise((r) => setTimeout(r, 5000).unref())]);
    // Close Bull here, once its connection is ready, rather than leaving it to the module teardown order.
    if (this.queue) {
      const queue = this.queue;
      await queue
        .isReady()
        .then(() => queue.close())
        .catch((e: Error) => this.logger.warn(`Closing the queue: ${e.message}`));
    }
  }

  /** Health: 'up' when Redis answers PING within 2 s, 'in-process' without Redis; rejects when down. */
  async ping(): Promise<'up' | 'in-process'> {
    if (!this.queue) return 'in-process';
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.queue.client.ping(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis did not answer PING')), 2000);
        }),
      ]);
      return 'up';
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  /** Resolves when no in-process job is running or waiting for a retry (tests, scripts). */
  async drain(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inflight.size > 0 || this.timers.size > 0) {
      if (Date.now() > deadline) throw new Error('Jobs did not finish in time');
      // Always wait on a timer too: allSettled([]) resolves at once and would starve the timers.
      const tick = new Promise((r) => setTimeout(r, 10));
      await (this.inflight.size > 0 ? Promise.race([Promise.allSettled([...this.inflight]), tick]) : tick);
    }
  }

  private requireHandler(name: string): Registered {
    const reg = this.handlers.get(name);
    if (!reg) throw new Error(`No handler registered for job "${name}": register it in its module before enqueueing.`);
    return reg;
  }

  private records() {
    if (!this.dataSource) throw new Error('Durable jobs need a database');
    return this.dataSource.getRepository(JobRecord);
  }

  /** Re-enqueues durable work left pending or half-run by a previous process. */
  private async unfinishedRecords(): Promise<JobRecord[]> {
    if (!this.dataSource) return [];
    return this.records().find({ where: { status: In(['pending', 'running']) }, order: { createdAt: 'ASC' } });
  }

  private async resume(open: JobRecord[]): Promise<void> {
    for (const r of open) await this.dispatch({ name: r.name as JobName, payload: r.payload, recordId: r.id });
    if (open.length > 0) this.logger.log(`Re-enqueued ${open.length} unfinished job(s)`);
  }

  private async dispatch(envelope: Envelope): Promise<void> {
    const reg = this.requireHandler(envelope.name);
    if (this.queue) {
      await this.queue.add(envelope.name, envelope, {
        attempts: reg.attempts,
        backoff: { type: 'exponential', delay: reg.backoffMs },
        // Same id for a re-enqueued durable job: Bull ignores the duplicate while the first exists.
        ...(envelope.recordId ? { jobId: envelope.recordId } : {}),
        removeOnComplete: true,
        removeOnFail: 1000,
      });
    } else {
      this.schedule(envelope, 1, 0);
    }
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
    await reg.handler(envelope.payload as never, { attempt, recordId });
    if (recordId) await this.records().update({ id: recordId }, { status: 'done', lastError: null });
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
