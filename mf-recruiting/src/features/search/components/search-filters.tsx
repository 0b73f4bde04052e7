import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  DIVISIONS,
  FORMATS,
  POSITION_GROUP_NAMES,
  SEARCH_MESSAGES,
  activeFilterCount,
  type SearchFilters,
} from '@fiji/contracts';
import { Button, FormField, Input, Select } from '@fiji/ui';
import { CommitInput } from '#shared/components/commit-input';

/** Graduation years offered: 8, from the current year minus 4. */
export function gradYearOptions(now: Date = new Date()): number[] {
  const first = now.getFullYear() - 4;
  return Array.from({ length: 8 }, (_, i) => first + i);
}

const ALL = 'all';

/** The query box with its Search button and the Filters toggle. */
export function SearchBar({
  query,
  onSearch,
  filtersOpen,
  onToggleFilters,
  panelId,
}: {
  query: string;
  onSearch: (query: string) => void;
  filtersOpen?: boolean;
  onToggleFilters?: () => void;
  panelId?: string;
}) {
  const [draft, setDraft] = useState(query);
  useEffect(() => setDraft(query), [query]);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap gap-2">
      <label htmlFor={id} className="sr-only">
        Search players
      </label>
      <Input
        id={id}
        type="search"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        placeholder="Search by name, school, or position..."
        className="min-w-0 flex-1 basis-52"
      />
      <Button type="submit">Search</Button>
      {onToggleFilters && (
        <Button variant="outline" aria-expanded={filtersOpen} aria-controls={panelId} onClick={onToggleFilters}>
          {filtersOpen ? 'Hide Filters' : 'Filters'}
        </Button>
      )}
    </form>
  );
}

/**
 * The filters panel: position group, school, province division, and the advanced filters
 * (graduation year, format) that free viewers see locked behind the upgrade prompt.
 */
export function FiltersPanel({
  id,
  filters,
  onChange,
  advancedLocked,
  onUnlock,
}: {
  id?: string;
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
  advancedLocked: boolean;
  onUnlock: () => void;
}) {
  const pick = (value: string) => (value === ALL ? undefined : value);
  return (
    <div id={id} role="group" aria-label="Filters" data-testid="search-filters" className="grid gap-4 rounded-lg border border-border bg-card p-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Position">
          <Select value={filters.position ?? ALL} onChange={(e) => onChange({ position: pick(e.target.value) })}>
            <option value={ALL}>All positions</option>
            {POSITION_GROUP_NAMES.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="School">
          <CommitInput value={filters.school ?? ''} placeholder="Any school" onCommit={(v) => onChange({ school: v || undefined })} />
        </FormField>
        <FormField label="Province">
          <Select value={filters.province ?? ALL} onChange={(e) => onChange({ province: pick(e.target.value) })}>
            <option value={ALL}>All provinces</option>
            {DIVISIONS.map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <fieldset className="grid gap-3 border-t border-border pt-4" data-testid="advanced-filters" data-locked={advancedLocked || undefined}>
        <legend className="sr-only">Advanced filters</legend>
        <p className="text-sm font-semibold" aria-hidden="true">
          Advanced filters
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Graduation Year">
            <Select
              disabled={advancedLocked}
              value={advancedLocked || filters.gradYear === undefined ? ALL : String(filters.gradYear)}
              onChange={(e) => onChange({ gradYear: e.target.value === ALL ? undefined : Number.parseInt(e.target.value, 10) })}
            >
              <option value={ALL}>All years</option>
              {gradYearOptions().map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label="Format">
            <Select
              disabled={advancedLocked}
              value={advancedLocked ? ALL : (filters.format ?? ALL)}
              onChange={(e) => onChange({ format: pick(e.target.value) })}
            >
              <option value={ALL}>All formats</option>
              {FORMATS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        {advancedLocked && (
          <div className="flex flex-wrap items-center gap-3 rounded-md bg-muted p-3 text-sm">
            <p className="flex-1 basis-56">{SEARCH_MESSAGES.advancedFiltersLocked}</p>
            <Button size="sm" onClick={onUnlock}>
              Upgrade to unlock
            </Button>
          </div>
        )}
      </fieldset>
    </div>
  );
}

/** "N filters applied" with Clear all; nothing when no filter is set. */
export function AppliedFilters({ filters, onClear }: { filters: SearchFilters; onClear: () => void }) {
  const n = activeFilterCount(filters);
  if (n === 0) return null;
  return (
    <p className="flex items-center gap-3 text-sm" data-testid="filters-applied">
      {/* The spec's text, whatever the count. */}
      <span role="status">{n} filters applied</span>
      <Button variant="link" size="sm" className="h-auto px-0" onClick={onClear}>
        Clear all
      </Button>
    </p>
  );
}
