import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';

/**
 * SQLSTATEs of a prepared statement that no longer fits the schema: "cached plan must not change result
 * type" (a migration changed a view the statement reads, during a deploy) and an unknown statement name.
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

/** A SQLSTATE: the error came from PostgreSQL about this statement (not from the connection). */
const sqlState = (e: unknown): string | undefined => {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

const names = new Map<string, string>();

/** The prepared statement's name: a hash of its text (the bench prepares its SQL side under the same names). */
export function preparedStatementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    if (names.size >= 1_000) names.clear(); // search texts vary with the filters used; bounded memory
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a read statement as a named prepared statement on TypeORM's pool: each connection parses and plans
 * it once, then PostgreSQL reuses the plan (after its first five executions, when the generic plan costs no
 * more than the custom ones). For the hot, large statements of player search this saves the parse and the
 * 2–3 ms of planning per request (docs/search.md). The name is a hash of the text, so every distinct
 * statement is prepared once per connection. Errors are TypeORM's QueryFailedError, as from
 * `DataSource.query`, so the exception filter maps them the same way. A statement left stale by a deploy's
 * migration gets its connection discarded and runs again unprepared.
 */
export async function preparedQuery<T>(db: DataSource, text: string, values: unknown[]): Promise<T[]> {
  const pool = (db.driver as unknown as { master: Pool }).master;
  const name = preparedStatementName(text);
  const client: PoolClient = await pool.connect();
  // A checked-out client has no 'error' listener (pg-pool takes its idle one off), so a server ending the
  // session (a PostgreSQL restart: 57P01, then the socket closes) would be an unhandled 'error' event and
  // end the process. The query's own rejection reports it (a 503); the dead connection is discarded.
  let broken: Error | undefined;
  const onError = (e: Error) => (broken = e);
  client.on('error', onError);
  let stale: Error | undefined;
  try {
    return (await client.query({ name, text, values })).rows as T[];
  } catch (e) {
    const code = sqlState(e);
    if (code && STALE_STATEMENT.has(code)) stale = e as Error;
    else {
      if (!code || /^(57|08)/.test(code)) broken ??= e as Error;
      throw code ? new QueryFailedError(text, values, e as Error) : e;
    }
  } finally {
    client.removeListener('error', onError);
    client.release(stale ?? broken);
  }
  try {
    return (await pool.query({ text, values })).rows as T[];
  } catch (e) {
    throw sqlState(e) ? new QueryFailedError(text, values, e as Error) : e;
  }
}
