import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { uploadIdOf, type HighlightRendition } from '@fiji/contracts';
import sharp from 'sharp';
import { Repository } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { FileStore, LocalStorageService } from '../../../core/storage';
import { Highlight } from '../entities/highlight.entity';
import { HighlightsService } from './highlights.service';
import { hlsFolderKey, mediaContentType, mediaFolderKey, uploadFileKey } from './media-storage-keys';
import { ffmpegBinary, posterArgs, probe, runFfmpeg } from './transcode-ffmpeg';
import { transcodeLadder } from './video-ladder';

/** Runs of media.transcode in total (first one included); the last failure marks the highlight failed. */
export const TRANSCODE_ATTEMPTS = 3;
/** A transcode of a 2 GB clip on 2 cores takes minutes; a stuck ffmpeg is killed after this. */
const TRANSCODE_TIMEOUT_MS = 3 * 60 * 60 * 1000;
/** Image highlight sizes (WebP, fit inside, never enlarged). */
const IMAGE_DISPLAY_PX = 1280;
const IMAGE_POSTER_PX = 480;
/** Decoding bombs: refuse images above this many pixels. */
const MAX_INPUT_PIXELS = 100_000_000;

interface Outputs {
  poster: string;
  playable: string;
  durationSec: number | null;
  /** Video: the HLS folder (absolute path), its files in publishing order, and the renditions' figures. */
  hls: { folder: string; files: string[]; renditions: HighlightRendition[] } | null;
}

/**
 * The media.transcode job's work for one highlight: a poster, the adaptive HLS ladder (234p, 360p,
 * 540p when the source is that big; docs/video.md) and a web-playable 360p H.264/AAC MP4 (video), or
 * WebP sizes (image), the original kept as uploaded. Idempotent: each run writes into a
 * fresh tmp folder and puts the results over the previous ones (a rename on disk, one object put each
 * in S3), so a retry or a re-run after a
 * restart leaves either the old or the new files, never half of one.
 */
@Injectable()
export class TranscodeService {
  private readonly logger = new Logger('MediaTranscode');
  private readonly ffmpeg: string;

  constructor(
    config: AppConfig,
    private readonly storage: LocalStorageService,
    private readonly files: FileStore,
    private readonly highlightsService: HighlightsService,
    @InjectRepository(Highlight) private readonly highlights: Repository<Highlight>,
  ) {
    this.ffmpeg = ffmpegBinary(config.ffmpegPath);
  }

  async process(highlightId: string, attempt: number, attempts: number = TRANSCODE_ATTEMPTS): Promise<void> {
    const highlight = await this.highlights.findOne({ where: { id: highlightId } });
    if (!highlight) return; // deleted meanwhile: nothing to do
    const uploadId = highlight.filePath ? uploadIdOf(highlight.filePath) : null;
    if (!uploadId) {
      await this.highlights.update({ id: highlightId }, { status: 'failed' });
      return; // nothing to process, and retrying cannot change that
    }
    // A re-run of a ready highlight keeps showing the current files until the new ones replace them.
    await this.highlights.query(`UPDATE highlights SET status = 'processing', updated_at = now() WHERE id = $1 AND status <> 'ready'`, [highlightId]);
    const work = await this.storage.tmpFolder('transcode');
    try {
      const input = uploadFileKey(uploadId);
      if (!(await this.files.stat(input))) throw new Error(`The original file of highlight ${highlightId} is missing`);
      const source = await this.files.localCopy(input, this.storage.pathOf(work));
      const started = Date.now();
      const out = highlight.contentType === 'video' ? await this.transcodeVideo(source, work) : await this.resizeImage(source, work);
      await this.publish(highlightId, out);
      // One line per processed highlight: which process did the work, and how long it took.
      this.logger.log(`Highlight ${highlightId} processed (${highlight.contentType}, attempt ${attempt}) in ${Date.now() - started} ms`);
    } catch (e) {
      if (attempt >= attempts) {
        await this.storage.deleteFolder(work); // scratch gone before anyone sees the final 'failed'
        await this.highlights.update({ id: highlightId }, { status: 'failed' });
        this.logger.warn(`Highlight ${highlightId} could not be processed: ${(e as Error).message}`);
      }
      throw e;
    } finally {
      await this.storage.deleteFolder(work);
    }
  }

