import { declaredTypeMatches, sniffMediaType } from './magic-bytes';

const bytes = (...parts: Array<string | number[]>): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const ftyp = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 2, 0], 'isomiso2');

describe('sniffMediaType', () => {
  it.each([
    ['MP4 (isom)', ftyp('isom'), 'mp4', 'video/mp4'],
    ['MP4 (mp42)', ftyp('mp42'), 'mp4', 'video/mp4'],
    ['MOV (qt brand)', ftyp('qt  '), 'mov', 'video/quicktime'],
    ['MOV (old, moov first)', bytes([0, 0, 0, 8], 'moov', [0, 0, 0, 0]), 'mov', 'video/quicktime'],
    ['AVI', bytes('RIFF', [1, 2, 3, 4], 'AVI LIST'), 'avi', 'video/x-msvideo'],
    ['WEBP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'webp', 'image/webp'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'jpeg', 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'png', 'image/png'],
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'gif', 'image/gif'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'gif', 'image/gif'],
  ])('recognises %s', (_label, head, format, mime) => {
    expect(sniffMediaType(head)).toMatchObject({ format, mime });
  });

  it.each([
    ['plain text renamed .mp4', bytes('Hello, this is not a video at all')],
    ['a PDF', bytes('%PDF-1.7\n%âãÏÓ\n')],
    ['audio-only MP4 (M4A)', ftyp('M4A ')],
    ['HEIC still', ftyp('heic')],
    ['RIFF WAVE audio', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt ')],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated ftyp header', bytes([0, 0, 0, 0x20], 'ftyp')],
  ])('refuses %s', (_label, head) => {
    expect(sniffMediaType(head)).toBeNull();
  });

  it('tells videos from images', () => {
    expect(sniffMediaType(ftyp('isom'))!.kind).toBe('video');
    expect(sniffMediaType(bytes([0xff, 0xd8, 0xff, 0xdb]))!.kind).toBe('image');
  });
});

describe('declaredTypeMatches', () => {
  const mp4 = sniffMediaType(ftyp('isom'))!;
  const png = sniffMediaType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))!;
  it('needs a declared video type to be a video and an image type an image', () => {
    expect(declaredTypeMatches('video/mp4', mp4)).toBe(true);
    expect(declaredTypeMatches('video/quicktime', mp4)).toBe(true);
    expect(declaredTypeMatches('video/mp4', png)).toBe(false);
    expect(declaredTypeMatches('image/png; charset=binary', mp4)).toBe(false);
    expect(declaredTypeMatches('IMAGE/PNG', png)).toBe(true);
  });
  it('lets the content decide for generic or missing types', () => {
    expect(declaredTypeMatches('application/octet-stream', mp4)).toBe(true);
    expect(declaredTypeMatches('', png)).toBe(true);
    expect(declaredTypeMatches(undefined, png)).toBe(true);
  });
});
