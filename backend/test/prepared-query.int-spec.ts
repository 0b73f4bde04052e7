/**
 * preparedQuery (core/database): player search's statements run as named prepared statements. What a
 * client would notice if it went wrong: a wrong or stale answer, a 500 where a bad value gave a 400, or a
 * search failing after a deploy's migration changed a view it reads.
 */
import { QueryFailedError, type DataSource } from 'typeorm';
import { openDataSource, preparedQuery } from '../src/core/database';
import { httpFromDatabaseError } from '../src/core/errors/database-errors';

describe('preparedQuery', () => {
  let db: DataSource;
  const view = `prepared_probe_${process.pid}`;

  beforeAll(async () => {
    // One connection, so every call below reuses the statement prepared on it.
    db = await openDataSource(process.env.DATABASE_URL!, 1);
    await db.query(`CREATE VIEW ${view} AS SELECT 1 AS a`);
  });

  afterAll(async () => {
    await db.query(`DROP VIEW IF EXISTS ${view}`);
    await db.destroy();
  });

  it('answers with its parameters each time, the statement prepared once on the connection', async () => {
    const text = 'SELECT $1::int * 2 AS doubled';
    expect(await preparedQuery(db, text, [21])).toEqual([{ doubled: 42 }]);
    expect(await preparedQuery(db, text, [5])).toEqual([{ doubled: 10 }]);
    const [{ n }]: { n: number }[] = await db.query(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1`, [text]);
    expect(n).toBe(1);
  });

  it('a bad value is the same QueryFailedError as from DataSource.query, so the client gets a 400', async () => {
    const failure = await preparedQuery(db, 'SELECT $1::uuid AS id', ['not-a-uuid']).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect(httpFromDatabaseError(failure)).toEqual({ status: 400, message: 'Invalid input' });
  });

  it('after a migration changes a view it reads, the statement runs again and answers the new columns', async () => {
    const text = `SELECT * FROM ${view}`;
    expect(await preparedQuery(db, text, [])).toEqual([{ a: 1 }]);
    await db.query(`CREATE OR REPLACE VIEW ${view} AS SELECT 1 AS a, 2 AS b`);
    expect(await preparedQuery(db, text, [])).toEqual([{ a: 1, b: 2 }]);
    // The stale connection was discarded: the next call prepares on a fresh one and answers the same.
    expect(await preparedQuery(db, text, [])).toEqual([{ a: 1, b: 2 }]);
  });
});
