import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config/app-config';
import { FileStore, type StoredFileInfo } from './file-store';

type S3Settings = NonNullable<AppConfig['s3']>;

/** Multipart part size of streamed puts: 8 MiB parts, two in flight, keep memory flat for a 2 GB file. */
const PART_SIZE = 8 * 1024 * 1024;

const isMissing = (e: unknown) =>
  e instanceof S3ServiceException && (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404);

function validKey(key: string): string {
  const parts = key.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.includes('\\') || p.includes('\0'))) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/**
 * Finished files in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver in tests). The bucket stays
 * private: every read goes through the API after its access check (sendStoredFile), so nothing is
 * reachable or cacheable without that check.
 */
export class S3FileStore extends FileStore {
  readonly kind = 's3' as const;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    super();
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
      // Checksums only where S3 requires them: S3-compatible stores (s3rver, older MinIO) do not all
      // understand the aws-chunked bodies that default checksums bring.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType?: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: validKey(key), Body: data, ContentType: contentType }));
  }

  async putFile(localPath: string, key: string, contentType?: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: validKey(key), Body: createReadStream(localPath), ContentType: contentType },
      partSize: PART_SIZE,
      queueSize: 2,
    });
    await upload.done();
    await rm(localPath, { force: true });
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const out = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: validKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    return out.Body as Readable;
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: validKey(key) }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: validKey(key) }));
  }

  async deleteFolder(prefix: string): Promise<void> {
    // One by one: DeleteObjects needs Content-MD5, which not every S3-compatible store accepts.
    for (const { key } of await this.objectsUnder(prefix)) await this.delete(key);
  }

  async list(prefix: string): Promise<Array<{ name: string; modifiedAt: Date }>> {
    const base = `${validKey(prefix)}/`;
    const latest = new Map<string, Date>();
    for (const { key, modifiedAt } of await this.objectsUnder(prefix)) {
      const name = key.slice(base.length).split('/')[0]!;
      const seen = latest.get(name);
      if (!seen || seen < modifiedAt) latest.set(name, modifiedAt);
    }
    return [...latest].map(([name, modifiedAt]) => ({ name, modifiedAt }));
  }

  async localCopy(key: string, scratchDir: string): Promise<string> {
    const target = join(scratchDir, `copy-${randomBytes(6).toString('hex')}`);
    await pipeline(await this.read(key), createWriteStream(target));
    return target;
  }

  /** Starts a multipart upload to `key` (an upload staged part by part, docs/storage.md); its id. */
  async createMultipart(key: string, contentType?: string): Promise<string> {
    const out = await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: validKey(key), ContentType: contentType }));
    if (!out.UploadId) throw new Error('The store returned no multipart upload id');
    return out.UploadId;
  }

  /** Sends part `partNumber` (1-based) from a local file of `size` bytes, streamed; its ETag. */
  async uploadPart(key: string, multipartId: string, partNumber: number, localPath: string, size: number): Promise<string> {
    const out = await this.client.send(
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: validKey(key),
        UploadId: multipartId,
        PartNumber: partNumber,
        Body: createReadStream(localPath),
        ContentLength: size,
      }),
    );
    if (!out.ETag) throw new Error('The store returned no ETag for the part');
    return out.ETag;
  }

  /** Joins the parts (ETags in part order) into the object at `key`. */
  async completeMultipart(key: string, multipartId: string, etags: string[]): Promise<void> {
    await this.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.bucket,
        Key: validKey(key),
        UploadId: multipartId,
        MultipartUpload: { Parts: etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 })) },
      }),
    );
  }

  /**
   * Drops a multipart upload and its parts; false when the store would not (an unknown id, or a store
   * without the call, such as s3rver). Best effort: the bucket's lifecycle rule that aborts incomplete
   * multipart uploads is the backstop (docs/storage.md).
   */
  async abortMultipart(key: string, multipartId: string): Promise<boolean> {
    try {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: validKey(key), UploadId: multipartId }));
      return true;
    } catch {
      return false;
    }
  }

  private async objectsUnder(prefix: string): Promise<Array<{ key: string; modifiedAt: Date }>> {
    const out: Array<{ key: string; modifiedAt: Date }> = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${validKey(prefix)}/`, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) out.push({ key: o.Key, modifiedAt: o.LastModified ?? new Date(0) });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }
}
