import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { AppConfig } from '../config/app-config';
import { FileStore, type StoredFileInfo } from './file-store';
import { isRunning, killRecordedChildren, readOwner, writeOwner } from '../process/tied-children';

/** Write buffer of streamed files: 1 MiB chunks kept RSS flat for a 2 GB upload. */
const WRITE_HIGH_WATER_MARK = 1 << 20;
/** A scratch folder with no owner file (made before owners were written) is reclaimed at start after this. */
const OWNERLESS_GRACE_MS = 60_000;

export type { StoredFileInfo };

/**
 * Files on local disk under STORAGE_DIR (default DATA_DIR/storage, i.e. ./data/storage), addressed by
 * slash-separated keys such as `pictures/<playerId>/<name>.webp` or `uploads/<id>`. A key can never
 * escape the root. `tmp/` is the scratch area: unfinished uploads and job output live there until
 * they are complete and are then moved into place with an atomic rename (same file system).
 * Each scratch folder names its owner process; at start the folders of owners that died (kill -9,
 * a crash) are removed, after killing any child process (ffmpeg) still recorded in them.
 * It is also the default FileStore (finished files on this disk) when no S3 bucket is configured.
 */
@Injectable()
export class LocalStorageService extends FileStore implements OnModuleInit {
  readonly kind = 'local' as const;
  readonly root: string;
  private readonly logger = new Logger('Storage');

  constructor(config: AppConfig) {
    super();
    this.root = resolve(config.storageDir);
  }

  /** Absolute path of a key; throws on keys that would leave the root ("..", absolute, empty parts). */
  pathOf(key: string): string {
    const parts = key.split('/');
    if (parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\') || p.includes('\0'))) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    const full = resolve(this.root, ...parts);
    if (!full.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return full;
  }

  /** Writes a whole small file; readers never see a half-written one (temp file + rename). */
  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, data);
      await rename(temp, target);
    } catch (e) {
      await rm(temp, { force: true });
      throw e;
    }
  }

  /**
   * A write stream for large bodies (piped, never buffered whole): `append` continues an existing
   * file (a resumed upload), otherwise the file is created or truncated.
   */
  async writeStream(key: string, options: { append?: boolean } = {}): Promise<WriteStream> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const stream = createWriteStream(target, { flags: options.append ? 'a' : 'w', highWaterMark: WRITE_HIGH_WATER_MARK });
    await new Promise<void>((ok, fail) => stream.once('open', () => ok()).once('error', fail));
    return stream;
  }

  /** Cuts a file to `size` bytes (a resumed upload restarting below the stored offset). */
  async truncate(key: string, size: number): Promise<void> {
    await truncate(this.pathOf(key), size);
  }

  /** The first `length` bytes of a file (fewer when it is shorter). */
  async readHead(key: string, length: number): Promise<Buffer> {
    const handle = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Size and modification time, or null when the key does not exist. */
  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const s = await stat(this.pathOf(key));
      return s.isFile() ? { size: s.size, modifiedAt: s.mtime } : null;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw e;
    }
  }

  /** A read stream over the file (optionally a byte range, inclusive), for HTTP responses. */
  stream(key: string, range?: { start: number; end: number }): ReadStream {
    return createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : undefined);
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const stream = this.stream(key, range);
    await new Promise<void>((ok, fail) => stream.once('open', () => ok()).once('error', fail));
    return stream;
  }

  /** A finished local file moves into place with a rename (scratch and store share this disk). */
  async putFile(localPath: string, key: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(localPath, target);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EXDEV') throw e;
      // A file from another disk (e.g. the OS temp folder): copied beside the target, then renamed over it.
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await copyFile(localPath, temp);
      await rename(temp, target);
      await rm(localPath, { force: true });
    }
  }

  async localCopy(key: string): Promise<string> {
    return this.pathOf(key);
  }

  /** Moves a file or folder into place atomically (replacing a file already there). */
  async move(fromKey: string, toKey: string): Promise<void> {
    const target = this.pathOf(toKey);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.pathOf(fromKey), target);
  }

  /** Before any job runs: the scratch folders (and child processes) of dead processes go. */
  async onModuleInit(): Promise<void> {
    const { folders, killed } = await this.reclaimDeadScratch();
    if (folders + killed > 0) this.logger.log(`Removed ${folders} scratch folder(s) of dead processes; killed ${killed} orphaned child process(es)`);
  }

  /** A fresh, empty scratch folder under tmp/ (its key), owned by this process; delete it when done. */
  async tmpFolder(label = 'work'): Promise<string> {
    const key = `tmp/${label}-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
    const dir = this.pathOf(key);
    await mkdir(dir, { recursive: true });
    writeOwner(dir);
    return key;
  }

  /**
   * Removes the scratch folders whose owner process is gone (on this host), killing the children it
   * recorded there first; folders of running processes (this one, other instances) are kept.
   */
  async reclaimDeadScratch(now = Date.now()): Promise<{ folders: number; killed: number }> {
    let folders = 0;
    let killed = 0;
    for (const entry of await this.list('tmp')) {
      const key = `tmp/${entry.name}`;
      const dir = this.pathOf(key);
      const owner = readOwner(dir);
      const dead = owner ? !isRunning(owner) : now - entry.modifiedAt.getTime() > OWNERLESS_GRACE_MS;
      if (!dead) continue;
      killed += killRecordedChildren(dir);
      await this.deleteFolder(key);
      folders++;
    }
    return { folders, killed };
  }

  /** Names (with modification time) directly inside a folder; empty when it does not exist. */
  async list(prefix: string): Promise<Array<{ name: string; modifiedAt: Date }>> {
    const dir = this.pathOf(prefix);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw e;
    }
    const out: Array<{ name: string; modifiedAt: Date }> = [];
    for (const name of names) {
      const s = await stat(join(dir, name)).catch(() => null);
      if (s) out.push({ name, modifiedAt: s.mtime });
    }
    return out;
  }

  /** Removes a file; a missing one is fine. */
  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Removes a folder of keys (e.g. every file of one upload); a missing one is fine. */
  async deleteFolder(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }
}
