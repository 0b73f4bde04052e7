import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { processStartTime, spawnTied, thisProcess } from '../process/tied-children';
import { LocalStorageService } from './local-storage.service';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alive = (pid: number) => processStartTime(pid) !== null;

/** Scratch folders name their owner; at start those of dead owners go, with the children they recorded. */
describe('LocalStorageService scratch folders', () => {
  let root: string;
  let storage: LocalStorageService;
  const folder = (name: string, owner?: object) => {
    const dir = join(root, 'tmp', name);
    mkdirSync(dir, { recursive: true });
    if (owner) writeFileSync(join(dir, '.owner'), JSON.stringify(owner));
    return dir;
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'fiji-scratch-'));
    storage = new LocalStorageService({ storageDir: root } as AppConfig);
  });

  it('keeps the folders of this process and of other hosts; removes those of dead or replaced owners', async () => {
    const mine = await storage.tmpFolder('transcode');
    folder('dead', { pid: 2 ** 22 + 7, started: '1', host: hostname() });
    folder('reused-pid', { pid: process.pid, started: 'another start', host: hostname() });
    folder('other-host', { pid: 1, started: '1', host: `not-${hostname()}` });
    const oldOwnerless = folder('ownerless-old');
    utimesSync(oldOwnerless, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    folder('ownerless-fresh');

    expect(await storage.reclaimDeadScratch()).toEqual({ folders: 3, killed: 0 });
    expect(readdirSync(join(root, 'tmp')).sort()).toEqual([mine.slice('tmp/'.length), 'other-host', 'ownerless-fresh'].sort());
  });

  it("kills a dead owner's recorded child, but not a process that merely reuses a recorded pid", async () => {
    const orphan = spawn('sleep', ['30'], { stdio: 'ignore' });
    const bystander = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const dir = folder('dead', { pid: 2 ** 22 + 7, started: '1', host: hostname() });
      writeFileSync(join(dir, `.child-${orphan.pid}`), JSON.stringify({ pid: orphan.pid, started: processStartTime(orphan.pid!), host: hostname() }));
      writeFileSync(join(dir, `.child-${bystander.pid}`), JSON.stringify({ pid: bystander.pid, started: 'not this one', host: hostname() }));

      expect(await storage.reclaimDeadScratch()).toEqual({ folders: 1, killed: 1 });
      for (let i = 0; i < 50 && alive(orphan.pid!) && orphan.exitCode === null && orphan.signalCode === null; i++) await sleep(20);
      expect(orphan.signalCode).toBe('SIGKILL');
      expect(bystander.exitCode === null && bystander.signalCode === null).toBe(true);
      expect(existsSync(dir)).toBe(false);
    } finally {
      orphan.kill('SIGKILL');
      bystander.kill('SIGKILL');
    }
  });

  it('spawnTied records a running child in its folder and forgets it when it exits', async () => {
    const dir = join(root, await storage.tmpFolder('work'));
    const child = spawnTied('sleep', ['0.3'], { stdio: 'ignore', pidDir: dir });
    expect(readdirSync(dir)).toContain(`.child-${child.pid}`);
    await new Promise((r) => child.once('exit', r));
    expect(readdirSync(dir)).toEqual(['.owner']);
    expect(thisProcess().pid).toBe(process.pid);
  });
});
