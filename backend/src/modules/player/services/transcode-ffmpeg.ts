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

/** Scales the short side to `px`, keeping the aspect ratio with even dimensions (H.264 needs them). */
const scaleShortSide = (px: number) => `scale='if(gte(iw,ih),-2,${px})':'if(gte(iw,ih),${px},-2)'`;
const SCALE_SHORT_SIDE = scaleShortSide(PLAYABLE_SHORT_SIDE);

/** One step of the ladder: short side, video peak kbit/s, audio kbit/s (VIDEO_RENDITIONS in the contracts). */
export interface LadderStep {
  name: string;
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/** Seconds between forced keyframes: the same instants in every rendition, so the player can switch at any segment. */
export const KEYFRAME_SECONDS = 2;
/** HLS segment length (s): two keyframe intervals; a 234p segment is ~60-80 KB, one request per 4 s on a 300 ms link. */
export const HLS_SEGMENT_SECONDS = 4;
/** Main profile level 3.1: every step up to 540p (and 720p) fits; the master playlist names it in CODECS. */
const H264_LEVEL = '3.1';
export const HLS_CODECS = { video: 'avc1.4d401f', audio: 'mp4a.40.2' } as const;

/**
 * The steps a source gets: each one whose short side the source has (never upscaled), and always the
 * two lowest (234p for data saver, 360p the playable MP4 every browser can play), as before the ladder.
 */
export function ladderFor(ladder: readonly LadderStep[], source: { width: number | null; height: number | null }): LadderStep[] {
  const short = source.width && source.height ? Math.min(source.width, source.height) : 0;
  return ladder.filter((step, i) => i < 2 || step.height <= short);
}

/** H.264 main/yuv420p at the step's rate (target 80 % of the peak), with keyframes at fixed instants. */
function videoEncodeArgs(step: LadderStep): string[] {
  return [
    '-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-level:v', H264_LEVEL, '-pix_fmt', 'yuv420p',
    '-b:v', `${Math.round(step.videoKbps * 0.8)}k`, '-maxrate', `${step.videoKbps}k`, '-bufsize', `${step.videoKbps * 2}k`,
    '-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`, '-sc_threshold', '0',
  ];
}

const audioEncodeArgs = (step: LadderStep): string[] => ['-c:a', 'aac', '-b:a', `${step.audioKbps}k`, '-ac', '2', '-ar', '44100'];

/**
 * One ffmpeg run for the whole ladder: the source is decoded once, split, scaled per step and encoded
 * into one MP4 per step (`outputs`, same order as `steps`). The 360p one is the playable MP4 (moov first).
 */
export function ladderArgs(input: string, steps: readonly LadderStep[], outputs: readonly string[], hasAudio: boolean): string[] {
  const labels = steps.map((_, i) => `v${i}`);
  const graph = [
    `[0:v:0]split=${steps.length}${labels.map((_, i) => `[s${i}]`).join('')}`,
    ...steps.map((step, i) => `[s${i}]${scaleShortSide(step.height)}[${labels[i]}]`),
  ].join(';');
  return [
    '-hide_banner', '-nostdin', '-y', '-i', input, '-filter_complex', graph,
    ...steps.flatMap((step, i) => [
      '-map', `[${labels[i]}]`, ...(hasAudio ? ['-map', '0:a:0'] : []),
      ...videoEncodeArgs(step), ...(hasAudio ? audioEncodeArgs(step) : []),
      '-movflags', '+faststart', '-f', 'mp4', outputs[i],
    ]),
  ];
}

/**
 * Packages encoded MP4s for HLS without re-encoding (stream copy): per input, fMP4 segments
 * (`seg_000.m4s`, with `init.mp4`) and a VOD media playlist `index.m3u8` in its own folder. The
 * playlist names its files relatively, so served from /api/highlights/{id}/hls/{rendition}/ every URL
 * in it is the API's (docs/video.md).
 */
export function hlsPackageArgs(items: ReadonlyArray<{ input: string; folder: string }>): string[] {
  return [
    '-hide_banner', '-nostdin', '-y',
    ...items.flatMap((item) => ['-i', item.input]),
    ...items.flatMap((item, i) => [
      '-map', String(i), '-c', 'copy', '-f', 'hls',
      '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
      '-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4',
      '-hls_segment_filename', `${item.folder}/seg_%03d.m4s`, `${item.folder}/index.m3u8`,
    ]),
  ];
}

/** Web-playable MP4: H.264 main, yuv420p, ≤ 500 kbit/s video, AAC audio, moov atom first (faststart). */
export function playableArgs(input: string, output: string, hasAudio: boolean): string[] {
  const step: LadderStep = { name: '360p', height: PLAYABLE_SHORT_SIDE, videoKbps: PLAYABLE_MAX_KBPS, audioKbps: 64 };
  return ladderArgs(input, [step], [output], hasAudio);
}

/** The media segments a playlist lists, with their durations (s), in order; the init segment is `map`. */
export function parseMediaPlaylist(text: string): { map: string | null; segments: Array<{ uri: string; duration: number }> } {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const map = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1] ?? null;
  const segments: Array<{ uri: string; duration: number }> = [];
  let duration: number | null = null;
  for (const line of lines) {
    const inf = /^#EXTINF:([\d.]+)/.exec(line);
    if (inf) duration = Number(inf[1]);
    else if (line && !line.startsWith('#') && duration !== null) {
      segments.push({ uri: line, duration });
      duration = null;
    }
  }
  return { map, segments };
}

/** What the master playlist says about one rendition. */
export interface MasterEntry {
  name: string;
  /** Peak and average bit/s of its segments (BANDWIDTH, AVERAGE-BANDWIDTH). */
  peakBps: number;
  averageBps: number;
  width: number;
  height: number;
  hasAudio: boolean;
}

/** The master playlist: renditions lowest first (players start at the first listed), relative URIs. */
export function masterPlaylist(entries: readonly MasterEntry[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const e of entries) {
    const codecs = e.hasAudio ? `${HLS_CODECS.video},${HLS_CODECS.audio}` : HLS_CODECS.video;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.ceil(e.peakBps)},AVERAGE-BANDWIDTH=${Math.ceil(e.averageBps)},RESOLUTION=${e.width}x${e.height},CODECS="${codecs}"`,
      `${e.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** One JPEG frame, at 360 px short side, from a moment that is rarely black (a third in, at most 1 s). */
export function posterArgs(input: string, output: string, durationSec: number | null): string[] {
  const at = durationSec ? Math.min(1, durationSec / 3) : 0;
  return [
    '-hide_banner', '-nostdin', '-y', '-ss', at.toFixed(2), '-i', input,
    '-frames:v', '1', '-vf', SCALE_SHORT_SIDE, '-q:v', '3', '-f', 'image2', output,
  ];
}
