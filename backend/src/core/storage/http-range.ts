/**
 * Byte ranges of HTTP (RFC 9110 §14): the `Range` request header of media reads and the
 * `Content-Range` header of resumed uploads. Pure parsing, no I/O.
 */

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

/**
 * `Range: bytes=a-b | a- | -n` against a file of `size` bytes: the range to send (end clamped),
 * 'unsatisfiable' (answer 416), or null to ignore the header and send the whole file (absent,
 * malformed, another unit, or several ranges: allowed by RFC 9110 and what media players never need).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return null;
  const [, a, b] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    // Suffix range: the last n bytes.
    const n = Number(b);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? Number.MAX_SAFE_INTEGER : Number(b);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return null;
  if (end < start) return null; // invalid syntax: ignored
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

export type ContentRange =
  /** `bytes a-b/total` (total null for `/*`): these bytes of the file follow in the body. */
  | { kind: 'bytes'; start: number; end: number; total: number | null }
  /** `bytes *\/total`: a status query ("how much do you have?"), empty body. */
  | { kind: 'query'; total: number | null };

/** `Content-Range` of an upload request, or null when malformed (answer 400). */
export function parseContentRange(header: string): ContentRange | null {
  const m = /^\s*bytes\s+(?:(\d+)-(\d+)|(\*))\s*\/\s*(\d+|\*)\s*$/i.exec(header);
  if (!m) return null;
  const total = m[4] === '*' ? null : Number(m[4]);
  if (total !== null && !Number.isSafeInteger(total)) return null;
  if (m[3] === '*') return { kind: 'query', total };
  const start = Number(m[1]);
  const end = Number(m[2]);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  if (total !== null && end >= total) return null;
  return { kind: 'bytes', start, end, total };
}

/** `Content-Range` value of a 206 answer. */
export const formatContentRange = (range: ByteRange, size: number): string => `bytes ${range.start}-${range.end}/${size}`;

/** `Range` value telling an uploader which bytes the server has (`bytes=0-{n-1}`), or null for none. */
export const receivedRange = (received: number): string | null => (received > 0 ? `bytes=0-${received - 1}` : null);
