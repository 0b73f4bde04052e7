import { useState, type FormEvent } from 'react';
import { CONTACT_REQUEST_MESSAGES, CreateContactRequestDto, validateForm } from '@fiji/contracts';
import { toast } from '@fiji/platform';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';
import { FormField } from './form-field';
import { Textarea } from './textarea';

/** What the dialog hands to onSubmit: the body of POST /api/contact-requests. */
export type ContactRequestInput = Pick<CreateContactRequestDto, 'toUser' | 'playerId' | 'message'>;

export interface ContactRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The player's display name. */
  playerName: string;
  /** The player's user id (the request's recipient); unknown when the profile gave none. */
  toUser: string | null | undefined;
  playerId: string;
  /**
   * Sends the request. Resolve to close the dialog (and clear the message); reject to keep it open
   * with the message typed so far. The caller shows the toasts.
   */
  onSubmit: (input: ContactRequestInput) => Promise<unknown>;
}

/**
 * The contact-request form of a player card or profile: one message, checked with the same DTO the
 * server validates POST /api/contact-requests with, and a pending state while it is sent.
 */
export function ContactRequestDialog({ open, onOpenChange, playerName, toUser, playerId, onSubmit }: ContactRequestDialogProps) {
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const change = (next: boolean) => {
    if (pending) return; // the request is on its way: keep the dialog until it settles
    if (!next) setErrors({});
    onOpenChange(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { toUser: toUser ?? '', playerId, message };
    const found = validateForm(CreateContactRequestDto, input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The spec's toasts, besides the text under the field.
      const unknownRecipient = !!(found.toUser ?? found.playerId);
      toast({
        variant: 'destructive',
        title: unknownRecipient ? 'Error' : CONTACT_REQUEST_MESSAGES.messageRequiredTitle,
        description: unknownRecipient ? CONTACT_REQUEST_MESSAGES.playerUnavailable : CONTACT_REQUEST_MESSAGES.messageRequired,
      });
      return;
    }
    setPending(true);
    try {
      await onSubmit({ ...input, message: message.trim() });
      setMessage('');
      setPending(false);
      onOpenChange(false);
    } catch {
      setPending(false);
    }
  };

  const recipientError = errors.toUser ?? errors.playerId;
  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent data-testid="contact-request-dialog">
        <DialogHeader>
          <DialogTitle>Contact {playerName}</DialogTitle>
          <DialogDescription>
            Introduce yourself and say why you are interested. {playerName} can approve or decline your request.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <FormField label="Message" required error={errors.message}>
            <Textarea
              name="message"
              rows={5}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              disabled={pending}
            />
          </FormField>
          {recipientError && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {recipientError}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => change(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
              {pending ? 'Sending...' : 'Send Request'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
