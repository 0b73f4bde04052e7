/**
 * Helpers for the fault tests: a private redis-server this test owns (stopped and restarted empty
 * at will, never the shared one), a free port, the gateway as a separate node process (killed
 * with SIGKILL like a crashed server), and a look at running processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { join, resolve } from 'node:path';
import { DEMO_PASSWORD } from '@fiji/contracts';

export const REPO_ROOT = resolve(__dirname, '../..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port free at this moment (its server binds it at once; else see reservePort). */
export async function freePort(): Promise<number> {
  const { port, release } = await reservePort();
  await release();
  return port;
}

/**
 * A free port held until `release()`: for a port that must be known long before its server binds it (the
 * load balancer's, named in the instances' PUBLIC_URL), so no other suite's server takes it meanwhile.
 */
export function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      ok({ port, release: () => new Promise<void>((done) => srv.close(() => done())) });
    });
  });
}

/** Resolves once something accepts TCP connections on the port (or rejects after `timeoutMs`). */
export async function waitForPort(port: number, timeoutMs = 30_000, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((ok) => {
      const s = connect(port, '127.0.0.1');
      s.once('connect', () => {
        s.destroy();
        ok(true);
      });
      s.once('error', () => ok(false));
    });
    if (open) return;
    if (!alive()) throw new Error(`the process meant to listen on ${port} exited`);
    if (Date.now() > deadline) throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
    await sleep(50);
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((ok) => child.once('exit', () => ok()));

/** A redis-server of this test only, in memory (no dump, no AOF): a restart brings it back empty. */
export class PrivateRedis {
  private child: ChildProcess | undefined;
  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.restart();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Starts it (again) on the same port, with no data. */
  async restart(): Promise<void> {
    if (this.child) await this.stop();
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    this.child = child;
    await waitForPort(this.port, 10_000, () => child.exitCode === null);
  }

  /** Stops it abruptly (SIGKILL): clients see the connection drop, the data is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child) return;
    child.kill('SIGKILL');
    await exited(child);
  }
}

export interface ChildApp {
  port: number;
  url: string;
  child: ChildProcess;
  /** stdout + stderr so far (for failure messages). */
  output(): string;
  /** SIGKILL, and wait for the exit. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * The gateway as its own process, exactly as `npm start` runs it (backend/src/main.ts), on the test
 * database of this run; resolves once it listens.
 */
export async function startChildApp(env: Record<string, string>): Promise<ChildApp> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', join(__dirname, 'register-backend-ts.cjs'), join(REPO_ROOT, 'backend/src/main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const app: ChildApp = {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => out,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async (graceMs = 10_000) => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited(child);
      clearTimeout(timer);
    },
  };
  try {
    await waitForPort(port, 60_000, () => child.exitCode === null && child.signalCode === null);
  } catch (e) {
    await app.kill();
    throw new Error(`${(e as Error).message}\n${out}`);
  }
  return app;
}

export interface ProcessInfo {
  pid: number;
  ppid: number;
  cmdline: string;
}

/** Every process this user can see, from /proc (Linux). */
export function processes(): ProcessInfo[] {
  const list: ProcessInfo[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (cmdline) list.push({ pid: Number(name), ppid, cmdline });
    } catch {
      // gone meanwhile
    }
  }
  return list;
}

/** Polls `check` until it returns a truthy value or `timeoutMs` passes (then returns the last value). */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value || Date.now() > deadline) return value;
    await sleep(everyMs);
  }
}

/** A sign-in whose body is still arriving: its handler needs the database once the rest is sent (drain tests). */
export function signInMidBody(port: number): { finish: () => void; answered: Promise<string> } {
  const body = JSON.stringify({ email: 'coach@demo.fj', password: DEMO_PASSWORD });
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  const answered = new Promise<string>((res) => {
    socket.on('data', (d) => (answer += d.toString('latin1')));
    socket.on('close', () => res(answer));
    socket.on('error', () => res(answer));
  });
  socket.write(`POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
  socket.write(body.slice(0, 10));
  return { finish: () => void socket.write(body.slice(10)), answered };
}
