import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Textarea } from '@fiji/ui';
import { MODERATION_REASON_MAX } from '@fiji/contracts';

export interface ActionDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  pending: boolean;
  /** Shown above the reason (e.g. the bulk preview). */
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** A moderation decision with its reason: the reason goes to the audit log and to the people told. */
export function ActionDialog({ open, title, description, confirmLabel, destructive, pending, children, onConfirm, onClose }: ActionDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (!reason.trim()) {
      setError('A reason is required');
      return;
    }
    try {
      await onConfirm(reason.trim());
      setReason('');
      setError(null);
    } catch {
      // The caller showed the error; the dialog stays open for another try.
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent data-testid="moderation-action-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <FormField label="Reason" required error={error}>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={MODERATION_REASON_MAX} rows={3} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant={destructive ? 'destructive' : 'default'} onClick={() => void confirm()} disabled={pending}>
            {pending ? 'Saving…' : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
