import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Textarea } from '@fiji/ui';

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Whether a reason must be given (suspend, unsuspend) or may be (verify). */
  required?: boolean;
  /** Shown above the reason: extra fields (the suspension's category) or a bulk action's preview. */
  children?: ReactNode;
  /** The longest reason the server takes. */
  maxLength?: number;
  testId?: string;
  pending: boolean;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * An admin action that records why: the reason goes to the audit log, and to whoever is told of the
 * decision (a suspended user, a report's owner and reporters). Shared by the console's features.
 */
export function ReasonDialog({ open, title, description, confirmLabel, destructive, required = true, children, maxLength = 500, testId, pending, onConfirm, onClose }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (required && !reason.trim()) {
      setError('A reason is required');
      return;
    }
    try {
      await onConfirm(reason.trim());
      setReason('');
      setError(null);
    } catch {
      // The caller reported it; the dialog stays open for another try.
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <FormField label={required ? 'Reason' : 'Note (optional)'} required={required} error={error}>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={maxLength} rows={3} />
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
