import { CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Extension: one row per applied version of the demo/sample seed (database/seed). Written in the
 * seed's own transaction, so a row means that version was applied completely and is skipped next time.
 */
@Entity({ name: 'seed_runs' })
export class SeedRun {
  @PrimaryColumn({ type: 'text' })
  version: string;

  @CreateDateColumn({ name: 'applied_at', type: 'timestamptz' })
  appliedAt: Date;
}
