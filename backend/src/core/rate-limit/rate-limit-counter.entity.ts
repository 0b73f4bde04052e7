import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One limited key ("<action>:<address>", "login-pair:<email>|<address>"): its hits in the current window. */
@Entity({ name: 'rate_limit_counters' })
@Index('idx_rate_limit_counters_window', ['windowStartedAt'])
export class RateLimitCounter {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'integer' })
  hits: number;

  @Column({ name: 'window_started_at', type: 'timestamptz', default: () => 'now()' })
  windowStartedAt: Date;

  /** Growing delays: no new reservation for this key before this instant. */
  @Column({ name: 'blocked_until', type: 'timestamptz', default: () => 'now()' })
  blockedUntil: Date;
}
