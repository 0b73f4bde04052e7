import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { HighlightContentType } from '@fiji/contracts';
import { Highlight } from './highlight.entity';
import { createdAtColumn, updatedAtColumn } from '../../../database/column-types';
import type { AccountRef } from '../../../database/entity-refs';

/** pending: bytes may still arrive; complete: every byte is stored; attached: a highlight uses it (single use). */
export const UPLOAD_STATUSES = ['pending', 'complete', 'attached'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/**
 * An upload staged in an S3 bucket: the multipart upload's id and the ETags of its full parts (each
 * STAGING_PART_BYTES long, numbered from 1), then a tail object with the bytes after the last full part.
 */
export interface UploadStagingState {
  multipartId: string | null;
  etags: string[];
  tailKey: string | null;
  tailBytes: number;
  /** The file's first bytes (base64), kept once part 1 has left this host: the type check of a resume. */
  head?: string;
}

/** bigint columns hold byte counts (< 2^53): read them as numbers. */
const bigintNumber = {
  to: (v: number | null | undefined) => v,
  from: (v: string | null) => (v === null || v === undefined ? null : Number(v)),
};

/** uploads (extension, media pipeline): one signed upload URL and the file sent to it. */
@Entity({ name: 'uploads' })
@Index('idx_uploads_user', ['userId', 'createdAt'])
@Index('idx_uploads_unattached_activity', ['lastActivityAt'], { where: `status <> 'attached'` })
export class Upload {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** users.id of the uploader (FK ON DELETE CASCADE). */
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: AccountRef;

  @Column({ type: 'text', default: 'pending' })
  status: UploadStatus;

  /** Declared size (Content-Length or Content-Range total), when known. */
  @Column({ name: 'total_bytes', type: 'bigint', nullable: true, transformer: bigintNumber })
  totalBytes: number | null;

  /** Bytes stored when the last request ended (the file on disk is the live truth). */
  @Column({ name: 'received_bytes', type: 'bigint', default: 0, transformer: bigintNumber })
  receivedBytes: number;

  /** MIME type detected from the content (magic bytes). */
  @Column({ name: 'content_type', type: 'text', nullable: true })
  contentType: string | null;

  @Column({ type: 'text', nullable: true })
  kind: HighlightContentType | null;

  @Column({ name: 'highlight_id', type: 'uuid', nullable: true, unique: true })
  highlightId: string | null;

  @OneToOne(() => Highlight, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'highlight_id' })
  highlight?: Highlight | null;

  /** With an S3 store: the bytes staged in the bucket so far (docs/storage.md); null on local disk. */
  @Column({ type: 'jsonb', nullable: true })
  staging: UploadStagingState | null;

  /** Bumped by every request that writes bytes: a writer whose generation is no longer current stops. */
  @Column({ name: 'staging_generation', type: 'integer', default: 0 })
  stagingGeneration: number;

  /** Deadline for the first byte (the signed URL's expiry). */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'last_activity_at', type: 'timestamptz', default: () => 'now()' })
  lastActivityAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
