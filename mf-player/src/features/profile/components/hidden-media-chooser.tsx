import { useEffect, useState, type FormEvent } from 'react';
import { HIGHLIGHT_MESSAGES, type HighlightResponse } from '@fiji/contracts';
import { toast } from '@fiji/platform';
import { Button, Checkbox } from '@fiji/ui';
import { toastFailure } from '#shared/api/failure-toast';
import { useChooseVisible, useVisibleSelection } from '../api/highlights';

/**
 * After a paid plan ended (docs/billing.md "Media after a paid plan ends"): the owner picks which
 * highlights stay visible, exactly as many as the plan shows; the others stay hidden from everyone else
 * until they are deleted or a paid plan returns.
 */
export function HiddenMediaChooser({ playerId, highlights }: { playerId: string; highlights: HighlightResponse[] }) {
  const selection = useVisibleSelection(playerId, true);
  const choose = useChooseVisible(playerId);
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (selection.data) setChosen(selection.data.visible);
  }, [selection.data]);
  if (!selection.data) return null;
  const needed = Math.min(selection.data.allowance, highlights.length);
  const toggle = (id: string, on: boolean) => setChosen((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    choose.mutate(chosen, {
      onSuccess: () => toast({ title: HIGHLIGHT_MESSAGES.chooseVisibleSaved }),
      onError: (error) => toastFailure(error, 'Error', HIGHLIGHT_MESSAGES.chooseVisibleExactly(needed)),
    });
  };
  const ready = chosen.length === needed;
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-md border border-border p-3" data-testid="hidden-media-chooser" aria-labelledby="hidden-media-chooser-title">
      <h3 id="hidden-media-chooser-title" className="text-sm font-medium">
        {HIGHLIGHT_MESSAGES.chooseVisible}
      </h3>
      <p className="text-sm text-muted-foreground">{HIGHLIGHT_MESSAGES.chooseVisibleHelp(selection.data.allowance)}</p>
      <fieldset className="grid gap-2">
        <legend className="sr-only">{HIGHLIGHT_MESSAGES.chooseVisible}</legend>
        {highlights.map((h) => (
          <Checkbox
            key={h.id}
            label={h.title}
            checked={chosen.includes(h.id)}
            disabled={!chosen.includes(h.id) && chosen.length >= needed}
            onChange={(e) => toggle(h.id, e.currentTarget.checked)}
          />
        ))}
      </fieldset>
      <p className="text-sm tabular-nums" aria-live="polite" data-testid="hidden-media-count">
        {chosen.length} of {needed} chosen
      </p>
      <Button type="submit" size="sm" className="justify-self-start" disabled={!ready || choose.isPending}>
        {HIGHLIGHT_MESSAGES.chooseVisibleSave}
      </Button>
    </form>
  );
}
