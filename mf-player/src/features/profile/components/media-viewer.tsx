import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn, focusRing, usePortalContainer } from '@fiji/ui';

export type ViewerMedia = {
  kind: 'image' | 'video';
  src: string;
  /** Srcset of an image with several stored sizes. */
  srcSet?: string;
  poster?: string | null;
  title: string;
};

/**
 * Image lightbox and video viewer: Escape or a click outside the media closes it,
 * the page behind does not scroll while it is open, focus stays inside and returns to the opener
 * (Radix Dialog gives all four). Videos play the small 360p file and load nothing until played
 * (preload="none", the poster shows first): many viewers pay for each megabyte.
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
              <video
                src={media.src}
                poster={media.poster ?? undefined}
                preload="none"
                controls
                playsInline
                className="max-h-[80dvh] w-full rounded-md bg-black"
                data-testid="media-viewer-video"
              />
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
