import { Injectable, Logger, OnApplicationShutdown, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { runExclusive } from '../database/run-exclusive';

/** The advisory-lock key of a named task: a stable 31-bit FNV-1a hash of its name, the same on every instance. */
export function lockKeyOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return (h >>> 0) & 0x7fffffff;
}

/**
 * Scheduled work (sweeps, clean-ups, expiries), each named task run by one instance at a time however
 * many API instances there are: every instance keeps a timer, and a tick runs the task only when it takes
 * the task's PostgreSQL advisory lock (docs/architecture.md "Processes"). An API-only process
 * (PROCESS_ROLE=api) keeps no timers: the workers run the tasks. Shutdown stops the timers and waits
 * for the runs in progress.
 */
@Injectable()
export class Scheduler implements OnApplicationShutdown {
  private readonly logger = new Logger('Scheduler');
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private readonly names: string[] = [];
  private stopped = false;
  private readonly runsTimers: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource, @Optional() config?: AppConfig) {
    this.runsTimers = config?.runsBackgroundWork ?? true;
  }

  /** Runs `work` every `everyMs` (and once `firstAfterMs` after start, when given); nothing under PROCESS_ROLE=api. */
  every(name: string, everyMs: number, work: () => Promise<unknown>, { firstAfterMs }: { firstAfterMs?: number } = {}): void {
    if (!this.runsTimers) return;
    this.names.push(name);
    const tick = () => void this.once(name, undefined, work).catch((e: Error) => this.logger.error(`${name}: ${e.message}`));
    if (firstAfterMs !== undefined) this.timers.add(setTimeout(tick, firstAfterMs).unref());
    this.timers.add(setInterval(tick, everyMs).unref());
  }

  /** The tasks this process runs on a timer (health, tests). */
  get scheduled(): readonly string[] {
    return this.names;
  }

  /** One run of `name` now (tests, or a caller that cannot wait for the tick); `busy` when another instance runs it. */
  async once<T>(name: string, busy: T, work: () => Promise<T>): Promise<T> {
    if (this.stopped) return busy;
    const run = runExclusive(this.db, lockKeyOf(name), busy, () => work());
    this.running.add(run);
    try {
      return await run;
    } finally {
      this.running.delete(run);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    for (const t of this.timers) clearInterval(t);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
