import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { createdAtColumn } from '../../../database/column-types';

/** beta_feedback. Ratings are 1-5 (checked by the DTO and a CHECK constraint). */
@Entity({ name: 'beta_feedback' })
export class BetaFeedback {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Extension: the signed-in submitter, if any (ON DELETE SET NULL: feedback outlives the account). */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @Column({ name: 'user_type', type: 'text' })
  userType: string;

  @Column({ name: 'overall_rating', type: 'int' })
  overallRating: number;

  @Column({ name: 'ease_of_use', type: 'int' })
  easeOfUse: number;

  @Column({ name: 'feature_completeness', type: 'int' })
  featureCompleteness: number;

  @Column({ name: 'most_useful_feature', type: 'text', nullable: true })
  mostUsefulFeature: string | null;

  @Column({ name: 'least_useful_feature', type: 'text', nullable: true })
  leastUsefulFeature: string | null;

  @Column({ name: 'missing_features', type: 'text', nullable: true })
  missingFeatures: string | null;

  @Column({ name: 'bug_reports', type: 'text', nullable: true })
  bugReports: string | null;

  @Column({ type: 'text', nullable: true })
  suggestions: string | null;

  @Column({ name: 'contact_email', type: 'text', nullable: true })
  contactEmail: string | null;

  @Column({ name: 'would_recommend', type: 'boolean' })
  wouldRecommend: boolean;

  @Column({ name: 'additional_comments', type: 'text', nullable: true })
  additionalComments: string | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;
}
