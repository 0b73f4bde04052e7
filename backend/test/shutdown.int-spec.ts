/**
 * SIGTERM drains (issue 8, item 8): a real server process (main.ts) gets SIGTERM while a slow
 * download and a request still sending its body are in flight. Both finish (the request still has
 * the database), an idle keep-alive connection is closed at once, new connections are refused, and
 * the process exits 0 within SHUTDOWN_GRACE_MS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, signInMidBody, sleep } from './fault-fixtures';

const BACKEND = resolve(__dirname, '..');
const GRACE_MS = 6000;
const BIG = 8 * 1024 * 1024;

/** Resolves on the server's "listening" log line (stdout is JSON lines). */
function waitForListening(child: ChildProcess, output: string[]): Promise<void> {
  return new Promise((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`server did not start:\n${output.join('')}`)), 45_000);
    child.stdout!.on('data', (d: Buffer) => {
      output.push(d.toString());
      if (output.join('').includes('"msg":"listening"')) {
        clearTimeout(timer);
        res();
      }
    });
    child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`server exited with ${code} before listening:\n${output.join('')}`));
    });
  });
}

describe('SIGTERM drains in-flight requests', () => {
  let child: ChildProcess | undefined;
  let staticRoot: string;
  beforeAll(() => {
    staticRoot = mkdtempSync(join(tmpdir(), 'fiji-shutdown-'));
    mkdirSync(join(staticRoot, 'shell/dist'), { recursive: true });
    writeFileSync(join(staticRoot, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(staticRoot, 'shell/dist/big.0123456789abcdef.bin'), Buffer.alloc(BIG, 7));
  });
  afterEach(() => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

  /** main.ts in a child process (TypeScript run from source) on the test database. */
  async function startServer(graceMs: number) {
    const port = await freePort();
    const output: string[] = [];
    const proc = spawn(process.execPath, ['-r', join(BACKEND, 'test/support/register-ts.cjs'), join(BACKEND, 'src/main.ts')], {
      cwd: BACKEND,
      env: { ...process.env, NODE_ENV: 'test', PORT: String(port), LOG_LEVEL: 'info', STATIC_ROOT: staticRoot, SHUTDOWN_GRACE_MS: String(graceMs) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    const exited = new Promise<{ code: number | null; at: number }>((res) => proc.once('exit', (code) => res({ code, at: Date.now() })));
    await waitForListening(proc, output);
    return { proc, port, exited, output };
  }

  /** GET the big file and read only its first chunk until `release()`. */
  function heldDownload(port: number) {
    let res: IncomingMessage | undefined;
    let received = 0;
    let holding = true;
    const done = new Promise<{ bytes: number; complete: boolean }>((resolve) => {
      const req = get({ host: '127.0.0.1', port, path: '/big.0123456789abcdef.bin', agent: false }, (r) => {
        res = r;
        r.on('data', (c: Buffer) => {
          received += c.length;
          if (holding) r.pause();
        });
        r.on('end', () => resolve({ bytes: received, complete: r.complete }));
        r.on('error', () => resolve({ bytes: received, complete: false }));
        r.on('close', () => resolve({ bytes: received, complete: r.complete }));
      });
      req.on('error', () => resolve({ bytes: received, complete: false }));
      req.on('close', () => resolve({ bytes: received, complete: res?.complete ?? false })); // cut while paused
    });
    return {
      started: async () => {
        while (received === 0) await sleep(20);
      },
      release: () => {
        holding = false;
        res?.resume();
      },
      done,
    };
  }

  it('finishes a slow download and a request mid-body, refuses new connections, exits 0 within the grace', async () => {
    const { port, exited, output } = await startServer(GRACE_MS);
    // 1. An idle keep-alive connection (a browser's, between page loads).
    const keepAlive = new Agent({ keepAlive: true });
    let idleSocket: Socket | undefined;
    await new Promise<void>((res, rej) => {
      const req = get({ host: '127.0.0.1', port, path: '/api/health', agent: keepAlive }, (r) => {
        r.resume();
        r.on('end', () => res());
      });
      req.on('socket', (s) => (idleSocket = s));
      req.on('error', rej);
    });
    let idleClosedAt: number | null = null;
    idleSocket!.on('close', () => (idleClosedAt = Date.now()));

    // 2. A slow download: the client reads the first chunk, then stops reading (a phone on a slow link).
    const download = heldDownload(port);
    await download.started();

    // 3. A sign-in whose body is still arriving: its handler needs PostgreSQL after the SIGTERM.
    const signIn = signInMidBody(port);
    await sleep(200);

    const sigtermAt = Date.now();
    child!.kill('SIGTERM');
    await sleep(400);

    // New connections are refused; the idle keep-alive connection is already closed.
    const refused = await new Promise<string>((res) => {
      const s = connect(port, '127.0.0.1');
      s.on('connect', () => {
        s.destroy();
        res('connected');
      });
      s.on('error', (e: NodeJS.ErrnoException) => res(e.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(idleClosedAt).not.toBeNull();
    expect(idleClosedAt! - sigtermAt).toBeLessThan(400);

    // The in-flight requests are still being served: finish them after a while.
    await sleep(800);
    signIn.finish();
    const answer = await signIn.answered;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    download.release();
    expect(await download.done).toEqual({ bytes: BIG, complete: true });

    const { code, at } = await exited;
    const log = output.join('');
    expect({ code, log: code === 0 ? '' : log }).toEqual({ code: 0, log: '' });
    expect(at - sigtermAt).toBeGreaterThan(1000); // it waited for the in-flight requests
    expect(at - sigtermAt).toBeLessThan(GRACE_MS);
    if (process.env.FIJI_SHUTDOWN_REPORT) writeFileSync(process.env.FIJI_SHUTDOWN_REPORT, JSON.stringify({ exitCode: code, msFromSigterm: at - sigtermAt }));
  });

  it('a download still busy at the grace limit is cut, and the process still exits 0 within the grace', async () => {
    const grace = 4000;
    const { proc, port, exited } = await startServer(grace);
    const download = heldDownload(port);
    await download.started();
    const sigtermAt = Date.now();
    proc.kill('SIGTERM');
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - sigtermAt).toBeLessThan(grace);
    download.release(); // the client reads again: what was sent, then the cut
    const got = await download.done;
    expect(got.complete).toBe(false);
    expect(got.bytes).toBeLessThan(BIG);
  });
});
