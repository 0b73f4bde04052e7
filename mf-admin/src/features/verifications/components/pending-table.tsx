import { useState } from 'react';
import { Link } from 'react-router';
import { LIMITS, displayName, type PendingVerification } from '@fiji/contracts';
import { serverMessage, toast } from '@fiji/platform';
import { Avatar, Badge, Button, Checkbox, ScrollRegion } from '@fiji/ui';
import { fijiTime } from '#shared/lib/admin-time';
import { useVerifyPlayer } from '../api/pending-verifications';
import { RejectDialog } from './reject-dialog';

const HEADERS = ['Player', 'School', 'Position', 'Submitted', 'Contact', 'Actions'];

/** The spec's age: this year minus the birth year. */
const ageOf = (dob: string | null) => (dob ? new Date().getFullYear() - Number(dob.slice(0, 4)) : null);

export interface PendingTableProps {
  rows: PendingVerification[];
  /** With selection checkboxes (the verifications page's bulk verify). */
  selected?: Set<string>;
  onToggle?: (id: string, on: boolean) => void;
}

/** Pending player verifications: avatar, name and age, school, 2 positions then +N, submitted, contact, actions. */
export function PendingTable({ rows, selected, onToggle }: PendingTableProps) {
  const verify = useVerifyPlayer();
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const onVerify = async (row: PendingVerification) => {
    try {
      await verify.mutateAsync(row.id);
      toast({ title: `${displayName(row.user)} verified`, description: 'The player has the badge and was notified.' });
    } catch (e) {
      toast({ title: 'Could not verify', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <ScrollRegion label="Pending verifications (scrolls sideways)" className="rounded-md border">
      <table className="w-full min-w-[760px] text-left text-sm">
        <caption className="sr-only">Pending player verifications</caption>
        <thead>
          <tr className="border-b">
            {selected && (
              <th scope="col" className="w-10 p-3">
                <span className="sr-only">Select</span>
              </th>
            )}
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="p-3 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const positions = r.positions ?? [];
            const name = displayName(r.user);
            const age = ageOf(r.dob);
            return (
              <tr key={r.id} className="border-b last:border-0" data-testid="pending-row">
                {selected && (
                  <td className="p-3">
                    <Checkbox aria-label={`Select ${name}`} checked={selected.has(r.id)} onChange={(e) => onToggle?.(r.id, e.target.checked)} />
                  </td>
                )}
                <td className="p-3">
                  <div className="flex items-center gap-3">
                    <Avatar src={r.user.profileImageUrl} name={name} size="sm" />
                    <div>
                      <span className="font-medium" data-testid="pending-name">
                        {name}
                      </span>
                      {age != null && <span className="block text-xs text-muted-foreground">Age {age}</span>}
                      {r.fastTrackedAt && <Badge variant="warning">Fast-track</Badge>}
                      {r.previousRejectionReason && <Badge variant="outline">Resubmitted</Badge>}
                    </div>
                  </div>
                </td>
                <td className="p-3">
                  {r.school}
                  {r.province && <span className="block text-xs text-muted-foreground">{r.province}</span>}
                </td>
                <td className="p-3">
                  {positions.slice(0, LIMITS.previewPositions).join(', ')}{' '}
                  {positions.length > LIMITS.previewPositions && <Badge variant="outline">+{positions.length - LIMITS.previewPositions}</Badge>}
                </td>
                <td className="p-3">{fijiTime(r.createdAt)}</td>
                <td className="p-3 break-all">{r.contactEmail}</td>
                <td className="p-3">
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => onVerify(r)} disabled={verify.isPending} aria-label={`Verify ${name}`}>
                      Verify
                    </Button>
                    <Button size="sm" variant="outline" onClick={() => setRejecting({ id: r.id, name })} aria-label={`Reject ${name}`}>
                      Reject
                    </Button>
                    <Link className="inline-flex h-9 items-center text-primary underline" to={`/player/${r.id}`} aria-label={`View details of ${name}`}>
                      View details
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <RejectDialog player={rejecting} onClose={() => setRejecting(null)} />
    </ScrollRegion>
  );
}
