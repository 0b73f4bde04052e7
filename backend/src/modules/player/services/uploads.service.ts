import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  HIGHLIGHT_MAX_BYTES,
  HIGHLIGHT_MESSAGES,
  OPEN_UPLOADS_MAX,
  objectPathOf,
  type SessionUser,
  type UploadCompleteResponse,
  type UploadStatusValue,
  type UploadUrlResponse,
} from '@fiji/contracts';
import type { Request } from 'express';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { DataSource, LessThan, Not, Repository, type EntityManager } from 'typeorm';
import { createWithinCap } from '../../../core/database/owner-cap';
import { AppConfig } from '../../../core/config/app-config';
import { FileStore, LocalStorageService, parseContentRange, S3FileStore, SNIFF_BYTES, sniffMediaType, type MediaKind } from '../../../core/storage';
import { Upload } from '../entities/upload.entity';
import { HighlightsService } from './highlights.service';
import { MEDIA_FOLDER, PARTIAL_FOLDER, partialFileKey, UPLOADS_FOLDER, uploadFileKey } from './media-storage-keys';
import { LocalUploadStaging, StagingOffsetMismatch, StagingSuperseded, type StagedUpload, type UploadStaging } from './upload-staging';
import { S3UploadStaging } from './upload-staging-s3';
import { checkUploadToken, signUploadToken } from './upload-tokens';
import { receiveBody, UploadRejected } from './uploads-receiver';
import { Scheduler } from '../../../core/schedule';

/** An answer on the upload URL other than success: status, JSON message, extra headers. */
export class UploadHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The body was not read to its end: close the connection after answering. */
    readonly closeConnection = false,
  ) {
    super(message);
  }
}

export type ReceiveOutcome =
  | { kind: 'complete'; body: UploadCompleteResponse }
  | { kind: 'incomplete'; offset: number; total: number | null }
  /** The client went away midway: nothing to answer. */
  | { kind: 'aborted' };

export interface UploadState {
  offset: number;
  total: number | null;
  status: UploadStatusValue;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How often the cleanup of abandoned uploads and orphaned files runs. */
const CLEANUP_EVERY_MS = 60 * 60 * 1000;
const FIRST_CLEANUP_AFTER_MS = 5 * 60 * 1000;
/** Files younger than this are never swept as orphans (their row may be being written). */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** Scratch folders of jobs (tmp/) older than this are left over from a crash. */
const TMP_GRACE_MS = 6 * 60 * 60 * 1000;
/** A long upload refreshes its activity time this often, so no instance's cleanup takes it for abandoned. */
const ACTIVITY_REFRESH_MS = 60 * 1000;

interface ActiveWrite {
  abort: () => void;
  done: Promise<void>;
}

/**
 * Signed upload URLs and the bytes sent to them (the spec's flow: POST /api/objects/upload, then PUT
 * the file to the URL): streamed into staging (this host's disk, or parts in the S3 bucket that any
 * instance can resume: UploadStaging), checked while streaming (size, magic bytes), resumable with
 * Content-Range from the server's offset, single use, and cleaned up when abandoned.
 */
@Injectable()
export class UploadsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Uploads');
  private readonly active = new Map<string, ActiveWrite>();
  private readonly staging: UploadStaging;

  constructor(
    private readonly config: AppConfig,
    private readonly db: DataSource,
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    private readonly storage: LocalStorageService,
    private readonly files: FileStore,
    private readonly highlights: HighlightsService,
    private readonly scheduler: Scheduler,
  ) {
    this.staging = files instanceof S3FileStore ? new S3UploadStaging(storage, files, uploads) : new LocalUploadStaging(storage, files);
  }

  onApplicationBootstrap(): void {
    // First pass soon after start (a server restarted often would otherwise never get to it), then hourly.
    this.scheduler.every('player.upload-cleanup', CLEANUP_EVERY_MS, () => this.cleanup(), { firstAfterMs: FIRST_CLEANUP_AFTER_MS });
  }

  onApplicationShutdown(): void {
    for (const w of this.active.values()) w.abort();
  }

