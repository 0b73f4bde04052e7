import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * Child processes (ffmpeg) that never outlive the server that started them, even when it is killed
 * with SIGKILL and cannot clean up:
 * - Linux with util-linux's `setpriv`: the child runs under `setpriv --pdeathsig KILL`, so the
 *   kernel kills it the moment its parent dies;
 * - everywhere (macOS has no pdeathsig): each running child has a pid file in its job's scratch
 *   folder, next to an owner file naming the server process; at the next start the children of
 *   folders whose owner is gone are killed (after checking the pid still is that same process) and
 *   the folders removed (LocalStorageService.reclaimDeadScratch);
 * - a normal exit (SIGTERM, an error) kills the children still running.
 */

/** This process as written in owner files: pid + its start time (a reused pid is another process). */
export interface ProcessStamp {
  pid: number;
  started: string;
  host: string;
}

/** A process's start time (Linux: /proc, else `ps`), or null when no such process runs. */
export function processStartTime(pid: number): string | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the ")" that closes the command name; starttime is field 22 (index 19 here).
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
    } catch {
      return null;
    }
  }
  const ps = spawnSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8', timeout: 5000 });
  const out = ps.status === 0 ? ps.stdout.trim() : '';
  return out || null;
}

/** Start times unknown on this platform: the stamp is unique to this process but says nothing of others. */
const UNKNOWN_START = 'unknown-';

let self: ProcessStamp | undefined;
export function thisProcess(): ProcessStamp {
  self ??= { pid: process.pid, started: processStartTime(process.pid) ?? `${UNKNOWN_START}${randomBytes(6).toString('hex')}`, host: hostname() };
  return self;
}

/** Whether a process with this pid exists (EPERM: it exists but belongs to another user). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True while the stamped process runs (same pid and start time); true for another host's stamp (not ours to judge). */
export function isRunning(stamp: ProcessStamp): boolean {
  if (stamp.host !== hostname()) return true;
  if (stamp.pid === process.pid) return stamp.started === thisProcess().started;
  if (stamp.started.startsWith(UNKNOWN_START)) return pidAlive(stamp.pid);
  return processStartTime(stamp.pid) === stamp.started;
}

let pdeathsig: boolean | undefined;
/**
 * Whether `setpriv --pdeathsig` works here (Linux with util-linux); checked once. The fault tests set
 * FIJI_CHILD_PDEATHSIG=off to exercise the pid-file path that macOS relies on.
 */
export function pdeathsigAvailable(): boolean {
  if (pdeathsig === undefined) {
    pdeathsig =
      process.platform === 'linux' &&
      process.env.FIJI_CHILD_PDEATHSIG !== 'off' &&
      spawnSync('setpriv', ['--pdeathsig', 'KILL', '--', process.execPath, '-e', ''], { stdio: 'ignore', timeout: 10_000 }).status === 0;
  }
  return pdeathsig;
}

const live = new Set<ChildProcess>();
let exitHook = false;

const PID_FILE = /^\.child-(\d+)$/;

/**
 * spawn() for a child that must die with this process. `pidDir` (a scratch folder) receives a pid
 * file while the child runs, so a later start can kill it should this process die first.
 */
export function spawnTied(bin: string, args: string[], options: SpawnOptions & { pidDir?: string } = {}): ChildProcess {
  const { pidDir, ...spawnOptions } = options;
  const child = pdeathsigAvailable()
    ? spawn('setpriv', ['--pdeathsig', 'KILL', '--', bin, ...args], spawnOptions)
    : spawn(bin, args, spawnOptions);
  if (!exitHook) {
    exitHook = true;
    process.once('exit', () => {
      for (const c of live) c.kill('SIGKILL');
    });
  }
  live.add(child);
  const pid = child.pid;
  const pidFile = pidDir && pid ? join(pidDir, `.child-${pid}`) : undefined;
  if (pidFile) {
    // setpriv execs the program in place: the pid (and its start time) stay those of the program.
    const stamp: ProcessStamp = { pid: pid!, started: processStartTime(pid!) ?? '', host: hostname() };
    try {
      writeFileSync(pidFile, JSON.stringify(stamp));
    } catch {
      // the folder is gone: nothing left to protect
    }
  }
  child.once('exit', () => {
    live.delete(child);
    if (pidFile) rmSync(pidFile, { force: true });
  });
  return child;
}

/** Kills the children recorded in a dead owner's folder (those still running as the same process). */
export function killRecordedChildren(dir: string): number {
  let killed = 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!PID_FILE.test(name)) continue;
    try {
      const stamp = JSON.parse(readFileSync(join(dir, name), 'utf8')) as ProcessStamp;
      if (stamp.host === hostname() && stamp.started && processStartTime(stamp.pid) === stamp.started) {
        process.kill(stamp.pid, 'SIGKILL');
        killed++;
      }
    } catch {
      // unreadable or already gone
    }
  }
  return killed;
}

/** Name of the owner file a scratch folder carries. */
export const OWNER_FILE = '.owner';

/** Writes this process as the owner of a scratch folder. */
export function writeOwner(dir: string): void {
  writeFileSync(join(dir, OWNER_FILE), JSON.stringify(thisProcess()));
}

/** The owner of a scratch folder, or null when it has none (or an unreadable one). */
export function readOwner(dir: string): ProcessStamp | null {
  try {
    return JSON.parse(readFileSync(join(dir, OWNER_FILE), 'utf8')) as ProcessStamp;
  } catch {
    return null;
  }
}
