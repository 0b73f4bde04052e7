import { useState } from 'react';
import { Link } from 'react-router';
import { HIGHLIGHT_MESSAGES, HIGHLIGHT_TOASTS, VISIBILITY_LABELS, type HighlightResponse } from '@fiji/contracts';
import { toast } from '@fiji/platform';
import {
  Badge,
  Button,
  buttonVariants,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  cn,
  ConfirmDialog,
  EmptyState,
  focusRing,
  SkeletonGrid,
  ReportButton,
} from '@fiji/ui';
import { toastFailure } from '#shared/api/failure-toast';
import { useDeleteHighlight, usePlayerHighlights } from '../api/highlights';
import { HiddenMediaChooser } from './hidden-media-chooser';
import type { ViewerMedia } from './media-viewer';

/** What the viewer opens for a highlight: the video (HLS when it has it, the 360p MP4 else) with its poster, or the image; null while processing. */
export function viewerMediaOf(h: HighlightResponse): ViewerMedia | null {
  if (h.contentType === 'video') {
    const src = h.media.playable;
    return src ? { kind: 'video', src, bytes: h.media.playableBytes, poster: h.media.poster ?? h.thumbUrl, title: h.title, adaptive: h.adaptive } : null;
  }
  const src = h.media.playable ?? h.media.original ?? h.url;
  return src ? { kind: 'image', src, title: h.title } : null;
}

function StatusBadge({ status }: { status: HighlightResponse['status'] }) {
  if (status === 'ready') return null;
  if (status === 'failed') return <Badge variant="destructive">Processing failed</Badge>;
  return <Badge variant="warning">Processing</Badge>;
}

function HighlightTile({
  highlight,
  owner,
  onOpen,
  onLocked,
  onDelete,
}: {
  highlight: HighlightResponse;
  owner: boolean;
  onOpen: (media: ViewerMedia) => void;
  /** A preview (free viewer): the server sent the poster only; the tile opens the upgrade prompt. */
  onLocked?: () => void;
  onDelete: (highlight: HighlightResponse) => void;
}) {
  const media = viewerMediaOf(highlight);
  const locked = !media && !!onLocked && highlight.status === 'ready';
  const poster = highlight.thumbUrl ?? highlight.media.poster;
  const meta = [
    highlight.competition,
    highlight.opponent ? `vs ${highlight.opponent}` : null,
    highlight.eventDate,
  ].filter(Boolean);
  return (
    <li className="grid content-start gap-2" data-testid="highlight-tile">
      <button
        type="button"
        disabled={!media && !locked}
        onClick={() => (media ? onOpen(media) : locked && onLocked?.())}
        aria-label={`${highlight.contentType === 'video' ? 'Play' : 'View'} ${highlight.title}${locked ? ' (paid plan)' : ''}`}
        data-locked={locked || undefined}
        className={cn('relative aspect-video overflow-hidden rounded-md bg-muted disabled:cursor-default', focusRing)}
      >
        {poster ? (
          <img src={poster} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-xs text-muted-foreground">
            {highlight.status === 'ready' ? (highlight.contentType === 'video' ? 'Video' : 'Image') : 'Preparing...'}
          </span>
        )}
        {highlight.contentType === 'video' && (media || locked) && (
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-10 items-center justify-center rounded-full bg-ocean-950/70 text-white">
              <svg viewBox="0 0 24 24" className="size-5" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </span>
        )}
      </button>
      <div className="grid gap-1">
        <p className="text-sm font-medium leading-tight">{highlight.title}</p>
        {meta.length > 0 && <p className="text-xs text-muted-foreground">{meta.join(' · ')}</p>}
        <p className="flex flex-wrap gap-1">
          {owner && <StatusBadge status={highlight.status} />}
          {owner && highlight.planHiddenAt && <Badge variant="warning">{HIGHLIGHT_MESSAGES.planHidden}</Badge>}
          {owner && highlight.privacy !== 'public' && (
            <Badge variant="outline" title={VISIBILITY_LABELS[highlight.privacy]}>
              {highlight.privacy === 'private' ? 'Private' : 'Recruiters only'}
            </Badge>
          )}
          {highlight.tags.slice(0, 3).map((tag) => (
            <Badge key={tag} variant="secondary">
              {tag}
            </Badge>
          ))}
        </p>
        {owner && highlight.planHiddenAt && highlight.media.original && (
          <a href={highlight.media.original} download className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'justify-self-start px-0')} aria-label={`Download ${highlight.title}`}>
            {HIGHLIGHT_MESSAGES.planHiddenDownload}
          </a>
        )}
        {owner && (
          <Button variant="ghost" size="sm" className="justify-self-start text-destructive" onClick={() => onDelete(highlight)} aria-label={`Delete ${highlight.title}`}>
            Delete
          </Button>
        )}
        {!owner && <ReportButton targetType="highlight" targetId={highlight.id} targetName={highlight.title} className="justify-self-start px-0" />}
      </div>
    </li>
  );
}

/**
 * The highlights grid: poster thumbnails; the owner also sees processing state, privacy and Delete,
 * and after a paid plan ended which highlights are hidden (with a download link) and the chooser.
 * `onLocked` (a preview): tiles without playable media open the upgrade prompt instead.
 */
export function HighlightsCard({
  playerId,
  owner,
  onOpen,
  onLocked,
}: {
  playerId: string;
  owner: boolean;
  onOpen: (media: ViewerMedia) => void;
  onLocked?: () => void;
}) {
  const list = usePlayerHighlights(playerId, owner);
  const remove = useDeleteHighlight(playerId);
  const [pendingDelete, setPendingDelete] = useState<HighlightResponse | null>(null);

  const confirmDelete = () => {
    if (!pendingDelete) return;
    remove.mutate(pendingDelete.id, {
      onSuccess: () => {
        setPendingDelete(null);
        toast({ title: HIGHLIGHT_TOASTS.deleted });
      },
      onError: (error) => {
        setPendingDelete(null);
        toastFailure(error, 'Error', HIGHLIGHT_TOASTS.deleteFailed);
      },
    });
  };

  const highlights = list.data ?? [];
  return (
    <Card className="lg:col-span-2" data-testid="highlights-card">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2">Highlights</CardTitle>
        {owner && (
          <Link to="/upload" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
            Add Highlight
          </Link>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {owner && highlights.some((h) => h.planHiddenAt) && <HiddenMediaChooser playerId={playerId} highlights={highlights} />}
        {list.isLoading ? (
          <SkeletonGrid count={3} className="grid grid-cols-2 gap-3 sm:grid-cols-3" itemClassName="aspect-video" />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Highlights could not be loaded.
          </p>
        ) : highlights.length === 0 ? (
          <EmptyState title="No highlights yet" description={owner ? 'Upload a video or photo of your best moments.' : undefined} />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {highlights.map((h) => (
              <HighlightTile key={h.id} highlight={h} owner={owner} onOpen={onOpen} onLocked={onLocked} onDelete={setPendingDelete} />
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={`Delete "${pendingDelete?.title ?? ''}"?`}
        description={HIGHLIGHT_MESSAGES.deleteConfirm}
        confirmLabel="Delete Highlight"
        onConfirm={confirmDelete}
        pending={remove.isPending}
        pendingLabel="Deleting..."
      />
    </Card>
  );
}
