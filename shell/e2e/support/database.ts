/**
 * SQL on the running site's database, for the few journeys that need what no screen can do (time passing:
 * a session moved into the past). The scratch database on DATABASE_URL's server when the run has one,
 * else the site's embedded PostgreSQL, found from its DATA_DIR: the password beside its data folder and
 * the port in its postmaster.pid (docs/database.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { E2E_ENV, siteDataDir } from './run-state';

function databaseUrl(): string {
  const url = process.env[E2E_ENV.databaseUrl];
  if (url) return url;
  const folder = join(siteDataDir(), 'postgres');
  const password = readFileSync(`${folder}.password`, 'utf8').trim();
  const port = readFileSync(join(folder, 'postmaster.pid'), 'utf8').split('\n')[3]!.trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/fiji`;
}

/** Runs one statement and answers its rows. */
export async function siteSql<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
