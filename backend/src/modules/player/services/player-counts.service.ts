import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Scheduler } from '../../../core/schedule';

/** How often the appended counter rows are folded into one per key. */
const COMPACT_EVERY_MS = 60_000;

/**
 * The counter read model of profiles (player_count_totals, migration 1764000001900; docs/search.md):
 * triggers append one row per changed key and statement, so the rows only grow; this folds them into
 * one row per key every minute (on one instance at a time, though running it twice at once is also
 * correct).
 */
@Injectable()
export class PlayerCountsService implements OnApplicationBootstrap {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scheduler: Scheduler,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduler.every('player.counts-compact', COMPACT_EVERY_MS, () => this.compact());
  }

  /**
   * One statement: deletes the rows its snapshot sees and inserts their sums. Rows appended meanwhile
   * by other transactions are not visible to it and stay; a concurrent compaction waits on the rows
   * this one deletes and then skips them, so nothing is counted twice or lost.
   */
  async compact(): Promise<void> {
    await this.db.query(
      `WITH folded AS (DELETE FROM player_counts RETURNING visibility, hidden, verified, grad_year, players)
       INSERT INTO player_counts (visibility, hidden, verified, grad_year, players)
       SELECT visibility, hidden, verified, grad_year, sum(players) FROM folded
        GROUP BY visibility, hidden, verified, grad_year HAVING sum(players) <> 0`,
    );
  }
}
