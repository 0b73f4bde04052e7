import { useState, type FormEvent } from 'react';
import {
  CreateSavedSearchDto,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  savedSearchLabel,
  validateForm,
  type SavedSearch,
  type SearchFilters,
} from '@fiji/contracts';
import { serverMessage, toast } from '@fiji/platform';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
} from '@fiji/ui';
import { useDeleteSavedSearch, useSaveSearch, useSavedSearches } from '../api/saved-searches';

/** Save Search: a name (optional: the server names it from the filters) for the current filters. */
export function SaveSearchDialog({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: SearchFilters;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSearch();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name: name.trim() || undefined, filters };
    const errors = validateForm(CreateSavedSearchDto, input);
    setError(errors.name ?? Object.values(errors)[0]);
    if (Object.keys(errors).length) return;
    try {
      const saved = await save.mutateAsync(input);
      toast({ title: SEARCH_MESSAGES.searchSaved, description: saved.name });
      setName('');
      onOpenChange(false);
    } catch (e) {
      toast({ title: 'Error', description: serverMessage(e, 'Failed to save search.'), variant: 'destructive' });
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Save Search</DialogTitle>
          <DialogDescription>Keep these filters to run the same search again later.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <FormField label="Search Name" error={error} hint="Leave empty to name it after the filters.">
            <Input
              value={name}
              maxLength={SEARCH_LIMITS.savedSearchNameMax}
              placeholder={savedSearchLabel(filters)}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Search'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The viewer's saved searches: run one again (its filters replace the current ones) or delete it. */
export function SavedSearchesCard({ onRun }: { onRun: (search: SavedSearch) => void }) {
  const saved = useSavedSearches(true);
  const remove = useDeleteSavedSearch();
  const items = saved.data?.results ?? [];
  return (
    <Card data-testid="saved-searches">
      <CardHeader>
        <CardTitle as="h2" className="text-base">
          Saved Searches
        </CardTitle>
      </CardHeader>
      <CardContent>
        {saved.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading saved searches...</p>
        ) : saved.isError ? (
          <p className="text-sm text-destructive">Failed to load saved searches.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No saved searches yet. Use Save Search to keep one.</p>
        ) : (
          <ul className="grid gap-1">
            {items.map((s) => (
              <li key={s.id} className="flex items-center gap-1">
                <Button variant="ghost" size="sm" className="min-w-0 flex-1 justify-start truncate" onClick={() => onRun(s)}>
                  {s.name}
                  {s.planLockedAt && <span className="ml-1 text-xs text-muted-foreground">(read-only: your plan ended)</span>}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete saved search ${s.name}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(s.id, {
                      onError: (e) => toast({ title: 'Error', description: serverMessage(e, 'Failed to delete saved search.'), variant: 'destructive' }),
                    })
                  }
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
                  </svg>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
