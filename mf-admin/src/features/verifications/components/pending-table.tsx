import { Link } from 'react-router';
import { LIMITS, displayName } from '@fiji/contracts';
import { Badge, Skeleton } from '@fiji/ui';
import { pendingList, usePendingVerifications } from '../api/pending-verifications';

/** The pending player verifications (admin console). */
export function PendingTable() {
  const pending = usePendingVerifications();
  const rows = pendingList(pending.data);
  if (pending.isLoading) return <Skeleton className="h-40" />;
  if (pending.isError) return <p role="alert" className="text-destructive">Failed to load pending verifications.</p>;
  if (!rows.length) return <p className="text-muted-foreground">No pending verifications</p>;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead>
          <tr className="border-b">
            {['Player', 'School', 'Position', 'Submitted', 'Contact', 'Actions'].map((h) => (
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
            const age = r.dob ? new Date().getFullYear() - new Date(r.dob).getFullYear() : null;
            return (
              <tr key={r.id} className="border-b last:border-0">
                <td className="p-3">
                  {name}
                  {age != null && <span className="block text-xs text-muted-foreground">Age {age}</span>}
                </td>
                <td className="p-3">{r.school}</td>
                <td className="p-3">
                  {positions.slice(0, LIMITS.previewPositions).join(', ')}
                  {positions.length > LIMITS.previewPositions && <Badge variant="outline">+{positions.length - LIMITS.previewPositions}</Badge>}
                </td>
                <td className="p-3">{new Date(r.createdAt).toLocaleDateString()}</td>
                <td className="p-3">{r.contactEmail}</td>
                <td className="p-3">
                  <Link className="text-primary underline" to={`/player/${r.id}`}>
                    View details
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="p-3 text-sm text-muted-foreground">Showing {rows.length} pending verification(s)</p>
    </div>
  );
}
