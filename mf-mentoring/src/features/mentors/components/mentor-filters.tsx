import { useEffect, useId, useRef, useState } from 'react';
import { MENTOR_LANGUAGES, MENTOR_SORT_LABELS, MENTOR_SORTS, MENTOR_SPECIALIZATIONS, type MentorSort } from '@fiji/contracts';
import { Button, Checkbox, FormField, Input, Select } from '@fiji/ui';
import type { MentorFilters as Filters } from '../api/mentors';

export interface MentorFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  /** Rate range and verified-only are the paid viewers' filters (the server refuses them otherwise). */
  advancedLocked: boolean;
  onUnlock: () => void;
}

/** The list's filters: specialization, language, availability, sort; rate range and verified-only for paid viewers. */
export function MentorFilters({ filters, onChange, advancedLocked, onUnlock }: MentorFiltersProps) {
  const advancedId = useId();
  return (
    <form role="search" aria-label="Filter mentors" className="grid gap-4 rounded-lg border p-4" onSubmit={(e) => e.preventDefault()}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label="Specialization">
          <Select value={filters.specialization ?? ''} onChange={(e) => onChange({ specialization: e.target.value || undefined })}>
            <option value="">All specializations</option>
            {MENTOR_SPECIALIZATIONS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </Select>
        </FormField>
        <FormField label="Language">
          <Select value={filters.language ?? ''} onChange={(e) => onChange({ language: e.target.value || undefined })}>
            <option value="">Any language</option>
            {MENTOR_LANGUAGES.map((l) => (
              <option key={l}>{l}</option>
            ))}
          </Select>
        </FormField>
        <FormField label="Sort by">
          <Select value={filters.sort ?? 'rating'} onChange={(e) => onChange({ sort: e.target.value as MentorSort })}>
            {MENTOR_SORTS.map((s) => (
              <option key={s} value={s}>
                {MENTOR_SORT_LABELS[s]}
              </option>
            ))}
          </Select>
        </FormField>
        <div className="flex items-end pb-2">
          <Checkbox
            label="Available in the next 7 days"
            checked={filters.availableWithinDays === '7'}
            onChange={(e) => onChange({ availableWithinDays: e.target.checked ? '7' : undefined })}
          />
        </div>
      </div>
      <fieldset className="grid gap-3" aria-describedby={advancedLocked ? advancedId : undefined}>
        <legend className="mb-1 text-sm font-medium">Advanced filters</legend>
        {advancedLocked && (
          <p id={advancedId} className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            Rate range and verified-only filters are available on a paid plan.
            <Button type="button" size="sm" variant="outline" onClick={onUnlock}>
              Upgrade
            </Button>
          </p>
        )}
        <div className="flex flex-wrap items-end gap-4">
          <FormField label="Minimum rate ($/hr)">
            <RateInput disabled={advancedLocked} value={filters.minRate} onSettled={(minRate) => onChange({ minRate })} />
          </FormField>
          <FormField label="Maximum rate ($/hr)">
            <RateInput disabled={advancedLocked} value={filters.maxRate} onSettled={(maxRate) => onChange({ maxRate })} />
          </FormField>
          <div className="pb-2">
            <Checkbox
              label="Verified mentors only"
              disabled={advancedLocked}
              checked={filters.verified === 'true'}
              onChange={(e) => onChange({ verified: e.target.checked ? 'true' : undefined })}
            />
          </div>
        </div>
      </fieldset>
    </form>
  );
}

/** Typing pauses this long before the list reloads: one request per rate, not one per keystroke (slow, costly data). */
const RATE_SETTLE_MS = 500;

/** A rate box that reports its value once typing has paused. */
function RateInput({ value, disabled, onSettled }: { value: string | undefined; disabled: boolean; onSettled: (value: string | undefined) => void }) {
  const [draft, setDraft] = useState(value ?? '');
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => setDraft(value ?? ''), [value]);
  useEffect(() => {
    if (draft === (value ?? '')) return;
    const timer = setTimeout(() => settled.current(draft || undefined), RATE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return <Input type="number" min={0} inputMode="decimal" className="w-32" disabled={disabled} value={draft} onChange={(e) => setDraft(e.target.value)} />;
}
