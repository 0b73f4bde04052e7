import { useEffect, useState, type FormEvent } from 'react';
import { WATCHLIST_MESSAGES, WATCHLIST_NAME_MAX, WatchlistNameDto } from '@fiji/contracts';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Input, useFormSubmit } from '@fiji/ui';
import { parseApiError } from '@fiji/platform';

/**
 * Create Watchlist and Rename: one field, Watchlist Name, checked with the DTO the server uses
 * ("Watchlist name is required"). A server refusal (duplicate name) shows under the field.
 */
export function WatchlistNameDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initialName = '',
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  initialName?: string;
  /** Resolves when saved (the dialog closes); rejects with the api error (the dialog shows it). */
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const [name, setName] = useState(initialName);
  const { errors, setErrors, pending: busy, run } = useFormSubmit(WatchlistNameDto);
  useEffect(() => {
    if (open) {
      setName(initialName);
      setErrors({});
    }
  }, [open, initialName, setErrors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    return run(
      { name },
      async () => {
        await onSubmit(name.trim());
        onOpenChange(false);
      },
      (e) => {
        const parsed = parseApiError(e);
        setErrors({ name: parsed.fieldErrors.name ?? (parsed.status ? parsed.message : WATCHLIST_MESSAGES.createFailedRetry) });
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <FormField label={WATCHLIST_MESSAGES.nameLabel} required error={errors.name}>
            <Input value={name} maxLength={WATCHLIST_NAME_MAX} onChange={(e) => setName(e.target.value)} placeholder="e.g. Front row prospects" />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
