import { useRef, useState } from 'react';
import { formatClipSecond, type TimecodedComment } from '@fiji/contracts';

/**
 * The highlight (the player module's media route) with the mentor's comments as markers on its
 * timeline: each marker is a button that jumps the clip to its second; the list below repeats them as
 * text for screen readers and small screens.
 */
export function ClipTimeline({ mediaUrl, posterUrl, comments, onTime }: { mediaUrl: string; posterUrl: string; comments: TimecodedComment[]; onTime?: (second: number) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const longest = Math.max(1, duration ?? 0, ...comments.map((c) => c.second + 1));
  const seek = (second: number) => {
    if (video.current) video.current.currentTime = second;
  };
  return (
    <div className="grid gap-3">
      <video
        ref={video}
        src={mediaUrl}
        poster={posterUrl}
        controls
        preload="metadata"
        className="aspect-video w-full rounded-md bg-black"
        onLoadedMetadata={(e) => setDuration(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : null)}
        onTimeUpdate={(e) => onTime?.(Math.floor(e.currentTarget.currentTime))}
      >
        <track kind="captions" />
      </video>
      {comments.length > 0 && (
        <div role="group" aria-label="Comment markers on the clip's timeline" className="relative h-6 rounded bg-muted" data-testid="clip-markers">
          {comments.map((c, i) => (
            <button
              key={`${c.second}-${i}`}
              type="button"
              className="absolute top-0 h-6 w-3 -translate-x-1/2 rounded-sm bg-primary focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2"
              style={{ left: `${Math.min(100, (c.second / longest) * 100)}%` }}
              aria-label={`Comment at ${formatClipSecond(c.second)}: ${c.comment}`}
              title={`${formatClipSecond(c.second)} ${c.comment}`}
              onClick={() => seek(c.second)}
            />
          ))}
        </div>
      )}
      {comments.length > 0 && (
        <ol className="grid gap-1" aria-label="Time-coded comments">
          {comments.map((c, i) => (
            <li key={`${c.second}-${i}`} className="flex gap-2 text-sm">
              <button type="button" className="font-mono text-primary underline" onClick={() => seek(c.second)}>
                {formatClipSecond(c.second)}
              </button>
              <span>{c.comment}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
