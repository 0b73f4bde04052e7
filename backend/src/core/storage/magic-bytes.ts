/**
 * File type by content (magic bytes), not by name or declared type: the formats a highlight may be
 * (MP4, MOV/QuickTime, AVI video; JPG, PNG, WEBP, GIF images). Pure, so the
 * upload stream can call it on its first bytes before anything is kept.
 */
export type MediaKind = 'video' | 'image';

export interface SniffedType {
  kind: MediaKind;
  format: 'mp4' | 'mov' | 'avi' | 'jpeg' | 'png' | 'webp' | 'gif';
  mime: string;
}

/** Bytes needed to decide (RIFF/ftyp need 12). */
export const SNIFF_BYTES = 12;

const ascii = (b: Uint8Array, from: number, to: number): string => String.fromCharCode(...b.subarray(from, to));

/** ISO-BMFF brands that are not video (audio-only MP4, HEIF/AVIF stills). */
const NON_VIDEO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'heic', 'heix', 'mif1', 'msf1', 'avif', 'avis']);
/** Atoms a pre-ftyp QuickTime file may start with. */
const QUICKTIME_FIRST_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

const TYPES: Record<SniffedType['format'], SniffedType> = {
  mp4: { kind: 'video', format: 'mp4', mime: 'video/mp4' },
  mov: { kind: 'video', format: 'mov', mime: 'video/quicktime' },
  avi: { kind: 'video', format: 'avi', mime: 'video/x-msvideo' },
  jpeg: { kind: 'image', format: 'jpeg', mime: 'image/jpeg' },
  png: { kind: 'image', format: 'png', mime: 'image/png' },
  webp: { kind: 'image', format: 'webp', mime: 'image/webp' },
  gif: { kind: 'image', format: 'gif', mime: 'image/gif' },
};

/** The accepted type the bytes start with, or null (unknown, unsupported or too short). */
export function sniffMediaType(head: Uint8Array): SniffedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return TYPES.jpeg;
  if (head.length >= 8 && head[0] === 0x89 && ascii(head, 1, 4) === 'PNG' && head[4] === 0x0d && head[5] === 0x0a && head[6] === 0x1a && head[7] === 0x0a) {
    return TYPES.png;
  }
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a')) return TYPES.gif;
  if (head.length < SNIFF_BYTES) return null;
  if (ascii(head, 0, 4) === 'RIFF') {
    const form = ascii(head, 8, 12);
    if (form === 'AVI ') return TYPES.avi;
    if (form === 'WEBP') return TYPES.webp;
    return null;
  }
  const atom = ascii(head, 4, 8);
  if (atom === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (NON_VIDEO_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? TYPES.mov : TYPES.mp4;
  }
  if (QUICKTIME_FIRST_ATOMS.has(atom)) return TYPES.mov;
  return null;
}

/**
 * Whether a declared Content-Type agrees with the content: a declared video/* must be a video and
 * image/* an image; a generic or missing type (application/octet-stream, '') defers to the content.
 */
export function declaredTypeMatches(declared: string | undefined, sniffed: SniffedType): boolean {
  const type = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('video/')) return sniffed.kind === 'video';
  if (type.startsWith('image/')) return sniffed.kind === 'image';
  return true;
}
