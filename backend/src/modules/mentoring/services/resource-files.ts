import { HttpException, HttpStatus } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { ERROR_CODES } from '@fiji/contracts';
import { FileStore, LocalStorageService, SNIFF_BYTES, sniffMediaType } from '../../../core/storage';

/** The largest file a mentor adds to the library. */
export const RESOURCE_MAX_BYTES = 25 * 1024 * 1024;

const refuse = (status: HttpStatus, code: string, message: string) => new HttpException({ statusCode: status, code, message, errors: { file: message } }, status);

/** What the first bytes say the file is: a PDF, or an image or video the media checks know. */
function sniff(head: Buffer): string | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return sniffMediaType(head)?.mime ?? null;
}

/**
 * Streams a request body into a local scratch file (never held in memory), refusing it past
 * RESOURCE_MAX_BYTES (413) or when its first bytes are not a PDF, image or video (415); only an
 * accepted file is put to the store under `mentoring/resources/`. Answers the storage key, the sniffed
 * type and the size; a refused file leaves nothing behind.
 */
export async function receiveResourceFile(scratch: LocalStorageService, files: FileStore, req: Request): Promise<{ key: string; mime: string; size: number }> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > RESOURCE_MAX_BYTES) throw refuse(HttpStatus.PAYLOAD_TOO_LARGE, ERROR_CODES.PAYLOAD_TOO_LARGE, 'The file is larger than 25 MB');
  const key = `mentoring/resources/${randomUUID()}`;
  const work = await scratch.tmpFolder('resource');
  const staged = `${work}/file`;
  const out = await scratch.writeStream(staged);
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > RESOURCE_MAX_BYTES) throw refuse(HttpStatus.PAYLOAD_TOO_LARGE, ERROR_CODES.PAYLOAD_TOO_LARGE, 'The file is larger than 25 MB');
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
    await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
    const mime = sniff(head);
    if (size === 0) throw refuse(HttpStatus.BAD_REQUEST, ERROR_CODES.VALIDATION_FAILED, 'Choose a file');
    if (!mime) throw refuse(HttpStatus.UNSUPPORTED_MEDIA_TYPE, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, 'Add a PDF, an image or a video');
    await files.putFile(scratch.pathOf(staged), key, mime);
    return { key, mime, size };
  } catch (e) {
    out.destroy();
    await files.delete(key).catch(() => undefined);
    throw e;
  } finally {
    await scratch.deleteFolder(work).catch(() => undefined);
  }
}
