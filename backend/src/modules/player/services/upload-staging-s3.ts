import { createWriteStream } from 'node:fs';
import { open as openFile, writeFile, type FileHandle } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sniffMediaType, SNIFF_BYTES, type LocalStorageService, type S3FileStore } from '../../../core/storage';
import type { Upload, UploadStagingState } from '../entities/upload.entity';
import { PARTIAL_FOLDER, uploadFileKey } from './media-storage-keys';
import { StagingOffsetMismatch, StagingSuperseded, type StagedUpload, type UploadRepository, type UploadStaging } from './upload-staging';

/**
 * Full parts of a staged upload. S3 wants ≥ 5 MiB for every part but the last; 8 MiB keeps the bytes a
 * killed instance can lose (its open part) small, and a 2 GB file well under the 10,000-part limit.
 */
export const STAGING_PART_BYTES = 8 * 1024 * 1024;

const EMPTY: UploadStagingState = { multipartId: null, etags: [], tailKey: null, tailBytes: 0 };
const tailKeyOf = (uploadId: string, generation: number) => `${PARTIAL_FOLDER}/${uploadId}/tail-${generation}`;
const stagedBytes = (s: UploadStagingState) => s.etags.length * STAGING_PART_BYTES + s.tailBytes;

/**
 * An upload staged in the S3 bucket, so that any API instance can resume it (docs/storage.md): the
 * bytes of a request gather in a part file on this host; each full part (8 MiB) goes to the bucket as
 * a multipart part and is recorded in the uploads row; when a request ends early its last, partial
 * part is put as a small tail object. The resume offset is what the row records, so an instance killed
 * mid-body loses at most its open part and the client resends from the offset it is told.
 *
 * Every request bumps the row's staging generation and records progress only while its generation is
 * current: a request on another instance that the client has given up on stops at its next record.
 */
export class S3UploadStaging implements UploadStaging {
  constructor(
    private readonly scratch: LocalStorageService,
    private readonly store: S3FileStore,
    private readonly uploads: UploadRepository,
  ) {}

  async offsetOf(row: Upload): Promise<number> {
    return stagedBytes(row.staging ?? EMPTY);
  }

  async discard(row: Pick<Upload, 'id' | 'staging'>): Promise<void> {
    if (row.staging?.multipartId) await this.store.abortMultipart(uploadFileKey(row.id), row.staging.multipartId);
    await this.store.deleteFolder(`${PARTIAL_FOLDER}/${row.id}`);
    await this.store.delete(uploadFileKey(row.id));
  }

