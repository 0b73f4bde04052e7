import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** billing_events: each provider event, stored once by (provider, event id) before it is applied. */
@Entity({ name: 'billing_events' })
@Unique('uq_billing_events_provider_event', ['provider', 'eventId'])
export class BillingEvent {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'text' }) provider: string;
  @Column({ name: 'event_id', type: 'text' }) eventId: string;
  @Column({ type: 'text' }) type: string;
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
  @Column({ name: 'received_at', type: 'timestamptz', default: () => 'now()' }) receivedAt: Date;
  @Column({ name: 'applied_at', type: 'timestamptz', nullable: true }) appliedAt: Date | null;
  /** What applying it did ('applied', 'ignored: …'). */
  @Column({ type: 'text', nullable: true }) outcome: string | null;
}
