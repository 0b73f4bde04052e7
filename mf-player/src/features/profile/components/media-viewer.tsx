import { useEffect, useId, useRef, useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { DATA_SAVER_RENDITION, type HighlightAdaptiveVideo, type HighlightRendition } from '@fiji/contracts';
import { cn, focusRing, usePortalContainer } from '@fiji/ui';
import { formatVideoSize, useDataSaver } from '../lib/data-saver';

export type ViewerMedia = {
  kind: 'image' | 'video';
  /** Image: the file. Video: the 360p MP4, played where HLS cannot be (and for videos without HLS). */
  src: string;
  /** Srcset of an image with several stored sizes. */
  srcSet?: string;
  poster?: string | null;
  title: string;
  /** Video: bytes of the MP4 `src`, the size shown before play when there is no HLS; null when unknown. */
  bytes?: number | null;
  /** Video: the HLS master playlist and its renditions (lowest first), when the highlight has them. */
  adaptive?: HighlightAdaptiveVideo | null;
};

/** 'auto' (adaptive, starting at the lowest) or one rendition's name. */
type Quality = 'auto' | HighlightRendition['name'];

/** The hls.js instance as this file uses it (the module itself is loaded only when a video starts). */
type HlsPlayer = {
  levels: Array<{ url: string[] }>;
  currentLevel: number;
  autoLevelCapping: number;
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, handler: (event: string, data: { fatal?: boolean }) => void): void;
  destroy(): void;
};

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** The rendition's media playlist URL, next to the master (what the master names relatively). */
const renditionUrl = (adaptive: HighlightAdaptiveVideo, name: string) => new URL(`${name}/index.m3u8`, new URL(adaptive.master, window.location.href)).pathname;

function levelIndex(hls: HlsPlayer, adaptive: HighlightAdaptiveVideo, name: string): number {
  const byUrl = hls.levels.findIndex((l) => l.url.some((u) => u.includes(`/${name}/`)));
  return byUrl >= 0 ? byUrl : adaptive.renditions.findIndex((r) => r.name === name);
}

const hasMse = () => typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);

/**
 * A highlight video for slow, costly links (docs/video.md). Nothing loads before the viewer presses
 * Play (preload="none", the poster shows, hls.js is fetched only then); the size at the chosen
 * quality is shown before. HLS plays with hls.js (MSE) starting at the lowest rendition, natively
 * where the browser plays HLS itself (Safari), else the 360p MP4. Data saver caps it at 234p.
 */
