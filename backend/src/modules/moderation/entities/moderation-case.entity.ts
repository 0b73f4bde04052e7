import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AppealDecision, CaseOutcome, CaseStatus, ReportTargetType } from '@fiji/contracts';

/**
 * moderation_cases: one open case per reported item (partial unique index uq_moderation_cases_open_target
 * in migration 1764000001400). owner_user_id / decided_by are users.id: another module's table, so the
 * foreign keys live only in the migration.
 */
@Entity({ name: 'moderation_cases' })
export class ModerationCaseEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'target_type', type: 'text' })
  targetType: ReportTargetType;

  @Column({ name: 'target_id', type: 'uuid' })
  targetId: string;

  @Column({ name: 'target_label', type: 'text' })
  targetLabel: string;

  @Column({ name: 'owner_user_id', type: 'uuid' })
  ownerUserId: string;

  @Column({ type: 'text', default: 'open' })
  status: CaseStatus;

  @Column({ type: 'text', nullable: true })
  outcome: CaseOutcome | null;

  @Column({ name: 'child_safety', type: 'boolean', default: false })
  childSafety: boolean;

  @Column({ name: 'involves_minor', type: 'boolean', default: false })
  involvesMinor: boolean;

  @Column({ name: 'opened_at', type: 'timestamptz', default: () => 'now()' })
  openedAt: Date;

  @Column({ name: 'first_action_at', type: 'timestamptz', nullable: true })
  firstActionAt: Date | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Column({ name: 'decided_by', type: 'uuid', nullable: true })
  decidedBy: string | null;

  @Column({ name: 'decision_reason', type: 'text', nullable: true })
  decisionReason: string | null;

  @Column({ name: 'appeal_text', type: 'text', nullable: true })
  appealText: string | null;

  @Column({ name: 'appealed_at', type: 'timestamptz', nullable: true })
  appealedAt: Date | null;

  @Column({ name: 'appeal_decision', type: 'text', nullable: true })
  appealDecision: AppealDecision | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}
