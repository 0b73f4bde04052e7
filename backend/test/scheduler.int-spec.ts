/**
 * Scheduled work runs on one instance at a time (core/schedule): a task whose advisory lock another
 * connection (another instance) holds answers `busy` without running; two runs at once make one.
 */
import { Client } from 'pg';
import { Scheduler, lockKeyOf } from '../src/core/schedule';
import { createTestApp, type TestApp } from './app.factory';

describe('Scheduler', () => {
  let t: TestApp;
  let scheduler: Scheduler;
  beforeAll(async () => {
    t = await createTestApp();
    scheduler = t.app.get(Scheduler);
  });
  afterAll(() => t.close());

  it('names map to stable, distinct 31-bit lock keys', () => {
    expect(lockKeyOf('billing.sweep')).toBe(lockKeyOf('billing.sweep'));
    expect(lockKeyOf('billing.sweep')).not.toBe(lockKeyOf('mentoring.sweep'));
    expect(lockKeyOf('player.upload-cleanup')).toBeLessThan(2 ** 31);
  });

  it('skips a task another instance is running, and runs it once that instance is done', async () => {
    const other = new Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [lockKeyOf('test.task')]);
      let ran = 0;
      expect(await scheduler.once('test.task', 'busy', async () => `ran ${++ran}`)).toBe('busy');
      expect(ran).toBe(0);
      await other.query('SELECT pg_advisory_unlock($1)', [lockKeyOf('test.task')]);
      expect(await scheduler.once('test.task', 'busy', async () => `ran ${++ran}`)).toBe('ran 1');
    } finally {
      await other.end();
    }
  });

  it('20 runs of one task asked at once: one runs, the others are told it is busy', async () => {
    let running = 0;
    let most = 0;
    let busy = 0;
    // The run holds its lock until the 19 others have answered (or 10 s pass), however slowly they get a connection.
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
      setTimeout(r, 10_000).unref();
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        scheduler
          .once('test.burst', 'busy', async () => {
            most = Math.max(most, ++running);
            await gate;
            running--;
            return 'ran';
          })
          .then((a) => {
            if (a === 'busy' && ++busy === 19) release();
            return a;
          }),
      ),
    );
    expect(most).toBe(1);
    expect(answers.filter((a) => a === 'ran')).toHaveLength(1);
    expect(busy).toBe(19);
  });
});
