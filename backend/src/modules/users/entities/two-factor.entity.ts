import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** user_two_factor: one TOTP secret per account, encrypted (services/two-factor-crypto.ts); confirmedAt null = setup pending. */
@Entity({ name: 'user_two_factor' })
export class UserTwoFactor {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'secret_ciphertext', type: 'text' })
  secretCiphertext: string;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** The TOTP step of the last code accepted: a code is good once. */
  @Column({ name: 'last_time_step', type: 'bigint', nullable: true })
  lastTimeStep: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** user_recovery_codes: SHA-256 of each single-use recovery code; usedAt set when it is spent. */
@Entity({ name: 'user_recovery_codes' })
export class UserRecoveryCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
