import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { VIDEO_RENDITIONS, type HighlightRendition, type VideoRenditionName } from '@fiji/contracts';
import { HLS_SEGMENT_SECONDS, hlsPackageArgs, ladderArgs, ladderFor, masterPlaylist, parseMediaPlaylist, probe, runFfmpeg, type MasterEntry, type ProbedMedia } from './transcode-ffmpeg';

/** The rendition that is also the playable MP4 (the fallback for browsers without HLS). */
const PLAYABLE_RENDITION: VideoRenditionName = '360p';

export interface LadderOutput {
  /** Absolute path of the 360p MP4. */
  playable: string;
  /** Absolute path of the HLS folder: master.m3u8 and <rendition>/{index.m3u8, init.mp4, seg_NNN.m4s}. */
  hlsFolder: string;
  /** Relative paths inside hlsFolder in the order to publish them: segments, then media playlists, master last. */
  hlsFiles: string[];
  renditions: HighlightRendition[];
}

/**
 * A video's adaptive ladder (docs/video.md): one ffmpeg run encodes every step from one decode, a
 * second packages them for HLS by stream copy (fast: no re-encode), then each rendition's size and
 * peak rate are measured from its segments and written into the master playlist.
 */
export async function transcodeLadder(
  bin: string,
  input: string,
  work: string,
  info: ProbedMedia,
  options: { timeoutMs: number; pidDir: string },
): Promise<LadderOutput> {
  const steps = ladderFor(VIDEO_RENDITIONS, info);
  const outputs = steps.map((s) => join(work, s.name === PLAYABLE_RENDITION ? 'playable.mp4' : `${s.name}.mp4`));
  await runFfmpeg(bin, ladderArgs(input, steps, outputs, info.hasAudio), options);

  const hlsFolder = join(work, 'hls');
  await Promise.all(steps.map((s) => mkdir(join(hlsFolder, s.name), { recursive: true })));
  await runFfmpeg(bin, hlsPackageArgs(steps.map((s, i) => ({ input: outputs[i], folder: join(hlsFolder, s.name) }))), options);

  const entries: MasterEntry[] = [];
  const renditions: HighlightRendition[] = [];
  const segmentFiles: string[] = [];
  for (const [i, step] of steps.entries()) {
    const folder = join(hlsFolder, step.name);
    const playlist = parseMediaPlaylist(await readFile(join(folder, 'index.m3u8'), 'utf8'));
    if (playlist.segments.length === 0) throw new Error(`ffmpeg wrote no ${step.name} segments`);
    let bytes = playlist.map ? (await stat(join(folder, playlist.map))).size : 0;
    let peakBps = 0;
    let seconds = 0;
    let segmentBytes = 0;
    for (const seg of playlist.segments) {
      const size = (await stat(join(folder, seg.uri))).size;
      bytes += size;
      segmentBytes += size;
      seconds += seg.duration;
      // A short last segment would overstate the rate: count it over at least half a segment's time.
      peakBps = Math.max(peakBps, (size * 8) / Math.max(seg.duration, HLS_SEGMENT_SECONDS / 2));
    }
    const dims = await probe(bin, outputs[i], options.pidDir);
    entries.push({
      name: step.name,
      peakBps,
      averageBps: seconds > 0 ? (segmentBytes * 8) / seconds : peakBps,
      width: dims.width ?? 0,
      height: dims.height ?? step.height,
      hasAudio: info.hasAudio,
    });
    renditions.push({ name: step.name as VideoRenditionName, height: step.height, bitrateKbps: Math.ceil(peakBps / 1000), bytes });
    segmentFiles.push(...[playlist.map, ...playlist.segments.map((s) => s.uri)].filter((f): f is string => !!f).map((f) => `${step.name}/${f}`));
  }
  await writeFile(join(hlsFolder, 'master.m3u8'), masterPlaylist(entries));
  return {
    playable: outputs[steps.findIndex((s) => s.name === PLAYABLE_RENDITION)],
    hlsFolder,
    hlsFiles: [...segmentFiles, ...steps.map((s) => `${s.name}/index.m3u8`), 'master.m3u8'],
    renditions,
  };
}
