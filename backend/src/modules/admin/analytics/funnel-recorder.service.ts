import { BeforeApplicationShutdown, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ONCE_PER_ACCOUNT_EVENTS, type FunnelEventType } from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { FunnelEvents, type FunnelEvent } from '../../../core/analytics';
import { ASYNC_COMMIT } from '../../../core/database';
import { BillingHooks } from '../../billing';

/** A repeated step that also marks the account's first time (stored once per account). */
const FIRST_OF: Partial<Record<FunnelEventType, FunnelEventType>> = {
  highlight_uploaded: 'first_highlight',
  contact_request_sent: 'first_contact_request_sent',
};

/**
 * Steps reported on a hot read path (a search's first page): held in memory and written together, one
 * statement per second or per BATCH_MAX events, instead of one INSERT per request (docs/admin.md).
 */
const BATCHED: ReadonlySet<FunnelEventType> = new Set<FunnelEventType>(['search']);
const BATCH_INTERVAL_MS = 1_000;
const BATCH_MAX = 200;

interface HeldEvent {
  type: FunnelEventType;
  userId: string | null;
  data: Record<string, unknown> | null;
  at: Date;
}

/**
 * Stores the steps the owning modules report through the FunnelEvents hook in funnel_events
 * (docs/admin.md "Analytics"). Once-per-account steps rely on the partial unique index: a second
 * report, or twenty at once, adds nothing. A paid plan's start comes from billing's own hook.
 */
@Injectable()
export class FunnelRecorderService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(FunnelRecorderService.name);
  private held: HeldEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly funnel: FunnelEvents,
    private readonly billing: BillingHooks,
  ) {}

  onModuleInit(): void {
    this.funnel.onEvent((event) => this.store(event));
    this.billing.onPlanStarted((userId, plan) => this.funnel.record('paid', userId, { plan }));
  }

  /** Written before the database closes (shutdown runs this before any module's own shutdown). */
  beforeApplicationShutdown(): Promise<void> {
    return this.flush();
  }

  async store({ type, userId, data }: FunnelEvent): Promise<void> {
    if (BATCHED.has(type)) return this.hold({ type, userId, data: data ?? null, at: new Date() });
    await this.insert(type, userId, data ?? null);
    const first = FIRST_OF[type];
    if (first && userId) await this.insert(first, userId, data ?? null);
  }

  /** Writes the held events now (shutdown; tests that read the charts right after a search). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.held;
    this.held = [];
    if (batch.length > 0) {
      this.writing = this.writing.then(() =>
        this.insertBatch(batch).catch((e: Error) => this.logger.warn(`${batch.length} funnel events not recorded: ${e.message}`)),
      );
    }
    return this.writing;
  }

  private hold(event: HeldEvent): void {
    this.held.push(event);
    if (this.held.length >= BATCH_MAX) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), BATCH_INTERVAL_MS).unref();
  }

  /**
   * One statement for the held events, committed asynchronously like a single one. Each keeps the time it
   * happened. An account deleted meanwhile gets a null user, as its earlier events got from the foreign
   * key's ON DELETE SET NULL.
   */
  private async insertBatch(batch: HeldEvent[]): Promise<void> {
    await this.db.query(
      `${ASYNC_COMMIT.with}
       INSERT INTO funnel_events (user_id, event_type, event_data, created_at)
       SELECT u.id, e.event_type, e.event_data, e.created_at
         FROM ${ASYNC_COMMIT.from},
              unnest($1::uuid[], $2::text[], $3::jsonb[], $4::timestamptz[]) AS e(user_id, event_type, event_data, created_at)
         LEFT JOIN user_directory u ON u.id = e.user_id`,
      [batch.map((e) => e.userId), batch.map((e) => e.type), batch.map((e) => (e.data === null ? null : JSON.stringify(e.data))), batch.map((e) => e.at)],
    );
  }

  private async insert(type: FunnelEventType, userId: string | null, data: Record<string, unknown> | null): Promise<void> {
    const once = ONCE_PER_ACCOUNT_EVENTS.includes(type) && userId;
    // A funnel row is a count for charts: committed without waiting for the flush (ASYNC_COMMIT).
    await this.db.query(
      `${ASYNC_COMMIT.with}
       INSERT INTO funnel_events (user_id, event_type, event_data) SELECT $1::uuid, $2, $3::jsonb FROM ${ASYNC_COMMIT.from}
       ${once ? `ON CONFLICT (user_id, event_type) WHERE event_type IN (${ONCE_PER_ACCOUNT_EVENTS.map((e) => `'${e}'`).join(', ')}) DO NOTHING` : ''}`,
      [userId, type, data],
    );
  }
}
