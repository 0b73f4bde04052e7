import { useId, type ReactNode } from 'react';
import { SEARCH_SORTS, SEARCH_SORT_LABELS, type SearchSort } from '@fiji/contracts';
import { Button, cn, Select } from '@fiji/ui';
import type { ResultsView } from './player-card';

function ViewIcon({ view }: { view: ResultsView }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      {view === 'grid' ? (
        <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
      ) : (
        <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** Sort order, grid or list, and the screen's actions (Export Results, Save Search). */
export function ResultsToolbar({
  sort,
  onSort,
  view,
  onView,
  children,
}: {
  sort: SearchSort;
  onSort: (sort: SearchSort) => void;
  view: ResultsView;
  onView: (view: ResultsView) => void;
  children?: ReactNode;
}) {
  const sortId = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={sortId} className="text-sm font-medium">
        Sort by
      </label>
      <Select id={sortId} value={sort} onChange={(e) => onSort(e.target.value as SearchSort)} className="w-auto min-w-40">
        {SEARCH_SORTS.map((s) => (
          <option key={s} value={s}>
            {SEARCH_SORT_LABELS[s]}
          </option>
        ))}
      </Select>
      <div role="group" aria-label="View" className="inline-flex rounded-md border border-input">
        {(['grid', 'list'] as const).map((v) => (
          <Button
            key={v}
            variant="ghost"
            size="icon"
            aria-pressed={view === v}
            aria-label={v === 'grid' ? 'Grid view' : 'List view'}
            className={cn(view === v && 'bg-accent text-accent-foreground')}
            onClick={() => onView(v)}
          >
            <ViewIcon view={v} />
          </Button>
        ))}
      </div>
      <div className="ml-auto flex flex-wrap gap-2">{children}</div>
    </div>
  );
}
