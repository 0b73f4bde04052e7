import { spawnTied } from '../../../core/process/tied-children';

/**
 * ffmpeg as the media job uses it: the binary (FFMPEG_PATH, else the one @ffmpeg-installer/ffmpeg
 * ships), a runner that keeps only the tail of stderr (a long transcode prints megabytes of progress),
 * and pure parsers of the header ffmpeg prints about its input (there is no ffprobe in that package).
 */
export function ffmpegBinary(configured?: string): string {
  if (configured) return configured;
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

const STDERR_KEEP = 64 * 1024;

export class FfmpegError extends Error {
  constructor(message: string, readonly stderr: string) {
    super(message);
  }
}

/**
 * Runs ffmpeg; resolves with its stderr (tail) on exit 0, rejects otherwise (or after `timeoutMs`).
 * ffmpeg dies with this process (spawnTied); `pidDir` (the job's scratch folder) records it meanwhile.
 */
export function runFfmpeg(
  bin: string,
  args: string[],
  options: { timeoutMs?: number; allowFailure?: boolean; pidDir?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawnTied(bin, args, { stdio: ['ignore', 'ignore', 'pipe'], pidDir: options.pidDir });
    let stderr = '';
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderr += chunk;
      if (stderr.length > STDERR_KEEP * 2) stderr = stderr.slice(-STDERR_KEEP);
    });
    const timer = options.timeoutMs
      ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs).unref()
      : undefined;
    child.once('error', (e) => {
      if (timer) clearTimeout(timer);
      reject(new FfmpegError(`ffmpeg could not start: ${e.message}`, stderr));
    });
    child.once('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (code === 0 || options.allowFailure) return resolve(stderr);
      const last = stderr.trim().split('\n').slice(-3).join(' | ');
      reject(new FfmpegError(`ffmpeg exited with ${signal ?? code}: ${last}`, stderr));
    });
  });
}

export interface ProbedMedia {
  durationSec: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  width: number | null;
  height: number | null;
}

/** Seconds from ffmpeg's "Duration: 00:01:02.50" line (null for "N/A" or when absent). */
export function parseDuration(stderr: string): number | null {
  const m = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  if (!m) return null;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** What ffmpeg says about its first input: duration, streams and the first video stream's size. */
export function parseProbe(stderr: string): ProbedMedia {
  const video = /Stream #\d+:\d+.*?: Video: .*?(\d{2,5})x(\d{2,5})/.exec(stderr);
  return {
    durationSec: parseDuration(stderr),
    hasVideo: /Stream #\d+:\d+.*?: Video:/.test(stderr),
    hasAudio: /Stream #\d+:\d+.*?: Audio:/.test(stderr),
    width: video ? Number(video[1]) : null,
    height: video ? Number(video[2]) : null,
  };
}

/** ffmpeg reading one input and writing nothing prints the input's header (and exits 1: expected). */
export async function probe(bin: string, input: string, pidDir?: string): Promise<ProbedMedia> {
  const stderr = await runFfmpeg(bin, ['-hide_banner', '-nostdin', '-i', input], { allowFailure: true, timeoutMs: 60_000, pidDir });
  return parseProbe(stderr);
}

/** Height of the playable version (its short side, so portrait phone clips stay sharp too). */
export const PLAYABLE_SHORT_SIDE = 360;
/** Video bitrate cap of the playable version (kbit/s): small enough for slow mobile links. */
export const PLAYABLE_MAX_KBPS = 500;

/** Scales the short side to 360 px, keeping the aspect ratio with even dimensions (H.264 needs them). */
const SCALE_SHORT_SIDE = `scale='if(gte(iw,ih),-2,${PLAYABLE_SHORT_SIDE})':'if(gte(iw,ih),${PLAYABLE_SHORT_SIDE},-2)'`;

/** Web-playable MP4: H.264 main, yuv420p, ≤ 500 kbit/s video, AAC audio, moov atom first (faststart). */
export function playableArgs(input: string, output: string, hasAudio: boolean): string[] {
  return [
    '-hide_banner', '-nostdin', '-y', '-i', input,
    '-map', '0:v:0', ...(hasAudio ? ['-map', '0:a:0'] : []),
    '-vf', SCALE_SHORT_SIDE,
    '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p',
    '-b:v', `${PLAYABLE_MAX_KBPS - 100}k`, '-maxrate', `${PLAYABLE_MAX_KBPS}k`, '-bufsize', `${PLAYABLE_MAX_KBPS * 2}k`,
    ...(hasAudio ? ['-c:a', 'aac', '-b:a', '64k', '-ac', '2', '-ar', '44100'] : []),
    '-movflags', '+faststart', '-f', 'mp4', output,
  ];
}

/** One JPEG frame, at 360 px short side, from a moment that is rarely black (a third in, at most 1 s). */
export function posterArgs(input: string, output: string, durationSec: number | null): string[] {
  const at = durationSec ? Math.min(1, durationSec / 3) : 0;
  return [
    '-hide_banner', '-nostdin', '-y', '-ss', at.toFixed(2), '-i', input,
    '-frames:v', '1', '-vf', SCALE_SHORT_SIDE, '-q:v', '3', '-f', 'image2', output,
  ];
}
