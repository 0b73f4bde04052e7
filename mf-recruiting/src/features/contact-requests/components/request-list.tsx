import { Badge, Card, CardContent } from '@fiji/ui';
import { partyName, type ContactRequest } from '../api/contact-requests';

const STATUS_VARIANT: Record<string, 'warning' | 'success' | 'destructive' | 'secondary'> = {
  pending: 'warning',
  approved: 'success',
  declined: 'destructive',
};

export function RequestList({
  items,
  direction,
  loading,
  error,
  empty,
  loadingText,
}: {
  items: ContactRequest[];
  direction: 'received' | 'sent';
  loading: boolean;
  error: boolean;
  empty: string;
  loadingText: string;
}) {
  if (loading) return <p className="text-sm text-muted-foreground">{loadingText}</p>;
  if (error) return <p role="alert" className="text-sm text-destructive">Failed to load contact requests.</p>;
  if (!items.length) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-3">
      {items.map((r) => (
        <li key={r.id}>
          <Card>
            <CardContent className="grid gap-1 pt-6">
              <p className="flex items-center justify-between gap-2">
                <span className="font-semibold">
                  {partyName(direction === 'received' ? r.fromUser : r.toUser)}{' '}
                  <span className="font-normal text-muted-foreground">
                    {direction === 'received' ? 'wants to contact you' : 'contact request sent'}
                  </span>
                </span>
                <Badge variant={STATUS_VARIANT[r.status] ?? 'secondary'}>{r.status}</Badge>
              </p>
              {r.message && <p className="text-sm">{r.message}</p>}
              <p className="text-xs text-muted-foreground">{new Date(r.createdAt).toLocaleString()}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
