import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { declaredTypeMatches, SNIFF_BYTES, sniffMediaType, type MediaKind, type SniffedType } from '../../../core/storage';

/** The body broke a rule while streaming: answer `status` and keep nothing. */
export class UploadRejected extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
    readonly kind: MediaKind | null = null,
  ) {
    super(message);
  }
}

export interface ReceiveOptions {
  /** File offset where the body's first byte goes. */
  start: number;
  /** The file's bytes before `start`, up to SNIFF_BYTES (to sniff a resumed head). */
  existingHead: Buffer;
  /** Type already known from the stored head (start >= SNIFF_BYTES), else null. */
  knownType: SniffedType | null;
  /** The request's Content-Type (a declared video/* must be a video by content, image/* an image). */
  declaredType: string | undefined;
  /** Largest file for a kind (null = not known yet). */
  maxBytesFor: (kind: MediaKind | null) => number;
  /** The body must not go past this file size (declared total), when known. */
  endAt: number | null;
}

export interface ReceiveResult {
  /** Bytes handed to the sink. */
  written: number;
  /** True when the body arrived whole; false when the client went away midway. */
  ended: boolean;
  type: SniffedType | null;
}

/** Invalid content: the spec's message for the kind the client declared (video by default). */
export const invalidTypeMessageFor = (declared: string | undefined, messages: { video: string; image: string }): string =>
  (declared ?? '').toLowerCase().startsWith('image/') ? messages.image : messages.video;

/**
 * Streams a request body into `sink` with backpressure (never more than a chunk or two in memory),
 * checking while it flows: the first bytes' magic type before anything is written, and the size
 * limit on every chunk, so an oversized or wrong file stops being read at once. Throws
 * UploadRejected for those; a client that disconnects ends the loop with `ended: false` and
 * everything already written stays (the upload resumes from there). The body is not destroyed
 * here: the caller still answers on that connection.
 */
export async function receiveBody(
  body: Readable,
  sink: Writable,
  options: ReceiveOptions,
  messages: { tooLarge: (max: number) => string; invalidVideo: string; invalidImage: string },
): Promise<ReceiveResult> {
  let type = options.knownType;
  let written = 0;
  let seen = 0; // body bytes read, written or still pending
  let head = options.existingHead;
  const pending: Buffer[] = [];
  const invalid = () =>
    new UploadRejected(415, invalidTypeMessageFor(options.declaredType, { video: messages.invalidVideo, image: messages.invalidImage }));

  const write = async (chunk: Buffer) => {
    const failed = (sink as Writable & { errored?: Error | null }).errored;
    if (failed) throw failed; // the sink failed on an earlier chunk: 'drain' would never come
    if (!sink.write(chunk)) await once(sink, 'drain');
    written += chunk.length;
  };
  const decide = (): void => {
    type = sniffMediaType(head);
    if (!type || !declaredTypeMatches(options.declaredType, type)) throw invalid();
    checkSize(0);
  };
  const checkSize = (incoming: number): void => {
    const max = options.maxBytesFor(type?.kind ?? null);
    if (options.start + seen + incoming > max) throw new UploadRejected(413, messages.tooLarge(max), type?.kind ?? null);
    if (options.endAt !== null && options.start + seen + incoming > options.endAt) {
      throw new UploadRejected(400, 'The body is longer than the declared upload length');
    }
  };

  if (type && !declaredTypeMatches(options.declaredType, type)) throw invalid();
  try {
    for await (const data of body.iterator({ destroyOnReturn: false })) {
      const chunk = data as Buffer;
      checkSize(chunk.length);
      seen += chunk.length;
      if (type) {
        await write(chunk);
        continue;
      }
      pending.push(chunk);
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (head.length >= SNIFF_BYTES) {
        decide();
        for (const p of pending.splice(0)) await write(p);
      }
    }
  } catch (e) {
    if (e instanceof UploadRejected) throw e;
    if (sink.destroyed || (sink as Writable & { errored?: Error | null }).errored) throw e; // a storage failure, not the client
    // The client went away: keep what was written (bytes still pending the sniff are re-sent on resume).
    return { written, ended: false, type };
  }
  if (!type) {
    // A body (or whole file) shorter than SNIFF_BYTES: decide on what there is.
    if (seen === 0 && options.start > 0) return { written, ended: true, type: null };
    decide();
    for (const p of pending.splice(0)) await write(p);
  }
  return { written, ended: true, type };
}
