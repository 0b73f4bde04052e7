import { useEffect, useId, useState, type FormEvent } from 'react';
import { ORG_TYPES, ORGANIZATION_MESSAGES, type OrgType } from '@fiji/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, FormField, Input, Select, SkeletonGrid } from '@fiji/ui';
import { CommitInput } from '#shared/components/commit-input';
import type { OrgFilters, useOrganizations } from '../api/organizations';
import { OrganizationCard } from './organization-card';

/** The type select's labels (All types, Rugby Clubs, Provincial Union, Rugby Academies, School Rugby). */
const TYPE_OPTIONS: Record<OrgType, string> = {
  club: 'Rugby Clubs',
  union: 'Provincial Union',
  academy: 'Rugby Academies',
  school: 'School Rugby',
};

const TIPS = [
  'Clubs take players from U16 up: check the age groups on each card.',
  'Academies and school rugby programmes often run trials early in the season.',
  'Verified organizations have been checked by our team.',
  'Use the city or town filter to find a club close to home.',
] as const;

function ClubSearchBox({ union, value, onSearch }: { union: string; value: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        Search clubs
      </label>
      <Input id={id} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={`Search clubs in ${union}...`} />
      <Button type="submit">Search</Button>
    </form>
  );
}

/** A chosen union: back link, breadcrumb, refine card, tips, search box and the organisations. */
export function UnionDirectory({
  orgs,
  filters,
  onBack,
  onRefine,
  onClearRefine,
}: {
  orgs: ReturnType<typeof useOrganizations>;
  filters: OrgFilters;
  onBack: () => void;
  onRefine: (patch: Partial<Omit<OrgFilters, 'union'>>) => void;
  onClearRefine: () => void;
}) {
  const data = orgs.data;
  const results = data?.results ?? [];
  const filtered = !!(filters.q || filters.orgType || filters.city);
  const countLabel = data ? (filtered ? `${data.matched} clubs found` : `${data.total} organizations`) : null;

  return (
    <div className="grid gap-4" data-testid="union-directory">
      <button type="button" className="justify-self-start text-sm font-medium text-primary hover:underline" onClick={onBack}>
        ← Back to Union Selection
      </button>
      <nav aria-label="Breadcrumb">
        <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
          <li>
            <button type="button" className="hover:underline" onClick={onBack}>
              Clubs
            </button>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <span aria-current="page" className="font-medium text-foreground">
              {filters.union} Union
            </span>
          </li>
        </ol>
      </nav>
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="grid content-start gap-4" aria-label="Refine">
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-base">
                Refine Your Search
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <FormField label="Organization Type">
                <Select value={filters.orgType ?? 'all'} onChange={(e) => onRefine({ orgType: e.target.value === 'all' ? undefined : e.target.value })}>
                  <option value="all">All types</option>
                  {ORG_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {TYPE_OPTIONS[t]}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField label="City/Town">
                <CommitInput value={filters.city ?? ''} placeholder="e.g. Nausori" onCommit={(city) => onRefine({ city: city || undefined })} />
              </FormField>
              <Button variant="outline" onClick={onClearRefine} disabled={!filters.orgType && !filters.city}>
                Clear Filters
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-base">
                Tips
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground">
                {TIPS.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </aside>
        <div className="grid min-w-0 content-start gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">{filters.union} Union</h2>
            {countLabel && (
              <Badge variant="secondary" data-testid="organizations-count">
                {countLabel}
              </Badge>
            )}
          </div>
          <ClubSearchBox union={filters.union} value={filters.q ?? ''} onSearch={(q) => onRefine({ q: q || undefined })} />
          {orgs.isPending ? (
            <div aria-busy="true">
              <span className="sr-only" role="status">
                Loading organizations...
              </span>
              <SkeletonGrid count={4} className="grid gap-3 sm:grid-cols-2" itemClassName="h-48" />
            </div>
          ) : orgs.isError ? (
            <p role="alert" className="text-destructive">
              {ORGANIZATION_MESSAGES.searchFailed}
            </p>
          ) : results.length === 0 ? (
            <p className="py-10 text-center font-semibold" data-testid="organizations-empty">
              {ORGANIZATION_MESSAGES.empty}
            </p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2" aria-label="Organizations">
              {results.map((o) => (
                <li key={o.id}>
                  <OrganizationCard org={o} preview={data!.preview} />
                </li>
              ))}
            </ul>
          )}
          {data && (
            <p className="text-sm text-muted-foreground" data-testid="organizations-footer">
              {ORGANIZATION_MESSAGES.showing(data.matched, data.total)}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
