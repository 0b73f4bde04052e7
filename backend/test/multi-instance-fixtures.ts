/**
 * The production shape as child processes of one test (README.md "Production shape"): the BUILT
 * backend (backend/dist) as API instances and a worker, an S3 store (s3rver), a scratch copy of the
 * seeded database, and Debian's nginx running deploy/nginx/fiji-rugby.conf as the load balancer.
 * Everything is started on free ports under one temp folder and stopped (children killed, folder
 * removed, database dropped) by `stopAll`; children and folder also go when the jest worker exits
 * early, and the children when it is killed outright (pdeathsig on Linux).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { pdeathsigAvailable } from '../src/core/process/tied-children';
import { REPO_ROOT, freePort, sleep, waitFor, waitForPort } from './fault-fixtures';
import { startS3Server } from './support/s3-server';


export const NGINX_CONF = join(REPO_ROOT, 'deploy/nginx/fiji-rugby.conf');
const DIST = join(REPO_ROOT, 'backend/dist');

export interface Proc {
  name: string;
  child: ChildProcess;
  /** stdout + stderr so far. */
  output(): string;
  alive(): boolean;
  exited: Promise<void>;
}

export interface ApiInstance extends Proc {
  port: number;
  url: string;
}

/** The temp folder, the children and the scratch database of one suite; `stopAll` undoes all of it. */
export class Cluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'fiji-multi-'));
  private readonly procs: Proc[] = [];
  private readonly cleanups: Array<() => Promise<void>> = [];
  private readonly onExit = () => this.killNow();

  constructor() {
    // A jest worker that dies (timeout, crash) still takes its children and folder with it.
    process.once('exit', this.onExit);
  }

  path(...parts: string[]): string {
    const p = join(this.dir, ...parts);
    mkdirSync(p, { recursive: true });
    return p;
  }

  spawn(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
    // setpriv execs in place (same pid): a jest worker killed outright still takes its children along.
    const [bin, argv] = pdeathsigAvailable() ? ['setpriv', ['--pdeathsig', 'KILL', '--', command, ...args]] : [command, args];
    const child = spawn(bin, argv, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
    const proc: Proc = { name, child, output: () => out, alive: () => child.exitCode === null && child.signalCode === null, exited };
    this.procs.push(proc);
    return proc;
  }

  /** A copy of the seeded database made for this suite (dropped by stopAll). */
  async scratchDatabase(suffix: string): Promise<string> {
    const current = new URL(process.env.DATABASE_URL!);
    const currentName = decodeURIComponent(current.pathname.slice(1));
    // global-setup's seeded original: the jest workers' copies (<name>_w<n>) are made from it, and nobody is connected to it.
    const template = currentName.replace(/_w\d+$/, '');
    const name = `${template}_${suffix}`;
    const admin = new URL(current);
    admin.pathname = template === 'postgres' ? '/template1' : '/postgres';
    const run = async (sql: string) => {
      const c = new Client({ connectionString: admin.toString() });
      await c.connect();
      try {
        await c.query(sql);
      } finally {
        await c.end();
      }
    };
    await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    // A template must have no sessions: a file that ran just before on it may still be closing its pool.
    for (let attempt = 1; ; attempt++) {
      try {
        await run(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (e) {
        if (attempt >= 20 || !/being accessed by other users/.test((e as Error).message)) throw e;
        await sleep(250);
      }
    }
    this.cleanups.push(() => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    const url = new URL(current);
    url.pathname = `/${name}`;
    return url.toString();
  }

  /** s3rver on a free port with one bucket; returns its endpoint. */
  async s3(bucket: string): Promise<string> {
    const server = await startS3Server(bucket, this.path('s3'));
    this.cleanups.push(() => server.close());
    return server.endpoint;
  }

  /** `npm run migrate` of the built backend, once, as a deploy does before starting instances. */
  async migrate(env: NodeJS.ProcessEnv): Promise<void> {
    if (!existsSync(join(DIST, 'src/main.js'))) throw new Error('backend/dist is missing: this test runs the built backend (npm run build first)');
    const proc = this.spawn('migrate', process.execPath, [join(DIST, 'scripts/migrate-and-seed.js'), '--no-seed'], env);
    await proc.exited;
    if (proc.child.exitCode !== 0) throw new Error(`npm run migrate failed:\n${proc.output()}`);
  }

  /** `PROCESS_ROLE=api npm run start:server` of the built backend; resolves once it listens. */
  async api(id: string, env: NodeJS.ProcessEnv): Promise<ApiInstance> {
    const port = await freePort();
    const proc = this.spawn(id, process.execPath, [join(DIST, 'src/main.js')], {
      ...env,
      PROCESS_ROLE: 'api',
      INSTANCE_ID: id,
      PORT: String(port),
      DATA_DIR: this.path(id, 'data'),
      STORAGE_DIR: this.path(id, 'storage'), // scratch of this "machine" only, as on separate hosts
    });
    await waitForPort(port, 60_000, proc.alive).catch((e: Error) => {
      throw new Error(`${id} did not start: ${e.message}\n${proc.output()}`);
    });
    return { ...proc, port, url: `http://127.0.0.1:${port}` };
  }

  /** `npm run worker` of the built backend; resolves once it logged that it started. */
  async worker(id: string, env: NodeJS.ProcessEnv): Promise<Proc> {
    const proc = this.spawn(id, process.execPath, [join(DIST, 'src/worker.js')], {
      ...env,
      INSTANCE_ID: id,
      DATA_DIR: this.path(id, 'data'),
      STORAGE_DIR: this.path(id, 'storage'),
    });
    const started = await waitFor(() => proc.output().includes('"worker started"') || !proc.alive(), 60_000);
    if (!started || !proc.alive()) throw new Error(`${id} did not start:\n${proc.output()}`);
    return proc;
  }

  /**
   * nginx (daemon off, one process, every path in this suite's folder) with deploy/nginx/fiji-rugby.conf
   * included as it is in production, only its upstream servers and listen port replaced.
   */
  async nginx(port: number, upstreams: number[], releasePort: () => Promise<void>): Promise<Proc> {
    const binary = process.env.NGINX_PATH ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
    if (!binary) throw new Error("nginx is not installed: install Debian's nginx (apt-get install nginx, as .ci/run does) or set NGINX_PATH");
    const dir = this.path('nginx');
    for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) this.path('nginx', t);
    writeFileSync(join(dir, 'fiji-rugby.conf'), renderSiteConf(readFileSync(NGINX_CONF, 'utf8'), port, upstreams));
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        'daemon off;',
        'master_process off;', // one process: a kill takes all of nginx with it
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        `  access_log ${dir}/access.log;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t === 'client_body' ? 'body' : t};`),
        `  include ${dir}/fiji-rugby.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    await releasePort(); // held until now: nginx binds it at once
    const proc = this.spawn('nginx', binary, ['-p', `${dir}/`, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], process.env);
    const failed = (why: string) => {
      const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
      return new Error(`nginx did not start: ${why}\n${proc.output()}\n${log}`);
    };
    await waitForPort(port, 10_000, proc.alive).catch((e: Error) => {
      throw failed(e.message);
    });
    // Something else answering on the port while nginx failed to bind it would look the same: nginx must stay up.
    await sleep(300);
    if (!proc.alive()) throw failed('it exited after start');
    return proc;
  }

  /** SIGKILL every child still running, then run the cleanups (s3rver, database) and remove the folder. */
  async stopAll(): Promise<void> {
    for (const p of this.procs) if (p.alive()) p.child.kill('SIGKILL');
    await Promise.all(this.procs.map((p) => p.exited));
    for (const cleanup of this.cleanups.reverse()) await cleanup().catch(() => undefined);
    rmSync(this.dir, { recursive: true, force: true });
    process.removeListener('exit', this.onExit);
  }

  private killNow(): void {
    for (const p of this.procs) if (p.alive()) p.child.kill('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The repo's site file with the test's upstream ports and listen port; fails loudly if its shape changed. */
export function renderSiteConf(conf: string, port: number, upstreams: number[]): string {
  const block = /upstream\s+fiji_api\s*\{[^}]*\}/.exec(conf);
  if (!block) throw new Error(`${NGINX_CONF}: no "upstream fiji_api { ... }" block`);
  const servers = block[0].match(/^\s*server\s+\S+:\d+[^;]*;/gm) ?? [];
  if (servers.length !== upstreams.length) throw new Error(`${NGINX_CONF}: expected ${upstreams.length} upstream servers, found ${servers.length}`);
  let i = 0;
  const upstream = block[0].replace(/^(\s*server\s+)\S+:\d+([^;]*;)/gm, (_m, head: string, tail: string) => `${head}127.0.0.1:${upstreams[i++]}${tail}`);
  const listens = conf.match(/^\s*listen\s+80;/gm) ?? [];
  if (listens.length !== 1) throw new Error(`${NGINX_CONF}: expected one "listen 80;"`);
  return conf.replace(block[0], upstream).replace(/^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${port};`);
}

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on its own connection, the whole body at once. */
export function http(port: number, method: string, path: string, headers: Record<string, string | number> = {}, body?: Buffer): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: { ...headers, ...(body ? { 'Content-Length': body.length } : {}) }, agent: false });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Starts a PUT of `body` (the whole length declared) and writes its first `bytes` with backpressure,
 * then leaves the request open mid-body; `destroy` drops the connection.
 */
export async function startPut(port: number, path: string, headers: Record<string, string | number>, body: Buffer, bytes: number): Promise<{ destroy(): void }> {
  const req = httpRequest({ host: '127.0.0.1', port, method: 'PUT', path, headers, agent: false });
  req.on('error', () => undefined); // the instance is killed under it
  req.on('response', (res) => res.resume());
  for (let at = 0; at < bytes; at += 256 * 1024) {
    if (!req.write(body.subarray(at, Math.min(at + 256 * 1024, bytes)))) {
      await new Promise<void>((r) => {
        const done = () => {
          req.off('drain', done).off('close', done);
          r();
        };
        req.on('drain', done).on('close', done);
      });
    }
    if (req.destroyed) throw new Error(`the PUT was cut off after ${at} bytes`);
  }
  return { destroy: () => req.destroy() };
}
