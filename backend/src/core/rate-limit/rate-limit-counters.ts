import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';

export interface CounterRule {
  /** Reservations allowed per window. */
  max: number;
  windowMs: number;
  /**
   * Growing delays: after this many reservations in a window, each further one must wait
   * `delayMs × 2^(n - delayAfter)` (capped at the window) before the next is allowed.
   * Omitted: no delays, only the cap.
   */
  delayAfter?: number;
  delayMs?: number;
}

export type Reservation = { allowed: true; hits: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counters in PostgreSQL (rate_limit_counters). A reservation is ONE upsert that
 * increments the key's hits only when the key is under its cap and not inside a delay, so a limit
 * holds across API instances and under any concurrency: the row lock serialises a burst, and
 * requests past the cap are refused before doing the costly work they guard.
 */
@Injectable()
export class RateLimitCounters {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async reserve(key: string, rule: CounterRule, manager: EntityManager = this.dataSource.manager): Promise<Reservation> {
    const delayAfter = rule.delayAfter ?? rule.max;
    const delayMs = rule.delayMs ?? 0;
    // $2 window (ms), $3 max, $4 delayAfter, $5 delayMs. `expired` and `next` repeat inline because
    // ON CONFLICT's SET and WHERE see only the old row. clock_timestamp(), not now(): a statement that
    // waited for the row lock must compare against the time it got it, not the time it started.
    const expired = `c.window_started_at <= clock_timestamp() - $2::float8 * interval '1 millisecond'`;
    const next = `(CASE WHEN ${expired} THEN 1 ELSE c.hits + 1 END)`;
    const delay = (n: string, otherwise: string) =>
      `(CASE WHEN ${n} >= $4::int AND $5::float8 > 0 THEN clock_timestamp() + least($2::float8, $5::float8 * power(2, ${n} - $4::int)) * interval '1 millisecond' ELSE ${otherwise} END)`;
    const rows: { hits: number }[] = await manager.query(
      `INSERT INTO rate_limit_counters AS c (key, hits, window_started_at, blocked_until)
       VALUES ($1, 1, clock_timestamp(), ${delay('1', "'-infinity'::timestamptz")})
       ON CONFLICT (key) DO UPDATE SET
         hits = ${next},
         window_started_at = CASE WHEN ${expired} THEN clock_timestamp() ELSE c.window_started_at END,
         blocked_until = ${delay(next, 'c.blocked_until')}
       WHERE (${expired}) OR (c.hits < $3::int AND c.blocked_until <= clock_timestamp())
       RETURNING c.hits`,
      [key, rule.windowMs, rule.max, delayAfter, delayMs],
    );
    if (rows.length > 0) return { allowed: true, hits: Number(rows[0]!.hits) };
    const [row] = (await manager.query(
      `SELECT ceil(extract(epoch FROM greatest(
         CASE WHEN hits >= $2 THEN window_started_at + $3 * interval '1 millisecond' ELSE clock_timestamp() END,
         blocked_until) - clock_timestamp()))::int AS wait
       FROM rate_limit_counters WHERE key = $1`,
      [key, rule.max, rule.windowMs],
    )) as { wait: number }[];
    return { allowed: false, retryAfterSeconds: Math.max(1, Number(row?.wait ?? 1)) };
  }

  /** Gives one reservation back (the guarded work turned out not to count, e.g. a successful sign-in). */
  async release(key: string): Promise<void> {
    await this.dataSource.query(`UPDATE rate_limit_counters SET hits = greatest(hits - 1, 0) WHERE key = $1`, [key]);
  }

  /** Forgets the key: its count and any delay. */
  async reset(key: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM rate_limit_counters WHERE key = $1`, [key]);
  }

  /** Removes counters whose window ended long ago (kept small by occasional calls). */
  async prune(olderThanMs: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM rate_limit_counters WHERE window_started_at < now() - $1 * interval '1 millisecond' AND blocked_until < now()`,
      [olderThanMs],
    );
  }
}
