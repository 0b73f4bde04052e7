import { useState } from 'react';
import { WATCHLIST_MESSAGES as TEXT, type WatchlistsOverview } from '@fiji/contracts';
import { serverMessage, toast, useCreateWatchlist, useWatchlists, useWatchlistsOverview } from '@fiji/platform';
import { Button, Card, EmptyState, SkeletonGrid } from '@fiji/ui';
import { AccessDenied } from '#shared/components/access-denied';
import { useCanUseWatchlists } from '#shared/lib/watchlist-access';
import { useWatchlistActions } from '../hooks/use-watchlist-actions';
import { WatchlistCard } from './watchlist-card';
import { WatchlistNameDialog } from './watchlist-name-dialog';

function SummaryTiles({ overview }: { overview: WatchlistsOverview | undefined }) {
  const tiles = [
    ['Total Watchlists', overview?.total],
    ['Players Tracked', overview?.playersTracked],
    ['Added This Week', overview?.addedThisWeek],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3" data-testid="watchlist-summary">
      {tiles.map(([label, value]) => (
        <Card key={label} className="grid gap-1 p-3 text-center sm:p-4">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value ?? '–'}</dd>
        </Card>
      ))}
    </dl>
  );
}

/** /recruiter/watchlists (docs/decisions.md): recruiter and admin only. */
export default function WatchlistsPage() {
  const allowed = useCanUseWatchlists();
  const lists = useWatchlists(allowed);
  const overview = useWatchlistsOverview(allowed);
  const create = useCreateWatchlist();
  const actions = useWatchlistActions();
  const [creating, setCreating] = useState(false);

  if (!allowed) return <AccessDenied message={TEXT.accessDenied} />;

  const createButton = (label: string) => (
    <Button onClick={() => setCreating(true)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 5v14M5 12h14" strokeLinecap="round" />
      </svg>
      {label}
    </Button>
  );

  return (
    <section className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{TEXT.title}</h1>
          <p className="text-muted-foreground">Keep track of the players you are following.</p>
        </div>
        {createButton('Create Watchlist')}
      </header>
      <SummaryTiles overview={overview.data} />
      {lists.isPending ? (
        <div aria-busy="true">
          <span role="status" className="sr-only">
            Loading watchlists...
          </span>
          <SkeletonGrid count={3} itemClassName="h-40" />
        </div>
      ) : lists.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load watchlists.
        </p>
      ) : lists.data.length === 0 ? (
        <Card className="grid justify-items-center gap-2 p-6">
          <EmptyState title={TEXT.empty} description="Create a watchlist to group the players you want to follow." />
          {createButton(TEXT.createFirst)}
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {lists.data.map((w) => (
            <li key={w.id}>
              <WatchlistCard
                watchlist={w}
                onEdit={() => actions.edit(w)}
                onExport={() => void actions.exportCsv(w)}
                onDelete={() => actions.remove(w)}
              />
            </li>
          ))}
        </ul>
      )}
      <WatchlistNameDialog
        open={creating}
        onOpenChange={setCreating}
        title="Create Watchlist"
        description="Name a new list of players to follow."
        submitLabel="Create Watchlist"
        onSubmit={(name) =>
          create.mutateAsync(name).then(
            () => toast({ title: TEXT.created, description: name }),
            (error: unknown) => {
              toast({ title: 'Error', description: serverMessage(error, TEXT.createFailed), variant: 'destructive' });
              throw error;
            },
          )
        }
      />
      {actions.dialogs}
    </section>
  );
}