function VideoPlayer({ media }: { media: ViewerMedia }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hlsRef = useRef<HlsPlayer | null>(null);
  const modeRef = useRef<'hls.js' | 'native' | 'mp4' | null>(null);
  const [started, setStarted] = useState(false);
  const [dataSaver, setDataSaver] = useDataSaver();
  const [picked, setPicked] = useState<Quality>('auto');
  const qualityId = useId();
  const adaptive = media.adaptive?.renditions.length ? media.adaptive : null;
  const saverRendition = adaptive?.renditions.find((r) => r.name === DATA_SAVER_RENDITION) ?? adaptive?.renditions[0];
  const quality: Quality = dataSaver && saverRendition ? saverRendition.name : picked;
  const chosen = adaptive?.renditions.find((r) => r.name === quality);
  const top = adaptive?.renditions[adaptive.renditions.length - 1];
  // Without HLS the one MP4 is what plays, whatever the setting: its size, stated plainly.
  const mp4Size = !adaptive && media.bytes ? formatVideoSize(media.bytes) : null;
  const size = chosen ? `${formatVideoSize(chosen.bytes)} at ${chosen.name}` : top ? `Up to ${formatVideoSize(top.bytes)} (auto quality)` : mp4Size;

  useEffect(() => () => hlsRef.current?.destroy(), []);

  // A quality or data saver change while playing applies at once.
  useEffect(() => {
    const video = videoRef.current;
    if (!started || !video || !adaptive) return;
    if (modeRef.current === 'hls.js' && hlsRef.current) {
      hlsRef.current.currentLevel = quality === 'auto' ? -1 : levelIndex(hlsRef.current, adaptive, quality);
    } else if (modeRef.current === 'native') {
      const next = quality === 'auto' ? adaptive.master : renditionUrl(adaptive, quality);
      if (video.getAttribute('src') !== next) {
        const at = video.currentTime;
        video.src = next;
        video.currentTime = at;
        void video.play().catch(() => undefined);
      }
    }
  }, [quality, started, adaptive]);

  async function start() {
    const video = videoRef.current;
    if (!video || started) return;
    setStarted(true);
    if (adaptive && hasMse()) {
      const { default: Hls } = await import('hls.js/light');
      if (Hls.isSupported()) {
        const fixed = quality === 'auto' ? null : quality;
        const hls = new Hls({ startLevel: 0, maxBufferLength: dataSaver ? 12 : 30 }) as unknown as HlsPlayer;
        hlsRef.current = hls;
        modeRef.current = 'hls.js';
        hls.on(Hls.Events.MANIFEST_PARSED, () => {
          if (fixed) hls.currentLevel = levelIndex(hls, adaptive, fixed);
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          // What hls.js cannot recover from: the MP4 every browser plays.
          hls.destroy();
          hlsRef.current = null;
          modeRef.current = 'mp4';
          video.src = media.src;
          void video.play().catch(() => undefined);
        });
        hls.loadSource(adaptive.master);
        hls.attachMedia(video);
        await video.play().catch(() => undefined);
        return;
      }
    }
    if (adaptive && video.canPlayType(HLS_MIME)) {
      modeRef.current = 'native';
      video.src = quality === 'auto' ? adaptive.master : renditionUrl(adaptive, quality);
    } else {
      modeRef.current = 'mp4';
      video.src = media.src;
    }
    await video.play().catch(() => undefined);
  }

  return (
    <div className="grid gap-2">
      <div className="relative">
        <video
          ref={videoRef}
          poster={media.poster ?? undefined}
          preload="none"
          controls={started}
          playsInline
          aria-label={media.title}
          className="max-h-[70dvh] w-full rounded-md bg-black"
          data-testid="media-viewer-video"
          data-fallback-src={media.src}
        />
        {!started && (
          <button
            type="button"
            onClick={() => void start()}
            className={cn('absolute inset-0 flex items-center justify-center rounded-md bg-black/30 text-white hover:bg-black/40', focusRing)}
            data-testid="media-viewer-play"
          >
            <span className="inline-flex items-center gap-2 rounded-full bg-ocean-950/80 px-4 py-2 text-sm font-medium">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
              Play video{size ? `, ${size}` : ''}
            </span>
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-white">
        {size && (
          <p data-testid="media-viewer-size" aria-live="polite">
            {size}
          </p>
        )}
        {adaptive && (
          <>
            <label className="inline-flex items-center gap-2">
              <span>Data saver</span>
              <button
                type="button"
                role="switch"
                aria-checked={dataSaver}
                onClick={() => setDataSaver(!dataSaver)}
                className={cn('relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-white/70 transition-colors', dataSaver ? 'bg-ocean-500' : 'bg-white/20', focusRing)}
              >
                <span aria-hidden="true" className={cn('inline-block size-4 rounded-full bg-white transition-transform', dataSaver ? 'translate-x-5' : 'translate-x-1')} />
              </button>
            </label>
            <span className="inline-flex items-center gap-2">
              <label htmlFor={qualityId}>Quality</label>
              <select
                id={qualityId}
                value={quality}
                disabled={dataSaver}
                onChange={(e) => setPicked(e.target.value as Quality)}
                className={cn('h-9 rounded-md border border-white/50 bg-ocean-950 px-2 text-white disabled:opacity-70', focusRing)}
              >
                <option value="auto">Auto</option>
                {adaptive.renditions.map((r) => (
                  <option key={r.name} value={r.name}>
                    {r.name} ({formatVideoSize(r.bytes)})
                  </option>
                ))}
              </select>
            </span>
            {dataSaver && <p className="text-white/80">Data saver plays {DATA_SAVER_RENDITION} only.</p>}
          </>
        )}
        {!adaptive && dataSaver && (
          <p className="text-white/80" data-testid="media-viewer-one-quality">
            Data saver: this video has only one quality.
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Image lightbox and video viewer: Escape or a click outside the media closes it,
 * the page behind does not scroll while it is open, focus stays inside and returns to the opener
 * (Radix Dialog gives all four). Videos load nothing until played (the poster shows first): many
 * viewers pay for each megabyte.
 */
export function MediaViewer({ media, onClose }: { media: ViewerMedia | null; onClose: () => void }) {
  // Opens in the area's portal container, where this area's (scoped) utilities apply.
  const container = usePortalContainer();
  return (
    <DialogPrimitive.Root open={media !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ocean-950/90" data-testid="media-viewer-overlay" />
        {media && (
          <DialogPrimitive.Content
            aria-describedby={undefined}
            data-testid="media-viewer"
            className="fixed left-1/2 top-1/2 z-50 grid w-[calc(100vw-1rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 gap-2"
          >
            <div className="flex items-center justify-between gap-2">
              <DialogPrimitive.Title className="min-w-0 truncate text-sm font-medium text-white">{media.title}</DialogPrimitive.Title>
              <DialogPrimitive.Close
                className={cn('inline-flex size-10 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/10', focusRing)}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
                </svg>
                <span className="sr-only">Close</span>
              </DialogPrimitive.Close>
            </div>
            {media.kind === 'video' ? (
              <VideoPlayer key={media.src} media={media} />
            ) : (
              <img
                src={media.src}
                srcSet={media.srcSet}
                sizes={media.srcSet ? '(min-width: 56rem) 56rem, 100vw' : undefined}
                alt={media.title}
                className="mx-auto max-h-[80dvh] max-w-full rounded-md object-contain"
              />
            )}
          </DialogPrimitive.Content>
        )}
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
