import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import { CONTACT_REQUEST_STATUSES, type ContactRequestStatus } from '../../../database/enums';
import type { AccountRef, PlayerRef } from '../../../database/entity-refs';

/** contact_requests. Withdraw deletes a pending request (docs/decisions.md). */
@Entity({ name: 'contact_requests' })
export class ContactRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'from_user_id', type: 'uuid' })
  fromUserId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'from_user_id' })
  fromUser?: AccountRef;

  /** users.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'to_user_id', type: 'uuid' })
  toUserId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'to_user_id' })
  toUser?: AccountRef;

  /** players.id (FK ON DELETE CASCADE). Another module's table: joined by entity name, typed read-only (database/entity-refs.ts). */
  @Column({ name: 'player_id', type: 'uuid', nullable: true })
  playerId: string | null;

  @ManyToOne('Player', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: PlayerRef | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'enum', enum: CONTACT_REQUEST_STATUSES, enumName: 'contact_request_status', default: 'pending' })
  status: ContactRequestStatus;

  /** Extension: when the recipient approved or declined. */
  @Column({ name: 'responded_at', type: 'timestamptz', nullable: true })
  respondedAt: Date | null;

  /** Extension: last Follow Up reminder (at most once per 7 days, docs/decisions.md). */
  @Column({ name: 'last_follow_up_at', type: 'timestamptz', nullable: true })
  lastFollowUpAt: Date | null;

  /** Hidden by a moderator (docs/admin.md, "Moderation"): missing for everyone but admins and the owner. */
  @Column({ name: 'moderation_hidden_at', type: 'timestamptz', nullable: true })
  moderationHiddenAt: Date | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