  private async transcodeVideo(input: string, work: string): Promise<Outputs> {
    const pidDir = this.storage.pathOf(work); // ffmpeg's pid file: a later start kills it should this process die
    const info = await probe(this.ffmpeg, input, pidDir);
    if (!info.hasVideo) throw new Error('No video stream found in the upload');
    const playable = `${work}/playable.mp4`;
    const poster = `${work}/poster.jpg`;
    const ladder = await transcodeLadder(this.ffmpeg, input, pidDir, info, { timeoutMs: TRANSCODE_TIMEOUT_MS, pidDir });
    if (ladder.playable !== this.storage.pathOf(playable)) throw new Error('The ladder wrote the playable MP4 elsewhere');
    await runFfmpeg(this.ffmpeg, posterArgs(input, this.storage.pathOf(poster), info.durationSec), { timeoutMs: 5 * 60_000, pidDir });
    if (!(await this.storage.stat(poster))) throw new Error('ffmpeg wrote no poster frame');
    return {
      playable,
      poster,
      durationSec: info.durationSec === null ? null : Math.max(1, Math.round(info.durationSec)),
      hls: { folder: ladder.hlsFolder, files: ladder.hlsFiles, renditions: ladder.renditions },
    };
  }

  private async resizeImage(input: string, work: string): Promise<Outputs> {
    const source = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const playable = `${work}/playable.webp`;
    const poster = `${work}/poster.webp`;
    await source()
      .resize({ width: IMAGE_DISPLAY_PX, height: IMAGE_DISPLAY_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(this.storage.pathOf(playable));
    await source()
      .resize({ width: IMAGE_POSTER_PX, height: IMAGE_POSTER_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(this.storage.pathOf(poster));
    return { playable, poster, durationSec: null, hls: null };
  }

  /**
   * Puts the results into media/<id>/ in the store (renames on disk, object puts in S3) and marks the
   * highlight ready. HLS segments go first and the master playlist last, so a playlist a reader can
   * fetch never names a file that is not there yet.
   */
  private async publish(highlightId: string, out: Outputs): Promise<void> {
    const folder = mediaFolderKey(highlightId);
    const name = (key: string) => key.slice(key.lastIndexOf('/') + 1);
    const playableKey = `${folder}/${name(out.playable)}`;
    const posterKey = `${folder}/${name(out.poster)}`;
    for (const file of out.hls?.files ?? []) {
      const key = `${hlsFolderKey(highlightId)}/${file}`;
      await this.files.putFile(`${out.hls!.folder}/${file}`, key, mediaContentType(key));
    }
    await this.files.putFile(this.storage.pathOf(out.playable), playableKey, mediaContentType(playableKey));
    // The stored object's size: what the viewer of a video without HLS is told playing it costs.
    const playable = await this.files.stat(playableKey);
    if (!playable) throw new Error(`The playable file of highlight ${highlightId} is missing after it was stored`);
    await this.files.putFile(this.storage.pathOf(out.poster), posterKey, mediaContentType(posterKey));
    const firstTime = await this.highlightsService.markReady(highlightId, {
      playablePath: playableKey,
      playableBytes: playable.size,
      posterPath: posterKey,
      durationSec: out.durationSec,
      renditions: out.hls?.renditions ?? null,
    });
    if (firstTime === null) {
      await this.files.deleteFolder(folder); // the highlight was deleted while we worked
      return;
    }
    if (firstTime) await this.highlightsService.announce(highlightId);
  }
}
