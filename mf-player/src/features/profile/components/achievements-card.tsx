import { useState } from 'react';
import { ACHIEVEMENT_TOASTS, ACHIEVEMENT_TYPE_LABELS, type AchievementResponse } from '@fiji/contracts';
import { toast } from '@fiji/platform';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, ConfirmDialog, EmptyState, Skeleton } from '@fiji/ui';
import { toastFailure } from '#shared/api/failure-toast';
import { useAchievements, useDeleteAchievement } from '../api/achievements';
import { AchievementDialog } from './achievement-dialog';

/** The rugby journey: achievements newest year first; the owner adds, edits and deletes (with a prompt). */
export function AchievementsCard({ playerId, owner }: { playerId: string; owner: boolean }) {
  const list = useAchievements(playerId);
  const remove = useDeleteAchievement(playerId);
  const [editing, setEditing] = useState<AchievementResponse | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AchievementResponse | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast({ title: 'Success', description: ACHIEVEMENT_TOASTS.deleted });
      },
      onError: (error) => {
        setDeleting(null);
        toastFailure(error, 'Error', ACHIEVEMENT_TOASTS.deleteFailed);
      },
    });
  };

  const achievements = list.data ?? [];
  return (
    <Card data-testid="achievements-card">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2">Rugby Journey</CardTitle>
        {owner && (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            Add Achievement
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {list.isLoading ? (
          <Skeleton className="h-20" />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Achievements could not be loaded.
          </p>
        ) : achievements.length === 0 ? (
          <EmptyState title="No achievements yet" description={owner ? 'Add titles, finals, captaincies and tours.' : undefined} />
        ) : (
          <ol className="grid gap-3">
            {achievements.map((a) => (
              <li key={a.id} className="grid gap-1 border-l-2 border-primary pl-3" data-testid="achievement-item">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold tabular-nums">{a.year}</span>
                  <span className="font-medium">{a.title}</span>
                </p>
                <p>
                  <Badge variant="secondary">{ACHIEVEMENT_TYPE_LABELS[a.type] ?? a.type}</Badge>
                </p>
                {a.note && <p className="text-sm text-muted-foreground">{a.note}</p>}
                {owner && (
                  <p className="flex gap-1">
                    <Button size="sm" variant="ghost" onClick={() => setEditing(a)} aria-label={`Edit ${a.title}`}>
                      Edit
                    </Button>
                    <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setDeleting(a)} aria-label={`Delete ${a.title}`}>
                      Delete
                    </Button>
                  </p>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
      {editing !== null && (
        <AchievementDialog playerId={playerId} achievement={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete achievement?"
        description={`"${deleting?.title ?? ''}" will be removed from your rugby journey. This action cannot be undone.`}
        confirmLabel="Delete Achievement"
        onConfirm={confirmDelete}
        pending={remove.isPending}
        pendingLabel="Deleting..."
      />
    </Card>
  );
}
