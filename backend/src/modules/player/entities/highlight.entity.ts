import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { VISIBILITIES, type HighlightRendition, type Visibility } from '@fiji/contracts';
import { Player } from './player.entity';
import { createdAtColumn, numericTransformer, updatedAtColumn } from '../../../database/column-types';
import { CONTENT_TYPES, type ContentType } from '../../../database/enums';

/** Processing states of an uploaded file (text column; 'ready' is the only state shown to others). */
export const HIGHLIGHT_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;
export type HighlightStatus = (typeof HIGHLIGHT_STATUSES)[number];

/** highlights. */
@Entity({ name: 'highlights' })
@Index('idx_highlights_player_created', ['playerId', 'createdAt'])
export class Highlight {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'player_id', type: 'uuid' })
  playerId: string;

  @ManyToOne(() => Player, (p) => p.highlights, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'player_id' })
  player?: Player;

  @Column({ type: 'text' })
  title: string;

  @Column({ name: 'content_type', type: 'enum', enum: CONTENT_TYPES, enumName: 'content_type', default: 'video' })
  contentType: ContentType;

  @Column({ type: 'text', nullable: true })
  provider: string | null;

  @Column({ name: 'playback_id', type: 'text', nullable: true })
  playbackId: string | null;

  @Column({ type: 'text', nullable: true })
  url: string | null;

  @Column({ name: 'thumb_url', type: 'text', nullable: true })
  thumbUrl: string | null;

  /** Extension: the stored object path (/objects/uploads/<id>) the client uploaded. */
  @Column({ name: 'file_path', type: 'text', nullable: true })
  filePath: string | null;

  /** Extension: storage key of the poster (video frame JPEG, or small WebP of an image); null until processed. */
  @Column({ name: 'poster_path', type: 'text', nullable: true })
  posterPath: string | null;

  /** Extension: storage key of the web-playable version (360p H.264/AAC MP4, or display WebP of an image). */
  @Column({ name: 'playable_path', type: 'text', nullable: true })
  playablePath: string | null;

  /** Extension: bytes of the stored playable file (docs/video.md: the size shown before play); null when unknown. bigint read as a number. */
  @Column({ name: 'playable_bytes', type: 'bigint', nullable: true, transformer: numericTransformer })
  playableBytes: number | null;

  @Column({ name: 'duration_sec', type: 'int', nullable: true })
  durationSec: number | null;

  /** Extension: the HLS renditions under media/<id>/hls/ (docs/video.md), lowest first; null when there is no HLS (images, older videos). */
  @Column({ type: 'jsonb', nullable: true })
  renditions: HighlightRendition[] | null;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  tags: string[];

  @Column({ type: 'text', nullable: true })
  competition: string | null;

  @Column({ type: 'text', nullable: true })
  opponent: string | null;

  @Column({ name: 'event_date', type: 'date', nullable: true })
  eventDate: string | null;

  /** Extension: who may see this highlight. */
  @Column({ type: 'enum', enum: VISIBILITIES, enumName: 'visibility', default: 'public' })
  privacy: Visibility;

  /** Extension: media processing state (pending | processing | ready | failed). */
  @Column({ type: 'text', default: 'pending' })
  status: HighlightStatus;

  /** Extension: guardian consent recorded with the upload of an under-18 player. */
  @Column({ name: 'guardian_consent_at', type: 'timestamptz', nullable: true })
  guardianConsentAt: Date | null;

  /** Hidden because a paid plan ended (docs/billing.md): missing for everyone but the owner until deleted or the plan returns. */
  @Column({ name: 'plan_hidden_at', type: 'timestamptz', nullable: true })
  planHiddenAt: Date | null;

  /** Hidden by a moderator (docs/admin.md, "Moderation"): missing for everyone but admins and the owner. */
  @Column({ name: 'moderation_hidden_at', type: 'timestamptz', nullable: true })
  moderationHiddenAt: Date | null;

  @Column({ type: 'int', default: 0 })
  views: number;

  @Column({ type: 'int', default: 0 })
  likes: number;

  @CreateDateColumn(createdAtColumn)
  createdAt: Date;

  @UpdateDateColumn(updatedAtColumn)
  updatedAt: Date;
}
