import { useState } from 'react';
import type { AppealDecision, BulkModerationPreview, CaseAction, ModerationCase } from '@fiji/contracts';
import { MODERATION_REASON_MAX, REPORT_TARGET_LABELS } from '@fiji/contracts';
import { serverMessage, toast } from '@fiji/platform';
import { Button, FormField, Select, Skeleton } from '@fiji/ui';
import { AdminGate } from '#shared/components/admin-gate';
import { CONSOLE_TIME_ZONE, flattenPages } from '#shared/lib/admin-time';
import { ReasonDialog } from '#shared/components/reason-dialog';
import { previewBulk, useAppealDecision, useBulkAction, useCaseAction, useModerationQueue, type QueueStatus } from '../api/moderation';
import { CaseCard } from './case-card';
import { LiftRequests } from './lift-requests';

const ACTION_TEXT: Record<CaseAction, { title: string; label: string; description: string }> = {
  dismiss: { title: 'Dismiss the report', label: 'Dismiss', description: 'The content stays up. The reporters are told.' },
  hide: { title: 'Hide the content', label: 'Hide', description: 'Gone at once for everyone but admins. The owner is told why and may appeal once within 20 days; the reporters are told.' },
  suspend: { title: 'Suspend the account', label: 'Suspend', description: 'The owner is signed out and hidden. A child-safety case marks a suspension only two admins can lift.' },
};

type Pending = { kind: 'one'; c: ModerationCase; action: CaseAction } | { kind: 'appeal'; c: ModerationCase; decision: AppealDecision } | { kind: 'bulk'; action: CaseAction; preview: BulkModerationPreview };

/** /admin/moderation: the safeguarding desk (docs/admin.md, "Moderation"). */
export default function ModerationPage() {
  const [status, setStatus] = useState<QueueStatus>('open');
  const queue = useModerationQueue(status);
  const cases = flattenPages(queue.data?.pages);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkAction, setBulkAction] = useState<CaseAction>('dismiss');
  const [pending, setPending] = useState<Pending | null>(null);
  const act = useCaseAction();
  const decide = useAppealDecision();
  const bulk = useBulkAction();
  const busy = act.isPending || decide.isPending || bulk.isPending;

  const select = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const openBulk = async () => {
    try {
      setPending({ kind: 'bulk', action: bulkAction, preview: await previewBulk(bulkAction, [...selected]) });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to preview the selection.') });
    }
  };

  const confirm = async (reason: string) => {
    if (!pending) return;
    try {
      if (pending.kind === 'one') await act.mutateAsync({ caseId: pending.c.id, action: pending.action, reason });
      else if (pending.kind === 'appeal') await decide.mutateAsync({ caseId: pending.c.id, decision: pending.decision, reason });
      else {
        const result = await bulk.mutateAsync({ action: pending.action, caseIds: pending.preview.cases.map((c) => c.id), reason });
        toast({ title: `${result.done.length} case(s) done`, description: result.skipped.length ? `${result.skipped.length} skipped (already decided)` : undefined });
        setSelected(new Set());
      }
      if (pending.kind !== 'bulk') toast({ title: 'Decision recorded', description: 'The people concerned have been told.' });
      setPending(null);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(error, 'Failed to record the decision.') });
      throw error;
    }
  };

  const dialog = pending
    ? pending.kind === 'appeal'
      ? {
          title: pending.decision === 'restore' ? 'Restore after appeal' : 'Uphold the decision',
          label: pending.decision === 'restore' ? 'Restore' : 'Uphold',
          description: pending.decision === 'restore' ? 'The content comes back (or the suspension ends). The owner is told.' : 'The decision stays. The owner is told.',
        }
      : ACTION_TEXT[pending.action]
    : null;

  return (
    <AdminGate>
      <section className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
        <h1 className="text-2xl font-bold">Content Moderation</h1>
        <p className="text-sm text-muted-foreground">
          Child safety first, then cases about or from minors, then the most reported. Each case shows its wait against the 24-hour first-action target.
          Times in Fiji time ({CONSOLE_TIME_ZONE}).
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <FormField label="Show">
            <Select value={status} onChange={(e) => { setStatus(e.target.value as QueueStatus); setSelected(new Set()); }}>
              <option value="open">Open (with appeals)</option>
              <option value="appealed">Appeals</option>
              <option value="closed">Decided</option>
            </Select>
          </FormField>
          {status === 'open' && (
            <>
              <FormField label="Bulk action">
                <Select value={bulkAction} onChange={(e) => setBulkAction(e.target.value as CaseAction)}>
                  <option value="dismiss">Dismiss</option>
                  <option value="hide">Hide content</option>
                  <option value="suspend">Suspend accounts</option>
                </Select>
              </FormField>
              <Button variant="outline" disabled={selected.size === 0} onClick={() => void openBulk()}>
                Preview {selected.size} selected
              </Button>
            </>
          )}
        </div>
        {queue.isLoading ? (
          <Skeleton className="h-40" />
        ) : queue.isError ? (
          <p role="alert" className="text-destructive">Failed to load the moderation queue.</p>
        ) : !cases.length ? (
          <p className="text-muted-foreground">No cases</p>
        ) : (
          <ul className="grid grid-cols-1 gap-3" aria-label="Moderation cases">
            {cases.map((c) => (
              <CaseCard
                key={c.id}
                c={c}
                selected={selected.has(c.id)}
                onSelect={(on) => select(c.id, on)}
                onAction={(action) => setPending({ kind: 'one', c, action })}
                onDecide={(decision) => setPending({ kind: 'appeal', c, decision })}
              />
            ))}
          </ul>
        )}
        {queue.hasNextPage && (
          <Button variant="outline" className="justify-self-start" onClick={() => queue.fetchNextPage()} disabled={queue.isFetchingNextPage}>
            {queue.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )}
        <LiftRequests />
        {dialog && (
          <ReasonDialog
            open
            testId="moderation-action-dialog"
            maxLength={MODERATION_REASON_MAX}
            title={dialog.title}
            description={dialog.description}
            confirmLabel={dialog.label}
            destructive={pending?.kind !== 'appeal' && pending?.action !== 'dismiss'}
            pending={busy}
            onConfirm={confirm}
            onClose={() => setPending(null)}
          >
            {pending?.kind === 'bulk' && (
              <ul className="grid max-h-48 gap-1 overflow-y-auto text-sm" aria-label="Selected cases">
                {pending.preview.cases.map((c) => (
                  <li key={c.id}>
                    {REPORT_TARGET_LABELS[c.targetType]}: {c.targetLabel} ({c.ownerName}){c.childSafety ? ', child safety' : ''}
                    {c.willApply ? '' : ` (skipped: ${c.note})`}
                  </li>
                ))}
              </ul>
            )}
          </ReasonDialog>
        )}
      </section>
    </AdminGate>
  );
}
