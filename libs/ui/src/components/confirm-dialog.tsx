import { useState } from 'react';
import { Button, buttonVariants } from './button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /**
   * Runs the action. When it returns a promise the dialog waits (buttons disabled), closes once it
   * resolves and stays open when it rejects (the caller reported the failure, the user may retry).
   * Otherwise the caller closes the dialog itself and reports its progress with `pending`.
   */
  onConfirm: () => void | Promise<unknown>;
  /** The caller's action is running (e.g. its mutation's isPending): buttons disabled, no closing. */
  pending?: boolean;
  /** The confirm button's text while the action runs (default: `confirmLabel`). */
  pendingLabel?: string;
}

/** "Are you sure?" before a destructive action (delete a highlight, withdraw a request...): an alertdialog. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending = false, pendingLabel }: ConfirmDialogProps) {
  const [waiting, setWaiting] = useState(false);
  const busy = pending || waiting;
  const confirm = async () => {
    const result = onConfirm();
    if (!result || typeof result.then !== 'function') return;
    setWaiting(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // Reported by the caller (a toast); the dialog stays so the user can retry or cancel.
    } finally {
      setWaiting(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent role="alertdialog" data-testid="confirm-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose className={buttonVariants({ variant: 'outline' })} disabled={busy}>
            Cancel
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
            {busy ? (pendingLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
