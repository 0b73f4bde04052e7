import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * suspension_lift_requests: lifting a child-safety suspension is requested by one admin and approved by
 * another (CHECK approved_by <> requested_by; one pending request per user).
 */
@Entity({ name: 'suspension_lift_requests' })
export class SuspensionLiftRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'requested_by', type: 'uuid' })
  requestedBy: string;

  @Column({ type: 'text' })
  reason: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'approved_by', type: 'uuid', nullable: true })
  approvedBy: string | null;

  @Column({ name: 'approved_at', type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  /** When the suspension was actually lifted after the approval. */
  @Column({ name: 'lifted_at', type: 'timestamptz', nullable: true })
  liftedAt: Date | null;
}
