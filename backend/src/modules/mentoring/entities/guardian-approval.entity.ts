import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { GuardianApprovalStatus } from '@fiji/contracts';
import { createdAtColumn } from '../../../database/column-types';

/** guardian_approvals: one guardian decision per (kind, subject), e.g. a minor's session booking (docs/mentoring.md). */
@Entity({ name: 'guardian_approvals' })
export class GuardianApproval {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** Which feature asks: 'session_booking', 'ama_registration', 'feedback_request', ... */
  @Column({ type: 'text' }) kind: string;
  /** The asking feature's row (a session, a registration, a request). */
  @Column({ name: 'subject_id', type: 'uuid' }) subjectId: string;
  @Column({ name: 'player_user_id', type: 'uuid' }) playerUserId: string;
  @Column({ name: 'guardian_email', type: 'text' }) guardianEmail: string;
  @Column({ type: 'text', default: 'pending' }) status: GuardianApprovalStatus;
  /** What the guardian is asked, in words (shown on the approval page and in the mail). */
  @Column({ type: 'text' }) summary: string;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;
  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true }) decidedAt: Date | null;
  @CreateDateColumn(createdAtColumn) createdAt: Date;
}
