import { useId, useState } from 'react';
import { SEARCH_MESSAGES, type SavedSearch, type SearchFilters } from '@fiji/contracts';
import { isUpgradeRequired, serverMessage, toast, useSession, useSubscriptionStatus } from '@fiji/platform';
import { Badge, Button } from '@fiji/ui';
import { exportResults } from '../api/export-results';
import { usePlayerSearch, useSearchStats } from '../api/search-players';
import { useContactFlow } from '../hooks/use-contact-flow';
import { useSearchFilters, withoutAdvanced } from '../hooks/use-search-filters';
import type { ResultsView } from './player-card';
import { ResultsToolbar } from './results-toolbar';
import { SaveSearchDialog, SavedSearchesCard } from './saved-searches';
import { PREVIEW_ALERT, type SearchCopy } from './search-copy';
import { AppliedFilters, FiltersPanel, SearchBar } from './search-filters';
import { SearchResults } from './search-results';
import { QuickStatsCard, TipsCard } from './side-cards';

export interface PlayerSearchScreenProps {
  copy: SearchCopy;
  tipsTitle: string;
  tips: readonly string[];
  /**
   * 'recruiting': the club/union/coach/agent/recruiter screen (sort, grid/list, Quick Stats, Export
   * Results, Save Search). 'mentor': /mentor/search (players-found badge, preview or full alert).
   */
  kind: 'recruiting' | 'mentor';
}

/** The player search body shared by the recruiting screens and /mentor/search. */
export function PlayerSearchScreen({ copy, tipsTitle, tips, kind }: PlayerSearchScreenProps) {
  const { user } = useSession();
  const subscription = useSubscriptionStatus();
  const paid = subscription.data?.isPaid ?? false;
  const { filters, update, replace, clear } = useSearchFilters();
  // Free viewers cannot use the advanced filters (the server refuses them), so they are never sent.
  const effective: SearchFilters = paid ? filters : withoutAdvanced(filters);
  const search = usePlayerSearch(effective, !subscription.isLoading);
  const statsQuery = useSearchStats(effective, !subscription.isLoading);
  const flow = useContactFlow({ canContact: subscription.data?.canContact ?? false, role: user?.role });

  const [filtersOpen, setFiltersOpen] = useState(false);
  const [view, setView] = useState<ResultsView>('grid');
  const [saveOpen, setSaveOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const panelId = useId();

  const pages = search.data?.pages ?? [];
  const players = pages.flatMap((p) => p.results);
  const stats = statsQuery.data;
  const preview = pages[0]?.preview ?? !paid;
  // The badge waits for the count of every match; if that count fails, it shows what is loaded.
  const found = stats?.active ?? (statsQuery.isError && !search.isPending ? players.length : undefined);

  const onSearch = (query: string) => {
    if ((query || undefined) === effective.query) void search.refetch();
    else update({ query: query || undefined });
  };
  const runSaved = (saved: SavedSearch) => {
    replace(saved.filters);
    toast({ title: 'Saved search applied', description: saved.name });
  };
  const onExport = async () => {
    if (!paid) return flow.showUpgrade(SEARCH_MESSAGES.exportLocked);
    setExporting(true);
    try {
      const file = await exportResults(effective);
      toast({ title: 'Export ready', description: `${file} is downloading.` });
    } catch (error) {
      if (isUpgradeRequired(error)) flow.showUpgrade(SEARCH_MESSAGES.exportLocked);
      else toast({ title: 'Export failed', description: serverMessage(error, 'Failed to export results.'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-7xl gap-6 px-4 py-6 sm:py-8" data-testid="player-search">
      <header className="grid gap-1">
        {/* The heading is the title alone; the count badge sits beside it (below it when narrow). */}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{copy.title}</h1>
          {kind === 'mentor' && found !== undefined && (
            <Badge variant="secondary" data-testid="players-found">
              {found} players found
            </Badge>
          )}
        </div>
        <p className="text-muted-foreground">{copy.subtitle}</p>
      </header>

      {(preview || kind === 'mentor') && (
        <div
          role="status"
          data-testid={preview ? 'preview-alert' : 'full-results-alert'}
          className={
            preview
              ? 'flex flex-wrap items-center gap-3 rounded-md border border-warning bg-warning-soft p-3 text-sm text-warning'
              : 'rounded-md border border-success bg-success-soft p-3 text-sm text-success'
          }
        >
          <p className="flex-1 basis-60">{preview ? PREVIEW_ALERT.preview : PREVIEW_ALERT.full}</p>
          {preview && (
            <Button size="sm" onClick={() => flow.showUpgrade(PREVIEW_ALERT.preview)}>
              Upgrade Now
            </Button>
          )}
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 content-start gap-4">
          <SearchBar
            query={effective.query ?? ''}
            onSearch={onSearch}
            filtersOpen={filtersOpen}
            onToggleFilters={() => setFiltersOpen((o) => !o)}
            panelId={panelId}
          />
          {filtersOpen && (
            <FiltersPanel
              id={panelId}
              filters={effective}
              onChange={update}
              advancedLocked={!paid}
              onUnlock={() => flow.showUpgrade(SEARCH_MESSAGES.advancedFiltersLocked)}
            />
          )}
          <AppliedFilters filters={effective} onClear={clear} />
          {kind === 'recruiting' && (
            <ResultsToolbar sort={effective.sort ?? 'relevance'} onSort={(sort) => update({ sort })} view={view} onView={setView}>
              <Button variant="outline" size="sm" onClick={() => void onExport()} disabled={exporting} aria-busy={exporting || undefined}>
                {exporting ? 'Exporting...' : 'Export Results'}
              </Button>
              <Button variant="outline" size="sm" onClick={() => setSaveOpen(true)}>
                Save Search
              </Button>
            </ResultsToolbar>
          )}
          {/* Names the results for heading navigation: the cards' h3 names sit under it, not straight under the h1. */}
          <h2 className="sr-only">Search results</h2>
          <SearchResults
            players={players}
            view={view}
            loading={search.isPending}
            error={search.isError}
            hasMore={search.hasNextPage}
            loadingMore={search.isFetchingNextPage}
            onLoadMore={() => void search.fetchNextPage()}
            onClearFilters={clear}
            onContact={flow.contact}
          />
        </div>
        <aside className="grid content-start gap-4" aria-label="Search help">
          <TipsCard title={tipsTitle} tips={tips} />
          {kind === 'recruiting' && <QuickStatsCard stats={stats} />}
          {kind === 'recruiting' && <SavedSearchesCard onRun={runSaved} />}
        </aside>
      </div>

      {kind === 'recruiting' && <SaveSearchDialog open={saveOpen} onOpenChange={setSaveOpen} filters={effective} />}
      {flow.dialogs}
    </section>
  );
}
