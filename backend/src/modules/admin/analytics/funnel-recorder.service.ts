import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ONCE_PER_ACCOUNT_EVENTS, type FunnelEventType } from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { FunnelEvents, type FunnelEvent } from '../../../core/analytics';
import { BillingHooks } from '../../billing';

/** A repeated step that also marks the account's first time (stored once per account). */
const FIRST_OF: Partial<Record<FunnelEventType, FunnelEventType>> = {
  highlight_uploaded: 'first_highlight',
  contact_request_sent: 'first_contact_request_sent',
};

/**
 * Stores the steps the owning modules report through the FunnelEvents hook in funnel_events
 * (docs/admin.md "Analytics"). Once-per-account steps rely on the partial unique index: a second
 * report, or twenty at once, adds nothing. A paid plan's start comes from billing's own hook.
 */
@Injectable()
export class FunnelRecorderService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly funnel: FunnelEvents,
    private readonly billing: BillingHooks,
  ) {}

  onModuleInit(): void {
    this.funnel.onEvent((event) => this.store(event));
    this.billing.onPlanStarted((userId, plan) => this.funnel.record('paid', userId, { plan }));
  }

  async store({ type, userId, data }: FunnelEvent): Promise<void> {
    await this.insert(type, userId, data ?? null);
    const first = FIRST_OF[type];
    if (first && userId) await this.insert(first, userId, data ?? null);
  }

  private async insert(type: FunnelEventType, userId: string | null, data: Record<string, unknown> | null): Promise<void> {
    const once = ONCE_PER_ACCOUNT_EVENTS.includes(type) && userId;
    // Committed without waiting for the disk flush (synchronous_commit off for this statement's own
    // transaction only): a funnel row is a count for charts, and the flush was ~3 ms of every search
    // request (15 ms on a busy disk). A database crash can lose the last fraction of a second of events,
    // never corrupt them (docs/search.md).
    await this.db.query(
      `WITH async_commit AS (SELECT set_config('synchronous_commit', 'off', true))
       INSERT INTO funnel_events (user_id, event_type, event_data) SELECT $1::uuid, $2, $3::jsonb FROM async_commit
       ${once ? `ON CONFLICT (user_id, event_type) WHERE event_type IN (${ONCE_PER_ACCOUNT_EVENTS.map((e) => `'${e}'`).join(', ')}) DO NOTHING` : ''}`,
      [userId, type, data],
    );
  }
}
