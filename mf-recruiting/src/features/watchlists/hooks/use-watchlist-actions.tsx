import { useState } from 'react';
import { WATCHLIST_MESSAGES as TEXT, type WatchlistSummary } from '@fiji/contracts';
import { isUpgradeRequired, serverMessage, toast, useDeleteWatchlist, useRenameWatchlist, useSession } from '@fiji/platform';
import { ConfirmDialog, UpgradeDialog } from '@fiji/ui';
import { exportWatchlist } from '../api/watchlists';
import { WatchlistNameDialog } from '../components/watchlist-name-dialog';

type Target = Pick<WatchlistSummary, 'id' | 'name'>;

/**
 * Edit (rename), Export (CSV) and Delete (with confirmation) of a watchlist, with their dialogs and
 * toasts; used by the cards and by the detail view. `onDeleted` runs after a delete succeeded.
 */
export function useWatchlistActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { user } = useSession();
  const rename = useRenameWatchlist();
  const remove = useDeleteWatchlist();
  const [renaming, setRenaming] = useState<Target | null>(null);
  const [deleting, setDeleting] = useState<Target | null>(null);
  const [upgrade, setUpgrade] = useState(false);

  const exportCsv = async (w: Target) => {
    try {
      const file = await exportWatchlist(w);
      toast({ title: 'Export ready', description: `${file} is downloading.` });
    } catch (error) {
      if (isUpgradeRequired(error)) setUpgrade(true);
      else toast({ title: 'Export failed', description: serverMessage(error, 'Failed to export watchlist.'), variant: 'destructive' });
    }
  };

  const dialogs = (
    <>
      <WatchlistNameDialog
        open={renaming !== null}
        onOpenChange={(open) => !open && setRenaming(null)}
        title="Rename Watchlist"
        description="Give this watchlist a new name."
        submitLabel="Save"
        initialName={renaming?.name ?? ''}
        onSubmit={(name) =>
          rename.mutateAsync({ id: renaming!.id, name }).then(() => toast({ title: TEXT.renamed, description: name }))
        }
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Watchlist"
        description={deleting ? TEXT.deleteConfirm(deleting.name) : ''}
        confirmLabel="Delete"
        onConfirm={() =>
          remove.mutateAsync(deleting!.id).then(
            () => {
              toast({ title: TEXT.deleted, description: deleting!.name });
              onDeleted?.();
            },
            (error: unknown) => {
              toast({ title: 'Error', description: serverMessage(error, 'Failed to delete watchlist.'), variant: 'destructive' });
              throw error;
            },
          )
        }
      />
      <UpgradeDialog open={upgrade} onOpenChange={setUpgrade} role={user?.role} reason={TEXT.upgradeToExport} />
    </>
  );

  return { edit: setRenaming, exportCsv, remove: setDeleting, dialogs };
}
