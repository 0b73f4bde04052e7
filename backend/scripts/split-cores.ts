/**
 * The production shape on one machine: PostgreSQL on cores of its own, the API server and the load generator
 * on the others (in production the API instances run on machines of their own, README "Production shape").
 * Linux only, with `taskset` (util-linux) and the right to set PostgreSQL's CPU affinity (root, or the
 * postgres user); otherwise the reason is returned and the bench measures the shared shape only.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';

export interface CoreSplit {
  /** The CPUs PostgreSQL runs on, and the CPUs of the API server and the load generator ("0", "1"). */
  database: string;
  api: string;
  /** Gives every process back the affinity it had (PostgreSQL's processes started meanwhile included). */
  restore(): void;
}

const taskset = (...args: string[]) => execFileSync('taskset', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function parentOf(pid: number): number | undefined {
  try {
    return Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  } catch {
    return undefined;
  }
}

/** The postmaster and every process it started (backends, checkpointer, autovacuum, ...). */
function postgresProcesses(postmaster: number): number[] {
  const children = readdirSync('/proc').filter((e) => /^\d+$/.test(e)).map(Number).filter((pid) => parentOf(pid) === postmaster);
  return [postmaster, ...children];
}

const maskOf = (pid: number) => /affinity mask: ([0-9a-f]+)/.exec(taskset('-p', String(pid)))?.[1];

/**
 * Pins the PostgreSQL server that runs `backendPid` (a connection of the bench's own) to the first half of
 * the CPUs, and `ownPids` (this process, the API server) with all their threads to the rest. Processes
 * PostgreSQL starts later inherit the postmaster's affinity.
 */
export function splitCores(backendPid: number, ownPids: number[]): CoreSplit | { skipped: string } {
  if (process.platform !== 'linux' || !existsSync('/proc')) return { skipped: 'needs Linux' };
  const n = cpus().length;
  if (n < 2) return { skipped: 'needs at least 2 CPUs' };
  try {
    taskset('-V');
  } catch {
    return { skipped: 'needs taskset (util-linux)' };
  }
  const postmaster = parentOf(backendPid);
  if (!postmaster || !existsSync(`/proc/${backendPid}`)) return { skipped: 'PostgreSQL is not on this machine' };
  const half = Math.floor(n / 2);
  const database = half === 1 ? '0' : `0-${half - 1}`;
  const api = half === n - 1 ? String(half) : `${half}-${n - 1}`;
  const originalPg = maskOf(postmaster);
  const originalOwn = ownPids.map((pid) => maskOf(pid));
  if (!originalPg) return { skipped: 'could not read PostgreSQL\'s CPU affinity' };
  const restore = () => {
    for (const pid of postgresProcesses(postmaster)) {
      try {
        taskset('-a', '-p', originalPg, String(pid));
      } catch {
        // exited meanwhile
      }
    }
    ownPids.forEach((pid, i) => {
      try {
        if (originalOwn[i]) taskset('-a', '-p', originalOwn[i]!, String(pid));
      } catch {
        // exited meanwhile
      }
    });
  };
  try {
    // The postmaster first: a refusal there (no right to) skips the split before anything changed.
    taskset('-a', '-p', '-c', database, String(postmaster));
    for (const pid of postgresProcesses(postmaster).slice(1)) {
      try {
        taskset('-a', '-p', '-c', database, String(pid));
      } catch {
        if (existsSync(`/proc/${pid}`)) throw new Error(`process ${pid} of PostgreSQL refused`);
      }
    }
    for (const pid of ownPids) taskset('-a', '-p', '-c', api, String(pid));
  } catch (e) {
    restore();
    return { skipped: `could not set CPU affinity (${(e as Error).message.split('\n')[0]})` };
  }
  return { database, api, restore };
}
