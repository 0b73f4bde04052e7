import type { Queue } from 'bull';
import { JobsService } from './jobs.service';

/** In-process mode (no Redis, no database): retries, backoff, and the start-up checks. */
describe('JobsService (in-process)', () => {
  const make = (requiredJobs: string[] = []) => new JobsService(null, null, { backoffMs: 5, requiredJobs });

  it('retries a failing job with backoff until it succeeds', async () => {
    const jobs = make();
    const calls: number[] = [];
    const times: number[] = [];
    jobs.register(
      'notifications.fanout',
      async (_payload, ctx) => {
        calls.push(ctx.attempt);
        times.push(Date.now());
        if (ctx.attempt < 3) throw new Error('transient');
      },
      { attempts: 3, backoffMs: 20 },
    );
    await jobs.onApplicationBootstrap();
    await jobs.enqueue('notifications.fanout', { userIds: [], type: 'other', title: 't', message: 'm' });
    await jobs.drain();
    expect(calls).toEqual([1, 2, 3]);
    // exponential backoff: ~20 ms then ~40 ms
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(15);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(35);
    expect(jobs.mode).toBe('in-process');
  });

  it('gives up after the last attempt', async () => {
    const jobs = make();
    let n = 0;
    jobs.register('mail.contact', async () => {
      n++;
      throw new Error('always');
    }, { attempts: 2 });
    await jobs.onApplicationBootstrap();
    await jobs.enqueue('mail.contact', { submissionId: 'x' } as never).catch(() => undefined);
    await jobs.drain();
    expect(n).toBe(2);
  });

  it('runs jobs after start, not synchronously inside enqueue', async () => {
    const jobs = make();
    let ran = false;
    jobs.register('notifications.fanout', async () => {
      ran = true;
    });
    await jobs.onApplicationBootstrap();
    await jobs.enqueue('notifications.fanout', { userIds: [], type: 'other', title: 't', message: 'm' });
    expect(ran).toBe(false);
    await jobs.drain();
    expect(ran).toBe(true);
  });

  it('throws a clear error when a job is enqueued with no handler', async () => {
    const jobs = make();
    await jobs.onApplicationBootstrap();
    await expect(jobs.enqueue('mail.contact', { submissionId: 'x' })).rejects.toThrow('No handler registered for job "mail.contact"');
  });

  it('refuses to start when a required job has no handler', async () => {
    const jobs = make(['mail.contact', 'notifications.fanout']);
    jobs.register('notifications.fanout', async () => undefined);
    await expect(jobs.onApplicationBootstrap()).rejects.toThrow(/"mail\.contact".*refuses to start/);
  });

  it('rejects a second handler for the same job', () => {
    const jobs = make();
    jobs.register('mail.contact', async () => undefined);
    expect(() => jobs.register('mail.contact', async () => undefined)).toThrow('already has a handler');
  });

  it('reports in-process on health ping', async () => {
    await expect(make().ping()).resolves.toBe('in-process');
  });
});

/** Redis mode with a stand-in Bull queue: no enqueue ever waits on Redis. */
describe('JobsService (Redis)', () => {
  const fakeQueue = (status: string) => {
    const add = jest.fn(() => new Promise(() => undefined)); // a Redis that never answers
    const queue = {
      client: { status, on: () => undefined, ping: () => new Promise(() => undefined) },
      on: () => undefined,
      process: () => new Promise(() => undefined),
      add,
      isReady: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    return { queue: queue as unknown as Queue, add };
  };
  const fanout = { userIds: [], type: 'other', title: 't', message: 'm' };

  it('Redis disconnected: enqueue returns at once and the job runs in this process instead', async () => {
    const { queue, add } = fakeQueue('reconnecting');
    const jobs = new JobsService(null, queue, { requiredJobs: [] });
    let ran = false;
    jobs.register('notifications.fanout', async () => {
      ran = true;
    });
    await jobs.onApplicationBootstrap();
    const started = Date.now();
    await jobs.enqueue('notifications.fanout', fanout);
    expect(Date.now() - started).toBeLessThan(50);
    await jobs.drain();
    expect(ran).toBe(true);
    expect(add).not.toHaveBeenCalled();
    await expect(jobs.ping()).rejects.toThrow('Redis is not connected');
    await jobs.onApplicationShutdown();
  });

  it('Redis hanging: enqueue still returns at once; the hand-off gives up after the Redis timeout', async () => {
    const { queue, add } = fakeQueue('ready');
    const jobs = new JobsService(null, queue, { requiredJobs: [], redisTimeoutMs: 30 });
    let ran = false;
    jobs.register('notifications.fanout', async () => {
      ran = true;
    });
    await jobs.onApplicationBootstrap();
    const started = Date.now();
    await jobs.enqueue('notifications.fanout', fanout);
    expect(Date.now() - started).toBeLessThan(20);
    expect(add).toHaveBeenCalledTimes(1);
    await new Promise((r) => setTimeout(r, 60));
    await jobs.drain();
    expect(ran).toBe(true);
    await jobs.onApplicationShutdown();
  });

  it("shutdown with Bull's close hanging (Redis gone mid-close): bounded, its connections dropped, no unbounded hook left", async () => {
    const { queue } = fakeQueue('reconnecting');
    const disconnect = jest.fn();
    Object.assign(queue, {
      clients: [{ disconnect }, { disconnect }],
      close: () => new Promise(() => undefined),
      // What @nestjs/bull puts on the queue: Nest would await Bull's close() with no bound.
      onApplicationShutdown: () => new Promise(() => undefined),
    });
    const jobs = new JobsService(null, queue, { requiredJobs: [], closeTimeoutMs: 50 });
    expect((queue as { onApplicationShutdown?: unknown }).onApplicationShutdown).toBeUndefined();
    await jobs.onApplicationBootstrap();
    const started = Date.now();
    await jobs.onApplicationShutdown();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(disconnect).toHaveBeenCalledTimes(2);
  });
});
