import type { DataSource, QueryRunner } from 'typeorm';

/**
 * Runs `work` on one instance at a time across every process on the database: it holds the session
 * advisory lock `key` on a connection of its own while it runs, and answers `busy` without running when
 * another instance holds it (scheduled sweeps, docs/architecture.md). A connection whose unlock failed
 * may still hold the lock, so it is discarded, never returned to the pool.
 */
export async function runExclusive<T>(db: DataSource, key: number, busy: T, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const runner = db.createQueryRunner();
  let unlockFailed: Error | undefined;
  try {
    await runner.connect();
    const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [key])) as Array<{ locked: boolean }>;
    if (!locked) return busy;
    try {
      return await work(runner);
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [key]).catch((e: Error) => {
        unlockFailed = e;
      });
    }
  } finally {
    const pg = runner as QueryRunner & { releasePostgresConnection?: (err?: Error) => Promise<void> };
    if (unlockFailed && pg.releasePostgresConnection) await pg.releasePostgresConnection(unlockFailed);
    else await runner.release();
  }
}
