import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ReportReason } from '@fiji/contracts';

/** moderation_reports: each report of a case; reporter_id is users.id (foreign key in the migration). */
@Entity({ name: 'moderation_reports' })
export class ModerationReportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'case_id', type: 'uuid' })
  caseId: string;

  @Column({ name: 'reporter_id', type: 'uuid' })
  reporterId: string;

  @Column({ name: 'reporter_minor', type: 'boolean', default: false })
  reporterMinor: boolean;

  @Column({ type: 'text' })
  reason: ReportReason;

  @Column({ type: 'text' })
  text: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
