/**
 * Boots the built site (backend/dist serving the five front ends) on a fresh database for browser tests:
 * a throwaway database on DATABASE_URL's server when set, otherwise the embedded PostgreSQL in a temp folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';

const ROOT = resolve(__dirname, '../..');

export interface RunningSite {
  url: string;
  /** The server's DATA_DIR: mail it sends is written to DATA_DIR/mail/*.eml (SMTP_URL unset). */
  dataDir: string;
  /** The scratch database's URL when DATABASE_URL named a server; unset with the embedded PostgreSQL (support/database.ts finds it). */
  databaseUrl?: string;
  stop(): Promise<void>;
}

async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `fiji_e2e_${Date.now()}_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

export async function startSite(port: number, extraEnv: Record<string, string> = {}): Promise<RunningSite> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fiji-e2e-'));
  const db = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    // Every suite signs up fresh accounts from 127.0.0.1, two suites at a time: far beyond one person's 50 an hour.
    RATE_LIMIT_FACTOR: '20',
    // Queues of this run apart from other runs and test apps sharing the Redis server.
    REDIS_PREFIX: `fiji_e2e_${Date.now()}_${process.pid}`,
  };
  if (db) env.DATABASE_URL = db.url;
  else delete env.DATABASE_URL;
  // Embedded PostgreSQL keeps its data in DATA_DIR, so migrate+seed and the server share it in turn.
  await run(process.execPath, ['backend/dist/scripts/migrate-and-seed.js'], env);
  const child = spawn(process.execPath, ['backend/dist/src/main.js'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://localhost:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    dataDir,
    databaseUrl: db?.url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      await db?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
