import type { Writable } from 'node:stream';
import type { Repository } from 'typeorm';
import type { FileStore, LocalStorageService } from '../../../core/storage';
import type { Upload } from '../entities/upload.entity';
import { partialFileKey, uploadFileKey } from './media-storage-keys';

/** The request's start is not where the stored bytes end: the client asks the offset again (409). */
export class StagingOffsetMismatch extends Error {
  constructor(readonly offset: number) {
    super('Upload offset mismatch');
  }
}

/** Another request (on this or another instance) has taken the upload over: this one stops (409). */
export class StagingSuperseded extends Error {
  constructor() {
    super('The upload was resumed by a newer request');
  }
}

/**
 * One request's view of an upload's unfinished bytes (docs/storage.md). Opened per request; the
 * uploads service checks and streams the body, this decides where the bytes live until the file is
 * whole: a file on this host's disk (LocalUploadStaging) or parts in the S3 bucket (S3UploadStaging),
 * which any instance can resume.
 */
export interface StagedUpload {
  /** Bytes the server holds now: where the client resumes. */
  held(): Promise<number>;
  /** The file's first `length` bytes (fewer when fewer are held). */
  readHead(length: number): Promise<Buffer>;
  /** Continues from `start` (≤ offset) instead: 0 starts over. Throws StagingOffsetMismatch when that is not possible. */
  rewind(start: number): Promise<void>;
  /** Where the body's bytes go, appended at the offset. */
  open(): Promise<Writable>;
  /** The body ended before the last byte: keeps what arrived, for a resume. The new offset. */
  keep(): Promise<number>;
  /** Every byte is in and checked: the file becomes uploads/<id> in the store. Its size. */
  complete(contentType: string): Promise<number>;
  /** Frees what this request holds on this host (file handles); the staged bytes stay. */
  release(): Promise<void>;
}

export interface UploadStaging {
  open(row: Upload): Promise<StagedUpload>;
  /** Bytes held for a pending upload, without taking it over (HEAD, expiry checks). */
  offsetOf(row: Upload): Promise<number>;
  /** Removes every staged byte of an upload and its finished file (a refused or abandoned upload). */
  discard(row: Pick<Upload, 'id' | 'staging'>): Promise<void>;
}

/**
 * Local disk: the partial file partial/<id> on this host grows with each request and is moved into the
 * store whole. Right for one instance (`npm start`); with several, an upload resumes only where it began.
 */
export class LocalUploadStaging implements UploadStaging {
  constructor(
    private readonly scratch: LocalStorageService,
    private readonly files: FileStore,
  ) {}

  async offsetOf(row: Upload): Promise<number> {
    return (await this.scratch.stat(partialFileKey(row.id)))?.size ?? 0;
  }

  async discard(row: Pick<Upload, 'id'>): Promise<void> {
    await this.scratch.delete(partialFileKey(row.id));
    await this.files.delete(uploadFileKey(row.id));
  }

  async open(row: Upload): Promise<StagedUpload> {
    const key = partialFileKey(row.id);
    const scratch = this.scratch;
    const files = this.files;
    let offset = await this.offsetOf(row);
    return {
      held: async () => (await scratch.stat(key))?.size ?? 0,
      readHead: (length) => scratch.readHead(key, length),
      async rewind(start) {
        if (start > 0 && start < offset) await scratch.truncate(key, start);
        offset = start;
      },
      open: () => scratch.writeStream(key, { append: offset > 0 }),
      async keep() {
        offset = (await scratch.stat(key))?.size ?? 0;
        return offset;
      },
      async complete(contentType) {
        const size = (await scratch.stat(key))?.size ?? 0;
        await files.putFile(scratch.pathOf(key), uploadFileKey(row.id), contentType);
        return size;
      },
      release: async () => undefined,
    };
  }
}

export type UploadRepository = Repository<Upload>;
