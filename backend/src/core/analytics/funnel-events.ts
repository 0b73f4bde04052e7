import { Injectable, Logger } from '@nestjs/common';
import type { FunnelEventType } from '@fiji/contracts';

export interface FunnelEvent {
  type: FunnelEventType;
  userId: string | null;
  data?: Record<string, unknown>;
}

type FunnelSink = (event: FunnelEvent) => Promise<void>;

/**
 * The analytics hook (docs/admin.md "Analytics"): the module that owns a step (sign-up, profile,
 * highlight, search, contact request, checkout) reports it here; the admin module registers the sink
 * that stores it in its funnel_events. So no module writes another's table, and a failed write never
 * fails the user's action (it is logged).
 */
@Injectable()
export class FunnelEvents {
  private readonly logger = new Logger(FunnelEvents.name);
  private sink: FunnelSink | null = null;

  /** The admin module's recorder, at start. */
  onEvent(sink: FunnelSink): void {
    this.sink = sink;
  }

  async record(type: FunnelEventType, userId: string | null, data?: Record<string, unknown>): Promise<void> {
    if (!this.sink) return;
    try {
      await this.sink({ type, userId, data });
    } catch (e) {
      this.logger.warn(`funnel event ${type} not recorded: ${(e as Error).message}`);
    }
  }
}
