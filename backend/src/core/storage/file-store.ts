import type { Readable } from 'node:stream';

export interface StoredFileInfo {
  size: number;
  modifiedAt: Date;
}

/**
 * Where finished files live (completed uploads, processed media, profile pictures, mentoring
 * resources), addressed by slash-separated keys. One implementation is chosen at boot
 * (StorageModule): local disk under STORAGE_DIR, or an S3-compatible bucket when S3_BUCKET is set.
 * Unfinished bytes (a resumable upload's partial file, job scratch) stay in LocalStorageService on
 * this host and enter the store whole, after their checks (docs/storage.md).
 */
export abstract class FileStore {
  abstract readonly kind: 'local' | 's3';
  /** Writes a small file whole; readers never see half of it. */
  abstract put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /** Moves a finished local file (an absolute path, e.g. in a scratch folder) to `key`; the local file is gone afterwards. */
  abstract putFile(localPath: string, key: string, contentType?: string): Promise<void>;
  /** The file's bytes (optionally one inclusive byte range) as a stream; rejects when it is missing. */
  abstract read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Size and modification time, or null when the key does not exist. */
  abstract stat(key: string): Promise<StoredFileInfo | null>;
  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }
  /** Removes a file; a missing one is fine. */
  abstract delete(key: string): Promise<void>;
  /** Removes every file under `prefix/`; an empty prefix is fine. */
  abstract deleteFolder(prefix: string): Promise<void>;
  /** The names directly inside `prefix/` with their latest modification time (the orphan sweep). */
  abstract list(prefix: string): Promise<Array<{ name: string; modifiedAt: Date }>>;
  /**
   * A local path with the file's bytes, for tools that need a file (ffmpeg, sharp): the file itself
   * on local disk, otherwise a copy downloaded into `scratchDir` (an absolute folder the caller removes).
   */
  abstract localCopy(key: string, scratchDir: string): Promise<string>;
}
