/**
 * Sends one file to a signed upload URL and survives a dropped connection: after a network error it
 * asks the server how many bytes it already has (HEAD: Upload-Offset / Upload-Status, see
 * UPLOAD_HEADERS in @fiji/contracts) and sends only the rest (a Content-Range PUT), retrying with
 * backoff a few times. Pure: the HTTP calls come from a transport (XHR + fetch by
 * default) so the resume logic is tested without a network.
 */
import { UPLOAD_HEADERS } from '@fiji/contracts';
import { ApiError } from '@fiji/platform';

/** What the server answered to a PUT. */
export type PutResult = { status: number; body: string };

export interface UploadTransport {
  /**
   * PUTs `body` (the bytes from `offset` on) to `url`; reports bytes of `body` sent so far.
   * Rejects with UploadNetworkError when the connection fails, with an AbortError when aborted.
   */
  put(request: {
    url: string;
    body: Blob;
    offset: number;
    total: number;
    contentType: string;
    onProgress: (sentOfBody: number) => void;
    signal?: AbortSignal;
  }): Promise<PutResult>;
  /** How many bytes of the upload the server has stored (0 when it has none). */
  queryOffset(request: { url: string; total: number; signal?: AbortSignal }): Promise<number>;
}

/** The connection failed (offline, reset, timeout): the upload may be resumed. */
export class UploadNetworkError extends Error {
  constructor(message = 'Network error while uploading') {
    super(message);
    this.name = 'UploadNetworkError';
  }
}

/**
 * The server refused the upload (4xx, or 5xx after the retries): an ApiError, so callers read its status
 * and body (and code) like any API error; the message is the spec's "<status>: <body>".
 */
export class UploadHttpError extends ApiError {
  constructor(status: number, body: string) {
    super(status, 'Upload failed', body);
    this.name = 'UploadHttpError';
  }
}

export type UploadProgress = { sent: number; total: number };

export interface ResumableUploadOptions {
  url: string;
  file: Blob;
  contentType: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  /** Resume attempts after failures in a row (attempts reset whenever the server has gained bytes). */
  maxRetries?: number;
  /** Wait before the n-th retry (1-based). Default: 1 s, 2 s, 4 s … capped at 30 s. */
  backoffMs?: (attempt: number) => number;
  /** Told before each wait, so the page can say the connection dropped and it will resume. */
  onRetry?: (attempt: number, delayMs: number) => void;
  transport?: UploadTransport;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Six tries over about a minute (1+2+4+8+16+30 s): enough for a phone to get its signal back. */
export const DEFAULT_MAX_RETRIES = 6;
export const defaultBackoff = (attempt: number): number => Math.min(1000 * 2 ** (attempt - 1), 30_000);

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * Answers worth resuming after: the connection, a timeout, a server/gateway fault, 308 "Resume
 * Incomplete" (the server kept part of the body) or 409 (the server's offset differs from ours:
 * asking it again puts the two back in step).
 */
const isRetriable = (error: unknown): boolean =>
  error instanceof UploadNetworkError ||
  (error instanceof UploadHttpError && (error.status >= 500 || [308, 408, 409, 429].includes(error.status)));

function abortError(): Error {
  const error = new Error('Upload cancelled');
  error.name = 'AbortError';
  return error;
}

export const sleepFor = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError());
      },
      { once: true },
    );
  });

/**
 * Uploads `file` to `url`, resuming after dropped connections. Resolves with the final answer's
 * body; rejects with UploadHttpError (refused), UploadNetworkError (gave up) or an AbortError.
 */
export async function uploadResumable(options: ResumableUploadOptions): Promise<PutResult> {
  const { url, file, contentType, onProgress, signal } = options;
  const transport = options.transport ?? xhrTransport;
  const sleep = options.sleep ?? sleepFor;
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
  const backoff = options.backoffMs ?? defaultBackoff;
  const total = file.size;
  let offset = 0;
  let failures = 0;

  const report = (sent: number) => onProgress?.({ sent: Math.min(sent, total), total });
  report(0);

  for (;;) {
    if (signal?.aborted) throw abortError();
    try {
      const result = await transport.put({
        url,
        body: offset === 0 ? file : file.slice(offset),
        offset,
        total,
        contentType,
        onProgress: (sentOfBody) => report(offset + sentOfBody),
        signal,
      });
      if (result.status >= 200 && result.status < 300) {
        report(total);
        return result;
      }
      throw new UploadHttpError(result.status, result.body);
    } catch (error) {
      if (isAbort(error) || signal?.aborted) throw abortError();
      if (!isRetriable(error)) throw error;
      let resumed = false;
      while (!resumed) {
        failures += 1;
        if (failures > maxRetries) throw error;
        const delay = backoff(failures);
        options.onRetry?.(failures, delay);
        await sleep(delay, signal);
        try {
          const stored = await transport.queryOffset({ url, total, signal });
          // The server gained bytes since the last failure: this is progress, not a failing streak.
          if (stored > offset) failures = 0;
          offset = Math.min(Math.max(stored, 0), total);
          resumed = true;
        } catch (probeError) {
          if (isAbort(probeError) || signal?.aborted) throw abortError();
          if (!isRetriable(probeError)) throw probeError;
        }
      }
      // The bar follows what the server really has (it may have kept less than the browser sent).
      report(offset);
      // The connection dropped after the last byte arrived: the server already has the whole file.
      if (offset >= total && total > 0) return { status: 200, body: '' };
    }
  }
}

/** Content-Range of a PUT that starts at `offset` (RFC 9110 §14.4): "bytes 500-999/1000". */
export const contentRange = (offset: number, total: number): string =>
  total === 0 ? `bytes */0` : `bytes ${offset}-${total - 1}/${total}`;

/** The default transport: XHR for the body (fetch has no upload progress), fetch HEAD for the offset. */
export const xhrTransport: UploadTransport = {
  put({ url, body, offset, total, contentType, onProgress, signal }) {
    return new Promise<PutResult>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('PUT', url);
      xhr.withCredentials = true;
      xhr.setRequestHeader('Content-Type', contentType || 'application/octet-stream');
      if (offset > 0) xhr.setRequestHeader('Content-Range', contentRange(offset, total));
      xhr.upload.onprogress = (event) => onProgress(event.loaded);
      // Status 0 means no answer reached the page (connection dropped): resumable, like onerror.
      xhr.onload = () => (xhr.status === 0 ? reject(new UploadNetworkError()) : resolve({ status: xhr.status, body: xhr.responseText ?? '' }));
      xhr.onerror = () => reject(new UploadNetworkError());
      xhr.ontimeout = () => reject(new UploadNetworkError('Upload timed out'));
      xhr.onabort = () => reject(abortError());
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  },
  async queryOffset({ url, total, signal }) {
    let res: Response;
    try {
      // HEAD on the upload URL answers how many bytes the server has (Upload-Offset, Upload-Status).
      res = await fetch(url, { method: 'HEAD', credentials: 'include', signal });
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new UploadNetworkError();
    }
    if (!res.ok) throw new UploadHttpError(res.status, await res.text().catch(() => ''));
    return storedBytes(res.headers.get(UPLOAD_HEADERS.status), res.headers.get(UPLOAD_HEADERS.offset), total);
  },
};

/** Bytes the server has, from the HEAD answer's headers: a complete upload counts as all of them. */
export function storedBytes(status: string | null, offset: string | null, total: number): number {
  if (status === 'complete') return total;
  const n = Number(offset);
  return offset !== null && offset !== '' && Number.isFinite(n) && n >= 0 ? n : 0;
}
