import { LIMITS, SEARCH_MESSAGES, type PlayerSearchResult } from '@fiji/contracts';
import { Button, cn, EmptyState, SkeletonGrid } from '@fiji/ui';
import { PlayerCard, type ResultsView } from './player-card';

export interface SearchResultsProps {
  players: PlayerSearchResult[];
  view: ResultsView;
  loading: boolean;
  error: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onClearFilters: () => void;
  onContact: (player: PlayerSearchResult) => void;
}

/** Results of a player search: six skeletons, the error, the empty state, or the cards with Load More. */
export function SearchResults({
  players,
  view,
  loading,
  error,
  hasMore,
  loadingMore,
  onLoadMore,
  onClearFilters,
  onContact,
}: SearchResultsProps) {
  if (loading)
    return (
      <div aria-busy="true" data-testid="search-loading">
        <span className="sr-only" role="status">
          Loading players...
        </span>
        <SkeletonGrid count={LIMITS.searchSkeletons} itemClassName="h-56" />
      </div>
    );
  if (error)
    return (
      <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
        {SEARCH_MESSAGES.loadFailed}
      </p>
    );
  if (players.length === 0)
    return (
      <div className="grid justify-items-center gap-2" data-testid="search-empty">
        <EmptyState title="No players found" description="Try adjusting your search filters or search terms" />
        <Button variant="outline" onClick={onClearFilters}>
          Clear all filters
        </Button>
      </div>
    );
  return (
    <div className="grid gap-4">
      <ul
        aria-label="Players"
        data-testid="search-results"
        data-view={view}
        className={cn('grid grid-cols-1 gap-3', view === 'grid' && 'sm:grid-cols-2 xl:grid-cols-3')}
      >
        {players.map((p) => (
          <li key={p.id}>
            <PlayerCard player={p} view={view} onContact={onContact} />
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        className="justify-self-center"
        onClick={onLoadMore}
        disabled={!hasMore || loadingMore}
        aria-busy={loadingMore || undefined}
      >
        {loadingMore ? 'Loading more players...' : 'Load More Players'}
      </Button>
      {!hasMore && <p className="text-center text-sm text-muted-foreground">That&apos;s every player matching your search.</p>}
    </div>
  );
}
