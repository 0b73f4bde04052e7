import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { FileStore } from '../../core/storage/file-store';
import { ffmpegBinary, runFfmpeg } from '../../modules/player/services/transcode-ffmpeg';

/** Storage keys of the generated demo media (in the file store: STORAGE_DIR or the S3 bucket). */
const DEMO_FOLDER = 'demo';
const POSTER_VARIANTS = 6;
const CLIP_SECONDS = 4;
const posterKey = (i: number) => `${DEMO_FOLDER}/poster-${i}.webp`;
const CLIP_KEY = `${DEMO_FOLDER}/clip.mp4`;

/** Fiji-flag blues and greens: six distinct posters so a highlights grid does not look cloned. */
const PALETTE = [
  ['#0b3d91', '#68bbe3'], ['#064e3b', '#34d399'], ['#7c2d12', '#fb923c'],
  ['#1e3a8a', '#f59e0b'], ['#134e4a', '#5eead4'], ['#3b0764', '#c084fc'],
] as const;

function posterSvg(i: number): string {
  const [from, to] = PALETTE[i % PALETTE.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <g stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none">
    <line x1="0" y1="300" x2="640" y2="300"/><line x1="320" y1="0" x2="320" y2="360"/>
    <line x1="120" y1="0" x2="120" y2="360" stroke-dasharray="12 10"/><line x1="520" y1="0" x2="520" y2="360" stroke-dasharray="12 10"/>
  </g>
  <ellipse cx="320" cy="170" rx="70" ry="44" fill="#ffffff" fill-opacity="0.9" transform="rotate(-20 320 170)"/>
</svg>`;
}

/**
 * The demo seed's highlights are rows without files. So that demo profiles show real posters and a
 * playable clip (the same code paths as uploads: poster_path / playable_path served with privacy
 * checks), this writes six generated posters and one short H.264/AAC clip to storage and points the
 * seeded highlights at them, with the clip's stored size as their playable_bytes (the size shown
 * before play, docs/video.md). Idempotent: existing files are kept; only rows without media change,
 * and rows seeded before playable_bytes existed get the size once. Returns how many rows changed.
 * Run by `npm start` (migrate-and-seed); tests create their own media.
 */
export async function seedDemoMedia(ds: DataSource, store: FileStore, ffmpegPath?: string): Promise<number> {
  const [pending]: Array<{ fresh: number; unsized: number }> = await ds.query(
    `SELECT count(*) FILTER (WHERE file_path IS NULL AND poster_path IS NULL AND status = 'ready')::int AS fresh,
            count(*) FILTER (WHERE playable_path = $1 AND playable_bytes IS NULL)::int AS unsized
       FROM highlights`,
    [CLIP_KEY],
  );
  if (!pending?.fresh && !pending?.unsized) return 0;
  const changed = new Set<string>();
  if (pending.fresh) for (const id of await seedFiles(ds, store, ffmpegPath)) changed.add(id);

  // Every video seeded with the shared clip (now, or by an earlier seed) gets its size.
  const clip = await store.stat(CLIP_KEY);
  if (clip) {
    const sized: unknown[] = await ds.query(
      `UPDATE highlights SET playable_bytes = $2 WHERE playable_path = $1 AND playable_bytes IS NULL RETURNING id`,
      [CLIP_KEY, clip.size],
    );
    for (const row of rowsOf(sized)) changed.add(row.id);
  }
  return changed.size;
}

/** An UPDATE … RETURNING through TypeORM's postgres driver answers [rows, affected count]. */
const rowsOf = (result: unknown[]): Array<{ id: string }> =>
  (Array.isArray(result[0]) ? result[0] : result) as Array<{ id: string }>;

/** Writes the posters and the clip when missing and points the seeded rows without media at them; returns their ids. */
async function seedFiles(ds: DataSource, store: FileStore, ffmpegPath?: string): Promise<string[]> {
  for (let i = 0; i < POSTER_VARIANTS; i++) {
    if (!(await store.exists(posterKey(i)))) await store.put(posterKey(i), await sharp(Buffer.from(posterSvg(i))).webp({ quality: 70 }).toBuffer(), 'image/webp');
  }
  let clipReady = await store.exists(CLIP_KEY);
  if (!clipReady) {
    const scratch = await mkdtemp(join(tmpdir(), 'fiji-demo-clip-'));
    const clip = join(scratch, 'clip.mp4');
    try {
      await runFfmpeg(ffmpegBinary(ffmpegPath), [
        '-y', '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${CLIP_SECONDS}`,
        '-f', 'lavfi', '-i', `sine=frequency=440:duration=${CLIP_SECONDS}`,
        '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '400k', '-pix_fmt', 'yuv420p',
        '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', '-f', 'mp4', clip,
      ]);
      await store.putFile(clip, CLIP_KEY, 'video/mp4');
      clipReady = true;
    } catch (e) {
      console.warn(`Demo media: no demo clip (${(e as Error).message}); seeded videos show their poster only`);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }

  const result: unknown[] = await ds.query(
    `UPDATE highlights
        SET poster_path = '${DEMO_FOLDER}/poster-' || (abs(hashtext(id::text)) % ${POSTER_VARIANTS}) || '.webp',
            playable_path = CASE WHEN content_type = 'video' THEN $1::text
                                 ELSE '${DEMO_FOLDER}/poster-' || (abs(hashtext(id::text)) % ${POSTER_VARIANTS}) || '.webp' END,
            duration_sec = CASE WHEN content_type = 'video' AND $1::text IS NOT NULL THEN ${CLIP_SECONDS} ELSE duration_sec END
      WHERE file_path IS NULL AND poster_path IS NULL AND status = 'ready'
      RETURNING id`,
    [clipReady ? CLIP_KEY : null],
  );
  return rowsOf(result).map((r) => r.id);
}