  async open(row: Upload): Promise<StagedUpload> {
    // Taking the upload over: bump the generation and read the state in one statement.
    const [claimed] = (await this.uploads.query(
      `UPDATE uploads SET staging_generation = staging_generation + 1 WHERE id = $1 AND status = 'pending'
       RETURNING staging_generation AS generation, staging`,
      [row.id],
    )) as [Array<{ generation: number; staging: UploadStagingState | null }>, number];
    if (!claimed[0]) throw new StagingSuperseded();
    const generation = claimed[0].generation;
    let state: UploadStagingState = claimed[0].staging ?? { ...EMPTY };

    // The part file, in a scratch folder of this request (reclaimed should this process die): the bytes
    // after the last full part, restored from the tail object.
    const folder = await this.scratch.tmpFolder('upload');
    const localPath = this.scratch.pathOf(`${folder}/part`);
    if (state.tailKey && state.tailBytes > 0) {
      await pipeline(await this.store.read(state.tailKey, { start: 0, end: state.tailBytes - 1 }), createWriteStream(localPath));
    } else {
      await writeFile(localPath, Buffer.alloc(0));
    }
    const handle: FileHandle = await openFile(localPath, 'r+');
    let partLength = state.tailBytes;
    let released = false;

    const record = async (next: UploadStagingState): Promise<void> => {
      const [, affected] = (await this.uploads.query(
        `UPDATE uploads SET staging = $2, received_bytes = $3, last_activity_at = now()
         WHERE id = $1 AND staging_generation = $4 AND status = 'pending'`,
        [row.id, JSON.stringify(next), stagedBytes(next), generation],
      )) as [unknown, number];
      if (affected !== 1) throw new StagingSuperseded();
      const previousTail = state.tailKey;
      state = next;
      if (previousTail && previousTail !== next.tailKey) await this.store.delete(previousTail).catch(() => undefined);
    };

    const readLocalHead = async (length: number): Promise<Buffer> => {
      const buffer = Buffer.alloc(Math.min(length, partLength));
      if (buffer.length > 0) await handle.read(buffer, 0, buffer.length, 0);
      return buffer;
    };

    /** The part file is full: it becomes the next part in the bucket. */
    const flushPart = async (): Promise<void> => {
      let multipartId = state.multipartId;
      if (!multipartId) {
        const type = sniffMediaType(await readLocalHead(SNIFF_BYTES));
        multipartId = await this.store.createMultipart(uploadFileKey(row.id), type?.mime);
      }
      const etag = await this.store.uploadPart(uploadFileKey(row.id), multipartId, state.etags.length + 1, localPath, STAGING_PART_BYTES);
      const head = state.etags.length === 0 ? (await readLocalHead(SNIFF_BYTES)).toString('base64') : state.head;
      await record({ multipartId, etags: [...state.etags, etag], tailKey: null, tailBytes: 0, head });
      await handle.truncate(0);
      partLength = 0;
    };

    return {
      held: async () => state.etags.length * STAGING_PART_BYTES + partLength,
      readHead: async (length) => {
        if (state.etags.length > 0) return Buffer.from(state.head ?? '', 'base64').subarray(0, length);
        return readLocalHead(length);
      },
      rewind: async (start) => {
        const partsBytes = state.etags.length * STAGING_PART_BYTES;
        if (start === 0) {
          if (state.multipartId) await this.store.abortMultipart(uploadFileKey(row.id), state.multipartId);
          await record({ ...EMPTY });
          await handle.truncate(0);
          partLength = 0;
        } else if (start >= partsBytes) {
          await handle.truncate(start - partsBytes);
          partLength = start - partsBytes;
        } else {
          // Bytes before the last full part cannot be rewritten in place: continue from the parts' end.
          throw new StagingOffsetMismatch(stagedBytes(state));
        }
      },
      open: async () => new PartFileSink(handle, () => partLength, (n) => (partLength = n), flushPart),
      keep: async () => {
        if (partLength !== state.tailBytes || (partLength > 0 && !state.tailKey)) {
          const tailKey = partLength > 0 ? tailKeyOf(row.id, generation) : null;
          if (tailKey) {
            // At most one part (8 MiB) in memory, once, when a request ends early.
            const tail = Buffer.alloc(partLength);
            await handle.read(tail, 0, partLength, 0);
            await this.store.put(tailKey, tail, 'application/octet-stream');
          }
          try {
            await record({ ...state, tailKey, tailBytes: partLength });
          } catch (e) {
            if (tailKey) await this.store.delete(tailKey).catch(() => undefined); // a newer request owns the upload
            throw e;
          }
        }
        return stagedBytes(state);
      },
      complete: async (contentType) => {
        const size = state.etags.length * STAGING_PART_BYTES + partLength;
        if (!state.multipartId) {
          // Smaller than one part: a single put.
          await handle.close();
          await this.store.putFile(localPath, uploadFileKey(row.id), contentType);
        } else {
          const etags = [...state.etags];
          if (partLength > 0) etags.push(await this.store.uploadPart(uploadFileKey(row.id), state.multipartId, etags.length + 1, localPath, partLength));
          await this.store.completeMultipart(uploadFileKey(row.id), state.multipartId, etags);
        }
        if (state.tailKey) await this.store.delete(state.tailKey).catch(() => undefined);
        return size;
      },
      release: async () => {
        if (released) return;
        released = true;
        await handle.close().catch(() => undefined); // already closed after a single put: fine
        await this.scratch.deleteFolder(folder).catch(() => undefined);
      },
    };
  }
}

/**
 * Appends the body to the part file; each time it holds a full part, waits while that part goes to the
 * bucket (backpressure: the request is read no faster than parts are stored).
 */
class PartFileSink extends Writable {
  constructor(
    private readonly handle: FileHandle,
    private readonly length: () => number,
    private readonly setLength: (n: number) => void,
    private readonly flushPart: () => Promise<void>,
  ) {
    super({ highWaterMark: 1 << 20 });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    this.append(chunk).then(() => callback(), callback);
  }

  private async append(chunk: Buffer): Promise<void> {
    let rest = chunk;
    while (rest.length > 0) {
      const at = this.length();
      const piece = rest.subarray(0, STAGING_PART_BYTES - at);
      await this.handle.write(piece, 0, piece.length, at);
      this.setLength(at + piece.length);
      rest = rest.subarray(piece.length);
      if (this.length() === STAGING_PART_BYTES) await this.flushPart();
    }
  }
}
