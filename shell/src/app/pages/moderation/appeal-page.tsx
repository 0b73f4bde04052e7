import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { APPEAL_WINDOW_DAYS, MODERATION_MESSAGES, REPORT_TARGET_LABELS, REPORT_TEXT_MAX } from '@fiji/contracts';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { OwnerCaseView } from '@fiji/contracts';
import { serverMessage, toast, useAppeal, useAppealByLink, useAppealLink, useOwnerCase } from '@fiji/platform';
import { Button, Card, CardContent, CardHeader, CardTitle, FormField, Skeleton, Textarea } from '@fiji/ui';

const OUTCOME_TEXT: Record<string, string> = {
  hidden: 'Hidden by our safeguarding team',
  suspended: 'Account suspended by our safeguarding team',
  upheld: 'Decision kept after your appeal',
  restored: 'Restored after your appeal',
  dismissed: 'No action taken',
};

/** The time with its zone named (the viewer's own). */
const when = (iso: string) => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${new Date(iso).toLocaleString('en-FJ', { dateStyle: 'medium', timeStyle: 'short' })} (${zone})`;
};

/**
 * /account/moderation/:caseId: a moderation decision about the viewer's own content, reached from its
 * notification, with the one appeal allowed within APPEAL_WINDOW_DAYS days (docs/admin.md, "Moderation").
 */
export default function AppealPage() {
  const { caseId = '' } = useParams();
  return <Decision decision={useOwnerCase(caseId)} appeal={useAppeal(caseId)} />;
}

/**
 * /moderation/appeal/:token: the same decision and appeal opened from the mailed link, signed out (a
 * suspended owner cannot sign in); a used or expired link shows the not-found state.
 */
export function AppealLinkPage() {
  const { token = '' } = useParams();
  return <Decision decision={useAppealLink(token)} appeal={useAppealByLink(token)} />;
}

function Decision({ decision, appeal }: { decision: UseQueryResult<OwnerCaseView>; appeal: UseMutationResult<OwnerCaseView, Error, string> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(MODERATION_MESSAGES.textRequired);
      return;
    }
    setError(null);
    try {
      await appeal.mutateAsync(text.trim());
      toast({ title: 'Appeal sent', description: 'An admin will review the decision and you will be told the outcome.' });
      setText('');
    } catch (err) {
      toast({ variant: 'destructive', title: 'Error', description: serverMessage(err, 'Failed to send the appeal.') });
    }
  };

  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Moderation decision</h1>
      {decision.isLoading ? (
        <Skeleton className="h-40" />
      ) : decision.isError || !decision.data ? (
        <p role="alert" className="text-destructive">
          {MODERATION_MESSAGES.notFound}
        </p>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle as="h2">
              {REPORT_TARGET_LABELS[decision.data.targetType]}: {decision.data.targetLabel}
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p className="font-medium">{decision.data.outcome ? OUTCOME_TEXT[decision.data.outcome] : 'Under review'}</p>
            {decision.data.decisionReason && <p>Reason: {decision.data.decisionReason}</p>}
            {decision.data.decidedAt && <p className="text-muted-foreground">Decided {when(decision.data.decidedAt)}</p>}
            {decision.data.appeal ? (
              <p className="rounded-md bg-muted p-3">
                Your appeal ({when(decision.data.appeal.createdAt)}): {decision.data.appeal.text}
                <br />
                {decision.data.appeal.decision ? `Outcome: ${decision.data.appeal.decision === 'restore' ? 'restored' : 'decision kept'}` : 'Waiting for an admin.'}
              </p>
            ) : decision.data.canAppeal ? (
              <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3" aria-label="Appeal this decision">
                <p>
                  You may appeal once, within {APPEAL_WINDOW_DAYS} days
                  {decision.data.appealDeadline ? ` (until ${when(decision.data.appealDeadline)})` : ''}.
                </p>
                <FormField label="Why the decision should change" required error={error}>
                  <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={4} maxLength={REPORT_TEXT_MAX} disabled={appeal.isPending} />
                </FormField>
                <Button type="submit" className="justify-self-start" disabled={appeal.isPending} aria-busy={appeal.isPending || undefined}>
                  {appeal.isPending ? 'Sending…' : 'Send appeal'}
                </Button>
              </form>
            ) : (
              decision.data.appealDeadline && <p className="text-muted-foreground">{MODERATION_MESSAGES.appealExpired}</p>
            )}
          </CardContent>
        </Card>
      )}
    </section>
  );
}
