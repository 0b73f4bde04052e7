import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  UpdateWatchlistNoteDto,
  WATCHLIST_MESSAGES as TEXT,
  WATCHLIST_NOTE_MAX,
  displayName,
  type WatchlistPlayer,
} from '@fiji/contracts';
import { serverMessage, toast, useRemoveWatchlistPlayer, useUpdateWatchlistNote, useWatchlist } from '@fiji/platform';
import {
  Avatar,
  Badge,
  Button,
  buttonVariants,
  Card,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  EmptyState,
  FormField,
  shortDate,
  Skeleton,
  Textarea,
  useFormSubmit,
} from '@fiji/ui';
import { AccessDenied } from '#shared/components/access-denied';
import { useCanUseWatchlists } from '#shared/lib/watchlist-access';
import { useWatchlistActions } from '../hooks/use-watchlist-actions';

function NoteDialog({
  item,
  name,
  onOpenChange,
  onSave,
}: {
  item: WatchlistPlayer | null;
  name: string;
  onOpenChange: (open: boolean) => void;
  onSave: (note: string) => Promise<unknown>;
}) {
  const [note, setNote] = useState('');
  const { errors, setErrors, pending: busy, run } = useFormSubmit(UpdateWatchlistNoteDto);
  useEffect(() => {
    setNote(item?.note ?? '');
    setErrors({});
  }, [item, setErrors]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return run(
      { note },
      async () => {
        await onSave(note.trim());
        onOpenChange(false);
      },
      (err) => setErrors({ note: serverMessage(err, 'Failed to save the note.') }),
    );
  };
  return (
    <Dialog open={item !== null} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Note on {name}</DialogTitle>
          <DialogDescription>Only you can see this note. Leave it empty to remove it.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <FormField label="Note" error={errors.note}>
            <Textarea value={note} rows={4} maxLength={WATCHLIST_NOTE_MAX} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save Note'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function PlayerRow({
  item,
  onEditNote,
  onRemove,
  removing,
}: {
  item: WatchlistPlayer;
  onEditNote: () => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const p = item.player;
  const name = p ? displayName(p.user, 'Player') : TEXT.unavailablePlayer;
  return (
    <Card data-testid="watchlist-player" className="grid grid-cols-[minmax(0,1fr)] gap-3 p-4">
      <div className="flex items-start gap-3">
        <Avatar src={p?.profilePicture ?? p?.user.profileImageUrl} name={p ? name : '?'} />
        <div className="grid min-w-0 flex-1 gap-1">
          <h2 className="font-semibold">
            {p ? (
              <Link to={`/player/${p.id}`} className="hover:underline">
                {name}
              </Link>
            ) : (
              <span className="text-muted-foreground">{name}</span>
            )}
          </h2>
          {p && (
            <>
              <p className="text-sm text-muted-foreground">
                {[p.school, p.gradYear ? `Class of ${p.gradYear}` : null, p.province].filter(Boolean).join(' · ')}
              </p>
              {p.positions.length > 0 && (
                <ul className="flex flex-wrap gap-1" aria-label="Positions">
                  {p.positions.map((pos) => (
                    <li key={pos}>
                      <Badge variant="secondary">{pos}</Badge>
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </div>
      {item.note && <p className="whitespace-pre-line rounded-md bg-muted p-3 text-sm">{item.note}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-xs text-muted-foreground">
          Added <time dateTime={item.addedAt}>{shortDate(item.addedAt)}</time>
        </p>
        {item.available && (
          <Button size="sm" variant="outline" onClick={onEditNote}>
            {item.note ? 'Edit Note' : 'Add Note'}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onRemove} disabled={removing} aria-label={`Remove ${name}`}>
          {removing ? 'Removing...' : 'Remove'}
        </Button>
      </div>
    </Card>
  );
}

/** /recruiter/watchlists/:id: one watchlist's players with their notes; rename, export, delete, remove a player. */
export default function WatchlistDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const allowed = useCanUseWatchlists();
  const watchlist = useWatchlist(id, allowed);
  const removePlayer = useRemoveWatchlistPlayer(id);
  const updateNote = useUpdateWatchlistNote(id);
  const actions = useWatchlistActions({ onDeleted: () => navigate('/recruiter/watchlists', { replace: true }) });
  const [noteFor, setNoteFor] = useState<WatchlistPlayer | null>(null);

  if (!allowed) return <AccessDenied message={TEXT.accessDenied} />;

  const back = (
    <Link to="/recruiter/watchlists" className="justify-self-start text-sm font-medium text-primary hover:underline">
      ← Back to My Watchlists
    </Link>
  );
  if (watchlist.isPending)
    return (
      <section className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-4xl gap-4 px-4 py-6" aria-busy="true">
        {back}
        <span role="status" className="sr-only">
          Loading watchlist...
        </span>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32" />
      </section>
    );
  if (watchlist.isError)
    return (
      <section className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-4xl gap-4 px-4 py-6">
        {back}
        <p role="alert" className="text-destructive">
          {serverMessage(watchlist.error, 'Failed to load watchlist.')}
        </p>
      </section>
    );

  const w = watchlist.data;
  const remove = (item: WatchlistPlayer) =>
    removePlayer.mutate(item.playerId, {
      onSuccess: () => toast({ title: TEXT.playerRemoved, description: item.player ? displayName(item.player.user) : undefined }),
      onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'Failed to remove player.'), variant: 'destructive' }),
    });

  return (
    <section className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-4xl gap-6 px-4 py-6 sm:py-8" data-testid="watchlist-detail">
      {back}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="break-words text-2xl font-bold sm:text-3xl">{w.name}</h1>
          <p className="text-sm text-muted-foreground">
            {w.playerCount} {w.playerCount === 1 ? 'player' : 'players'} · created {shortDate(w.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => actions.edit(w)}>
            Rename
          </Button>
          <Button variant="outline" size="sm" onClick={() => void actions.exportCsv(w)}>
            Export
          </Button>
          <Button variant="destructive" size="sm" onClick={() => actions.remove(w)}>
            Delete
          </Button>
        </div>
      </header>
      {w.players.length === 0 ? (
        <Card className="grid justify-items-center gap-2 p-6">
          <EmptyState title={TEXT.emptyDetail} description="Add players from search results or a player's profile." />
          <Link to="/recruiter/search" className={buttonVariants()}>
            Add Players
          </Link>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label="Players in this watchlist">
          {w.players.map((item) => (
            <li key={item.playerId}>
              <PlayerRow
                item={item}
                onEditNote={() => setNoteFor(item)}
                onRemove={() => remove(item)}
                removing={removePlayer.isPending && removePlayer.variables === item.playerId}
              />
            </li>
          ))}
        </ul>
      )}
      <NoteDialog
        item={noteFor}
        name={noteFor?.player ? displayName(noteFor.player.user, 'Player') : ''}
        onOpenChange={(open) => !open && setNoteFor(null)}
        onSave={(note) => updateNote.mutateAsync({ playerId: noteFor!.playerId, note })}
      />
      {actions.dialogs}
    </section>
  );
}
