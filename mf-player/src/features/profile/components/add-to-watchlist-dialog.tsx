import { useState, type FormEvent } from 'react';
import { validateForm, WATCHLIST_MESSAGES, WatchlistNameDto } from '@fiji/contracts';
import { serverMessage, toast, useAddToWatchlist, useWatchlists, WatchlistStepError } from '@fiji/platform';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  RadioGroup,
  Skeleton,
  Textarea,
} from '@fiji/ui';
import { toastFailure } from '#shared/api/failure-toast';

const NEW = '__new__';

export interface AddToWatchlistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  playerId: string;
  playerName: string;
}

/**
 * Add to Watchlist (recruiter): pick one of your watchlists or create one inline
 * ("Watchlist name is required"), with an optional note, then add the player.
 */
export function AddToWatchlistDialog({ open, onOpenChange, playerId, playerName }: AddToWatchlistDialogProps) {
  const lists = useWatchlists(open);
  const add = useAddToWatchlist(playerId);
  const [choice, setChoice] = useState('');
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const watchlists = lists.data ?? [];
  // With no watchlist yet, creating one is the only choice.
  const selected = watchlists.length === 0 ? NEW : choice;

  const close = (next: boolean) => {
    if (add.isPending) return;
    if (!next) {
      setChoice('');
      setName('');
      setNote('');
      setErrors({});
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!selected) found.choice = WATCHLIST_MESSAGES.selectRequired;
    if (selected === NEW) {
      const nameError = validateForm(WatchlistNameDto, { name }).name;
      if (nameError) found.name = nameError;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const target = selected === NEW ? { newName: name.trim() } : { watchlistId: selected };
    add.mutate(
      { ...target, note: note.trim() || undefined },
      {
        onSuccess: () => {
          toast({ title: WATCHLIST_MESSAGES.playerAdded, description: WATCHLIST_MESSAGES.playerAddedDescription });
          close(false);
        },
        onError: (error) => {
          const cause = error instanceof WatchlistStepError ? error.cause : error;
          if (error instanceof WatchlistStepError && error.step === 'create')
            toastFailure(cause, 'Error', serverMessage(cause, WATCHLIST_MESSAGES.createFailed));
          else toastFailure(cause, 'Error', serverMessage(cause, WATCHLIST_MESSAGES.addFailed));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent data-testid="add-to-watchlist-dialog">
        <DialogHeader>
          <DialogTitle>Add to Watchlist</DialogTitle>
          <DialogDescription>Keep track of {playerName} in one of your watchlists.</DialogDescription>
        </DialogHeader>
        {lists.isLoading ? (
          <Skeleton className="h-24" />
        ) : (
          <form noValidate onSubmit={submit} className="grid gap-4">
            {watchlists.length > 0 && (
              <RadioGroup
                legend="Watchlist"
                name="watchlist"
                orientation="vertical"
                required
                options={[
                  ...watchlists.map((w) => ({ value: w.id, label: `${w.name} (${w.playerCount})` })),
                  { value: NEW, label: 'Create a new watchlist' },
                ]}
                value={choice}
                onValueChange={setChoice}
                error={errors.choice}
              />
            )}
            {selected === NEW && (
              <FormField label={WATCHLIST_MESSAGES.nameLabel} required error={errors.name} id="new-watchlist-name">
                <Input value={name} onChange={(e) => setName(e.target.value)} />
              </FormField>
            )}
            <FormField label="Note" id="watchlist-note" hint="Optional: why this player, what to watch for.">
              <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
            </FormField>
            <DialogFooter>
              <Button variant="outline" onClick={() => close(false)} disabled={add.isPending}>
                Cancel
              </Button>
              <Button type="submit" disabled={add.isPending} aria-busy={add.isPending || undefined}>
                {add.isPending ? 'Adding...' : 'Add to Watchlist'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
