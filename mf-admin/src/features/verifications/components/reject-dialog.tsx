import { useState } from 'react';
import { REJECTION_REASONS, REJECTION_REASON_LABELS, type RejectionReason } from '@fiji/contracts';
import { serverMessage, toast } from '@fiji/platform';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, FormField, Select, Textarea } from '@fiji/ui';
import { useRejectPlayer } from '../api/pending-verifications';

/** Reject with a template reason (and text, required for Other): the player is told and can resubmit. */
export function RejectDialog({ player, onClose }: { player: { id: string; name: string } | null; onClose: () => void }) {
  const reject = useRejectPlayer();
  const [reason, setReason] = useState<RejectionReason>('photo_unclear');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!player) return;
    if (reason === 'other' && !text.trim()) {
      setError('Say why in a few words');
      return;
    }
    try {
      await reject.mutateAsync({ id: player.id, reason, text: text.trim() || undefined });
      toast({ title: `${player.name}: verification rejected`, description: 'The player was told why and can resubmit.' });
      setText('');
      setError(null);
      onClose();
    } catch (e) {
      toast({ title: 'Could not reject', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <Dialog open={!!player} onOpenChange={(open) => !open && !reject.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject verification</DialogTitle>
          <DialogDescription>{player ? `${player.name} will be told the reason and can resubmit.` : ''}</DialogDescription>
        </DialogHeader>
        <FormField label="Reason" required>
          <Select value={reason} onChange={(e) => setReason(e.target.value as RejectionReason)}>
            {REJECTION_REASONS.map((r) => (
              <option key={r} value={r}>
                {REJECTION_REASON_LABELS[r]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={reason === 'other' ? 'Message to the player' : 'Message to the player (optional)'} required={reason === 'other'} error={error}>
          <Textarea value={text} maxLength={500} onChange={(e) => setText(e.target.value)} rows={3} />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={reject.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={submit} disabled={reject.isPending}>
            {reject.isPending ? 'Rejecting…' : 'Reject'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
