/**
 * Runs once before all integration tests: a fresh database (a new database on DATABASE_URL's
 * server, or an embedded PostgreSQL when DATABASE_URL is unset), migrated and seeded ONCE, then
 * copied per jest worker (CREATE DATABASE ... TEMPLATE, a file copy on the server) so the workers
 * run files side by side without sharing rows; test/worker-database.ts points each worker at its
 * copy. Files within one worker run one at a time, as before.
 */
import 'reflect-metadata';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '@jest/types';
import { Client } from 'pg';
import { openDataSource, runMigrations } from '../src/core/database/data-source';
import { startEmbeddedPostgres } from '../src/core/database/embedded-postgres';
import { runSeed } from '../src/database/seed';

declare global {
  var __FIJI_IT_TEARDOWN__: (() => Promise<void>) | undefined;
}

export default async function globalSetup(globalConfig?: Config.GlobalConfig): Promise<void> {
  const started = Date.now();
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'fiji-it-'));
  process.env.NODE_ENV = 'test';
  process.env.DATA_DIR = dataDir;
  process.env.LOG_LEVEL ??= 'warn';
  // Bull keys of this run only: other apps/test runs on the same Redis never take our jobs.
  process.env.REDIS_PREFIX = `fiji-it-${runId}`;
  process.env.FIJI_IT_DATA_DIR = dataDir;

  const workers = Math.max(1, globalConfig?.maxWorkers ?? 1);
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
      for (const db of [name, ...workerNames(name, workers)]) await c.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
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
  await copyPerWorker(url, workers, dataDir);
  process.stdout.write(
    `\n[it] ${process.env.FIJI_IT_DB} × ${workers} worker(s), queue ${process.env.REDIS_URL ? 'Redis' : 'in-process'}, migrated + seeded in ${Date.now() - started} ms\n`,
  );
}

const workerNames = (name: string, workers: number): string[] => Array.from({ length: workers }, (_, i) => `${name}_w${i + 1}`);

/** One copy of the seeded database and DATA_DIR per jest worker (worker ids run 1..workers). */
async function copyPerWorker(url: string, workers: number, dataDir: string): Promise<void> {
  if (workers < 2) return;
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  // Copy from a connection to another database: a template must have no sessions.
  u.pathname = name === 'postgres' ? '/template1' : '/postgres';
  const c = new Client({ connectionString: u.toString() });
  await c.connect();
  try {
    for (const copy of workerNames(name, workers)) await c.query(`CREATE DATABASE "${copy}" TEMPLATE "${name}"`);
  } finally {
    await c.end();
  }
  for (let i = 1; i <= workers; i++) {
    cpSync(dataDir, `${dataDir}-w${i}`, { recursive: true, filter: (src) => !src.startsWith(`${dataDir}/postgres`) });
  }
  process.env.FIJI_IT_WORKERS = String(workers);
}
