import { MODERATION_FIRST_ACTION_HOURS, REPORT_REASON_LABELS, REPORT_TARGET_LABELS, type AppealDecision, type CaseAction, type ModerationCase } from '@fiji/contracts';
import { Link } from 'react-router';
import { Badge, Button, Checkbox } from '@fiji/ui';
import { fijiTime } from '#shared/lib/admin-time';

export interface CaseCardProps {
  c: ModerationCase;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: CaseAction) => void;
  onDecide: (decision: AppealDecision) => void;
}

/**
 * Where the admin sees the reported item: a player profile or mentor page directly (admins see hidden
 * ones); a highlight through its owner's account panel (its profile link shows the highlight), and a
 * contact request through its sender's panel, as admins have no view of someone else's request.
 */
function caseTargetLink(c: Pick<ModerationCase, 'targetType' | 'targetId' | 'ownerUserId'>): { to: string; label: string } {
  const owner = `/admin/users?user=${encodeURIComponent(c.ownerUserId)}`;
  switch (c.targetType) {
    case 'player':
      return { to: `/player/${c.targetId}`, label: 'Open player profile' };
    case 'mentor':
      return { to: `/mentoring/${c.targetId}`, label: 'Open mentor page' };
    case 'highlight':
      return { to: owner, label: "Open the owner's account (profile with the highlight)" };
    case 'contact_request':
      return { to: owner, label: "Open the sender's account" };
  }
}

/** One case of the queue: what was reported, by how many, why, how long it has waited, and the actions. */
export function CaseCard({ c, selected, onSelect, onAction, onDecide }: CaseCardProps) {
  const target = caseTargetLink(c);
  const waited = c.firstActionAt ? `First action ${fijiTime(c.firstActionAt)}` : `Waiting ${c.ageHours} h of ${MODERATION_FIRST_ACTION_HOURS} h`;
  return (
    // wrap-anywhere: names, titles, report and appeal texts are written by users and may hold a word wider than a phone.
    <li className="grid gap-3 rounded-md border p-4 wrap-anywhere" data-testid="moderation-case" data-case-id={c.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 className="text-base font-semibold">
            {REPORT_TARGET_LABELS[c.targetType]}: {c.targetLabel}
          </h2>
          <p className="text-sm text-muted-foreground">Owner: {c.ownerName || c.ownerUserId}</p>
          <Link className="text-sm text-primary underline" to={target.to} data-testid="case-target-link">
            {target.label}
          </Link>
        </div>
        {c.status === 'open' && <Checkbox label="Select for bulk action" checked={selected} onChange={(e) => onSelect(e.target.checked)} />}
      </div>
      <div className="flex flex-wrap gap-2">
        {c.childSafety && <Badge variant="destructive">Child safety</Badge>}
        {c.involvesMinor && <Badge variant="warning">Minor involved</Badge>}
        <Badge variant="secondary">
          {c.reporterCount} reporter{c.reporterCount === 1 ? '' : 's'}
        </Badge>
        {c.status === 'appealed' && <Badge variant="outline">Appealed</Badge>}
        {c.outcome && <Badge variant="outline">{c.outcome}</Badge>}
        {/* Wraps: "First action" carries a whole date and time with its zone, wider than a phone's card on one line. */}
        <Badge variant={c.overdue ? 'destructive' : 'outline'} className="whitespace-normal">{c.overdue ? `Overdue: ${c.ageHours} h (target ${MODERATION_FIRST_ACTION_HOURS} h)` : waited}</Badge>
      </div>
      <p className="text-sm">
        Reasons: {c.reasons.map((r) => REPORT_REASON_LABELS[r]).join(', ')} · Opened {fijiTime(c.openedAt)}
      </p>
      {c.appeal && (
        <p className="rounded-md bg-muted p-2 text-sm">
          Appeal ({fijiTime(c.appeal.createdAt)}): {c.appeal.text}
        </p>
      )}
      {c.decisionReason && <p className="text-sm text-muted-foreground">Decision: {c.decisionReason}</p>}
      <details>
        <summary className="cursor-pointer text-sm font-medium">Reports ({c.reports.length})</summary>
        <ul className="mt-2 grid gap-2 text-sm">
          {c.reports.map((r, i) => (
            <li key={`${r.reporterId}-${i}`} className="border-l-2 pl-2">
              <span className="font-medium">{r.reporterName}</span>
              {r.reporterIsMinor && ' (under 18)'} · {REPORT_REASON_LABELS[r.reason]} · {fijiTime(r.createdAt)}
              <br />
              {r.text}
            </li>
          ))}
        </ul>
      </details>
      {c.status === 'open' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onAction('dismiss')}>
            Dismiss
          </Button>
          <Button variant="destructive" size="sm" onClick={() => onAction('hide')}>
            Hide content
          </Button>
          <Button variant="destructive" size="sm" onClick={() => onAction('suspend')}>
            Suspend account
          </Button>
        </div>
      )}
      {c.status === 'appealed' && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onDecide('uphold')}>
            Uphold decision
          </Button>
          <Button size="sm" onClick={() => onDecide('restore')}>
            Restore
          </Button>
        </div>
      )}
    </li>
  );
}
