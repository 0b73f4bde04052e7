/** Real media for the upload journeys: a small PNG made with sharp and a short MP4 made with ffmpeg. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';

/** A solid-colour PNG, `size` px square. */
export function pngBytes(background: { r: number; g: number; b: number }, size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } }).png().toBuffer();
}

function ffmpegPath(): string {
  // The binary the media job uses when FFMPEG_PATH is unset.
  return process.env.FFMPEG_PATH ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** A 2 s 320x240 H.264/AAC MP4 test clip (colour bars and a tone). */
export async function mp4Bytes(): Promise<Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'fiji-e2e-media-'));
  const out = join(dir, 'clip.mp4');
  try {
    await promisify(execFile)(ffmpegPath(), [
      '-hide_banner', '-loglevel', 'error',
      '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25',
      '-f', 'lavfi', '-i', 'sine',
      '-t', '2', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-c:a', 'aac', '-shortest', out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
