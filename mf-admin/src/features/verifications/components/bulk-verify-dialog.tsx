import { displayName, type PendingVerification } from '@fiji/contracts';
import { serverMessage, toast } from '@fiji/platform';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@fiji/ui';
import { useBulkVerify } from '../api/pending-verifications';

/** The selection, named one by one, before it is verified in one go. */
export function BulkVerifyDialog({ open, rows, onClose, onDone }: { open: boolean; rows: PendingVerification[]; onClose: () => void; onDone: () => void }) {
  const bulk = useBulkVerify();
  const confirm = async () => {
    try {
      const result = await bulk.mutateAsync(rows.map((r) => r.id));
      toast({
        title: `${result.verified.length} player(s) verified`,
        description: result.skipped.length ? `${result.skipped.length} were already decided by another admin.` : 'Each player was notified.',
      });
      onDone();
    } catch (e) {
      toast({ title: 'Could not verify the selection', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && !bulk.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Verify {rows.length} player(s)?</DialogTitle>
          <DialogDescription>Each gets the verified badge and a notification.</DialogDescription>
        </DialogHeader>
        <ul className="max-h-64 list-disc overflow-y-auto pl-5 text-sm" aria-label="Selected players" data-testid="bulk-preview">
          {rows.map((r) => (
            <li key={r.id}>
              {displayName(r.user)}
              {r.school ? ` · ${r.school}` : ''}
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={bulk.isPending}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={bulk.isPending || rows.length === 0}>
            {bulk.isPending ? 'Verifying…' : `Verify ${rows.length}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