  /** POST /api/objects/upload: a player with a profile and room in their plan gets a signed URL. */
  async createUrl(me: SessionUser): Promise<UploadUrlResponse> {
    const player = await this.highlights.requireProfile(me);
    await this.highlights.assertMediaAllowance(await this.highlights.mediaPlan(me), player.id);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + this.config.uploadUrlTtlSeconds * 1000);
    // Open = pending and still usable: its URL has not expired, or bytes arrived and it is not abandoned (authorize's rule).
    const open = {
      max: OPEN_UPLOADS_MAX,
      message: HIGHLIGHT_MESSAGES.openUploadsLimit,
      count: async (m: EntityManager) => {
        const [r]: { n: number }[] = await m.query(
          `SELECT count(*)::int AS n FROM uploads WHERE user_id = $1 AND status = 'pending'
              AND (expires_at > $2 OR ((received_bytes > 0 OR last_activity_at > expires_at) AND last_activity_at > $3))`,
          [me.id, now, new Date(now.getTime() - this.config.uploadAbandonSeconds * 1000)],
        );
        return r!.n;
      },
    };
    const row = await createWithinCap(this.db, me.id, open, (m) => m.getRepository(Upload).save(m.getRepository(Upload).create({ userId: me.id, expiresAt, lastActivityAt: now })));
    const token = signUploadToken(this.config.uploadSecret, row.id, me.id, expiresAt);
    return {
      uploadURL: `/api/objects/uploads/${row.id}?token=${encodeURIComponent(token)}`,
      objectPath: objectPathOf(row.id),
      expiresAt: expiresAt.toISOString(),
      maxBytes: this.config.uploadMaxBytes,
    };
  }

  /** HEAD on the upload URL: how many bytes the server has. */
  async state(id: string, token: unknown): Promise<UploadState> {
    return this.stateOf(await this.authorize(id, token));
  }

  /** PUT on the upload URL: a whole file, a Content-Range chunk, or a `bytes *\/total` status query. */
  async receive(id: string, token: unknown, req: Request): Promise<ReceiveOutcome> {
    const row = await this.authorize(id, token);
    const rangeHeader = req.headers['content-range'];
    const range = rangeHeader === undefined ? null : parseContentRange(rangeHeader);
    if (rangeHeader !== undefined && !range) throw new UploadHttpError(400, 'Invalid Content-Range');
    if (range?.kind === 'query') return this.describe(row, await this.stateOf(row));
    if (row.status !== 'pending') throw new UploadHttpError(409, 'Upload already completed');

    const release = await this.takeOver(id, req);
    const refresh = setInterval(() => void this.touch(id), ACTIVITY_REFRESH_MS);
    try {
      return await this.write(row, range, req);
    } finally {
      clearInterval(refresh);
      release();
    }
  }

  /**
   * Deletes uploads without progress for UPLOAD_ABANDON_SECONDS (unfinished, or finished but never
   * used by a highlight) and files nobody references any more (e.g. after an account was deleted).
   */
  async cleanup(now: Date = new Date()): Promise<{ uploads: number; orphans: number }> {
    const cutoff = new Date(now.getTime() - this.config.uploadAbandonSeconds * 1000);
    const stale = await this.uploads.find({
      where: { status: Not('attached'), lastActivityAt: LessThan(cutoff) },
      select: { id: true, staging: true },
    });
    let removed = 0;
    for (const row of stale) {
      if (this.active.has(row.id)) continue;
      await this.uploads.delete({ id: row.id, status: Not('attached') });
      await this.staging.discard(row);
      removed++;
    }
    const orphans = await this.sweepOrphans(now);
    if (removed + orphans > 0) this.logger.log(`Removed ${removed} abandoned upload(s) and ${orphans} orphaned file(s)`);
    return { uploads: removed, orphans };
  }

  private async write(row: Upload, range: ReturnType<typeof parseContentRange>, req: Request): Promise<ReceiveOutcome> {
    let staged: StagedUpload | null = null;
    try {
      staged = await this.staging.open(row);
      return await this.writeStaged(row, staged, range, req);
    } catch (e) {
      // Where the bytes are staged decided against this request: the client asks the offset again.
      if (e instanceof StagingOffsetMismatch) throw new UploadHttpError(409, 'Upload offset mismatch', { 'Upload-Offset': String(e.offset) }, true);
      if (e instanceof StagingSuperseded) throw new UploadHttpError(409, 'Upload offset mismatch', {}, true);
      throw e;
    } finally {
      await staged?.release();
    }
  }

  private async writeStaged(row: Upload, staged: StagedUpload, range: ReturnType<typeof parseContentRange>, req: Request): Promise<ReceiveOutcome> {
    const offset = await staged.held();
    const lengthHeader = req.headers['content-length'];
    const contentLength = lengthHeader === undefined ? null : Number(lengthHeader);

    let start: number;
    let total: number | null;
    if (!range) {
      start = 0; // a whole file: (re)starts the upload
      total = contentLength;
    } else if (range.kind === 'bytes') {
      start = range.start;
      total = range.total ?? row.totalBytes;
      if (contentLength !== null && contentLength !== range.end - range.start + 1) {
        throw new UploadHttpError(400, 'Content-Length does not match Content-Range', {}, true);
      }
      if (start > 0 && range.total !== null && row.totalBytes !== null && range.total !== row.totalBytes) {
        throw new UploadHttpError(400, 'The upload length cannot change', {}, true);
      }
    } else {
      throw new UploadHttpError(400, 'Invalid Content-Range');
    }
    if (start > offset) {
      throw new UploadHttpError(409, 'Upload offset mismatch', { 'Upload-Offset': String(offset) }, true);
    }

    const knownType = start >= SNIFF_BYTES ? sniffMediaType(await staged.readHead(SNIFF_BYTES)) : null;
    const maxBytesFor = (kind: MediaKind | null) =>
      kind === 'image' ? Math.min(HIGHLIGHT_MAX_BYTES.image, this.config.uploadMaxBytes) : this.config.uploadMaxBytes;
    const declaredEnd = total ?? (contentLength !== null ? start + contentLength : null);
    if (declaredEnd !== null && declaredEnd > maxBytesFor(knownType?.kind ?? null)) {
      // Refused before reading a byte: the declared size is already over the limit.
      await this.discard(row.id);
      throw new UploadHttpError(413, HIGHLIGHT_MESSAGES.tooLarge(maxBytesFor(knownType?.kind ?? null)), {}, true);
    }

    const existingHead = start > 0 && start < SNIFF_BYTES ? await staged.readHead(start) : Buffer.alloc(0);
    if (start < offset || start === 0) await staged.rewind(start);
    await this.uploads.update({ id: row.id }, { totalBytes: total, lastActivityAt: new Date() });
    const sink = await staged.open();

    let result;
    try {
      result = await receiveBody(
        req,
        sink,
        { start, existingHead, knownType, declaredType: req.headers['content-type'], maxBytesFor, endAt: total },
        HIGHLIGHT_MESSAGES,
      );
    } catch (e) {
      await closeQuietly(sink);
      if (e instanceof UploadRejected) {
        // Keep nothing of a rejected upload: its bytes and its URL go.
        await this.discard(row.id);
        throw new UploadHttpError(e.status, e.message, {}, true);
      }
      throw e;
    }
    sink.end();
    await finished(sink);

    const size = await staged.held();
    const complete = total !== null ? size === total : !range;
    if (!result.ended || !complete) {
      const kept = await staged.keep();
      await this.uploads.update({ id: row.id }, { receivedBytes: kept, lastActivityAt: new Date() });
      return result.ended ? { kind: 'incomplete', offset: kept, total } : { kind: 'aborted' };
    }
    const type = result.type ?? sniffMediaType(await staged.readHead(SNIFF_BYTES));
    if (!type) {
      await this.discard(row.id);
      throw new UploadHttpError(415, HIGHLIGHT_MESSAGES.invalidVideo);
    }
    // Checked whole: only now does the file enter the store (a rename on local disk, a multipart put to S3).
    await staged.complete(type.mime);
    const now = new Date();
    await this.uploads.update(
      { id: row.id },
      { status: 'complete', receivedBytes: size, totalBytes: size, contentType: type.mime, kind: type.kind, completedAt: now, lastActivityAt: now, staging: null },
    );
    return { kind: 'complete', body: { objectPath: objectPathOf(row.id), size, contentType: type.mime, kind: type.kind } };
  }

  /** The row behind a signed URL, or 404 (unknown, or a bad signature: answered alike) / 403 (expired before any byte arrived). */
  private async authorize(id: string, token: unknown): Promise<Upload> {
    const row = UUID_RE.test(id) ? await this.uploads.findOne({ where: { id } }) : null;
    if (!row) throw new UploadHttpError(404, 'Upload not found');
    const now = new Date();
    const check = checkUploadToken(this.config.uploadSecret, token, row.id, row.userId, now);
    if (!check.ok) throw new UploadHttpError(404, 'Upload not found');
    if (check.expired && row.status === 'pending') {
      // Past its expiry a URL only continues an upload that started and is still making progress.
      const started = this.active.has(id) || (await this.staging.offsetOf(row)) > 0;
      const recent = row.lastActivityAt.getTime() > now.getTime() - this.config.uploadAbandonSeconds * 1000;
      if (!started || !recent) throw new UploadHttpError(403, 'Upload URL has expired');
    }
    return row;
  }

  private async stateOf(row: Upload): Promise<UploadState> {
    if (row.status !== 'pending') return { offset: row.receivedBytes, total: row.totalBytes, status: 'complete' };
    return { offset: await this.staging.offsetOf(row), total: row.totalBytes, status: 'pending' };
  }

  private describe(row: Upload, state: UploadState): ReceiveOutcome {
    if (state.status === 'complete' && row.contentType && row.kind) {
      return { kind: 'complete', body: { objectPath: objectPathOf(row.id), size: state.offset, contentType: row.contentType, kind: row.kind } };
    }
    return { kind: 'incomplete', offset: state.offset, total: state.total };
  }

  /**
   * One writer per upload. A new request for the same upload (the client resuming after a drop the
   * server has not noticed yet) ends the previous one and waits until its bytes are on disk.
   */
  private async takeOver(id: string, req: Request): Promise<() => void> {
    for (let previous = this.active.get(id); previous; previous = this.active.get(id)) {
      previous.abort();
      await previous.done;
    }
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    this.active.set(id, { abort: () => req.destroy(), done });
    return () => {
      this.active.delete(id);
      release();
    };
  }

  private async touch(id: string): Promise<void> {
    await this.uploads.update({ id }, { lastActivityAt: new Date() }).catch(() => undefined);
  }

  /** Removes an upload's row and bytes (a refused file). */
  private async discard(id: string): Promise<void> {
    const row = await this.uploads.findOne({ where: { id }, select: { id: true, staging: true } });
    await this.uploads.delete({ id });
    await this.staging.discard(row ?? { id, staging: null });
  }

  /** Files under partial/, uploads/, media/ and tmp/ that no row refers to any more. */
  private async sweepOrphans(now: Date): Promise<number> {
    const old = (e: { modifiedAt: Date }) => e.modifiedAt.getTime() < now.getTime() - ORPHAN_GRACE_MS;
    let removed = 0;
    const sweep = async (store: FileStore, folder: string, table: 'uploads' | 'highlights', where: string, remove: (name: string) => Promise<void>) => {
      const entries = (await store.list(folder)).filter((e) => old(e) && UUID_RE.test(e.name));
      if (entries.length === 0) return;
      const names = entries.map((e) => e.name);
      const rows: Array<{ id: string }> = await this.db.query(`SELECT id FROM ${table} WHERE id = ANY($1::uuid[]) ${where}`, [names]);
      const known = new Set(rows.map((r) => r.id));
      for (const name of names.filter((n) => !known.has(n))) {
        await remove(name);
        removed++;
      }
    };
    await sweep(this.storage, PARTIAL_FOLDER, 'uploads', `AND status = 'pending'`, (n) => this.storage.delete(partialFileKey(n)));
    // Tails of uploads staged in an S3 bucket (their multipart parts go with the bucket's lifecycle rule).
    if (this.files !== this.storage) await sweep(this.files, PARTIAL_FOLDER, 'uploads', `AND status = 'pending'`, (n) => this.files.deleteFolder(`${PARTIAL_FOLDER}/${n}`));
    await sweep(this.files, UPLOADS_FOLDER, 'uploads', '', (n) => this.files.delete(uploadFileKey(n)));
    await sweep(this.files, MEDIA_FOLDER, 'highlights', '', (n) => this.files.deleteFolder(`${MEDIA_FOLDER}/${n}`));
    // Job scratch folders outlive no job: a transcode is killed after 3 h.
    for (const e of await this.storage.list('tmp')) {
      if (e.modifiedAt.getTime() < now.getTime() - TMP_GRACE_MS) {
        await this.storage.deleteFolder(`tmp/${e.name}`);
        removed++;
      }
    }
    return removed;
  }
}

async function closeQuietly(sink: Writable): Promise<void> {
  if (sink.closed) return;
  sink.destroy();
  await finished(sink).catch(() => undefined);
}
