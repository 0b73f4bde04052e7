/**
 * Runs once before all integration tests: a fresh database (a new database on DATABASE_URL's
 * server, or an embedded PGlite when DATABASE_URL is unset), migrated and seeded ONCE, then
 * handed to the test files through process.env (tests run in band, one file at a time).
 */
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { openDataSource, runMigrations } from '../src/core/database/data-source';
import { startEmbeddedPostgres } from '../src/core/database/embedded-postgres';
import { runSeed } from '../src/database/seed';

declare global {
  var __FIJI_IT_TEARDOWN__: (() => Promise<void>) | undefined;
}

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'fiji-it-'));
  process.env.NODE_ENV = 'test';
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL ??= 'warn';
  // Bull keys of this run only: other apps/test runs on the same Redis never take our jobs.
  process.env.REDIS_PREFIX = `fiji-it-${runId}`;
  process.env.FIJI_IT_DATA_DIR = dataDir;

  let url: string;
  let teardown: () => Promise<void>;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `fiji_it_${runId}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    teardown = async () => {
      if (process.env.KEEP_TEST_DB) return;
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    };
    process.env.FIJI_IT_DB = `postgresql (${name})`;
  } else {
    const pg = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres') });
    url = pg.url;
    teardown = () => pg.stop();
    process.env.FIJI_IT_DB = 'embedded PostgreSQL';
  }
  process.env.DATABASE_URL = url;
  globalThis.__FIJI_IT_TEARDOWN__ = teardown;

  await runMigrations(url);
  const ds = await openDataSource(url);
  try {
    await runSeed(ds);
  } finally {
    await ds.destroy();
  }
  process.stdout.write(
    `\n[it] ${process.env.FIJI_IT_DB}, queue ${process.env.REDIS_URL ? 'Redis' : 'in-process'}, migrated + seeded in ${Date.now() - started} ms\n`,
  );
}
