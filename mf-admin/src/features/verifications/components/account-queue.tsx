import { ROLE_LABELS } from '@fiji/contracts';
import { serverMessage, toast } from '@fiji/platform';
import { Avatar, Button, Skeleton } from '@fiji/ui';
import { fijiTime, flattenPages } from '#shared/lib/admin-time';
import { useAccountVerifications, useVerifyAccount } from '../api/pending-verifications';

/** Recruiting accounts and mentors waiting for verification, oldest first. */
export function AccountQueue() {
  const queue = useAccountVerifications();
  const verify = useVerifyAccount();
  const rows = flattenPages(queue.data?.pages);
  if (queue.isLoading) return <Skeleton className="h-40" />;
  if (queue.isError) return <p role="alert" className="text-destructive">Failed to load the account queue.</p>;
  if (!rows.length) return <p className="text-muted-foreground">No accounts waiting for verification</p>;
  const onVerify = async (id: string, name: string) => {
    try {
      await verify.mutateAsync({ id });
      toast({ title: `${name} verified`, description: 'They were notified.' });
    } catch (e) {
      toast({ title: 'Could not verify', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
    }
  };
  return (
    <div className="grid gap-3">
      <ul className="divide-y rounded-md border">
        {rows.map((u) => (
          <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm" data-testid="account-row">
            <div className="flex items-center gap-3">
              <Avatar src={u.profileImageUrl} name={u.fullName} size="sm" />
              <div>
                <span className="font-medium">{u.fullName}</span>
                <span className="block text-xs text-muted-foreground">
                  {ROLE_LABELS[u.role] ?? u.role} · {u.email} · joined {fijiTime(u.createdAt)}
                </span>
              </div>
            </div>
            <Button size="sm" onClick={() => onVerify(u.id, u.fullName)} disabled={verify.isPending} aria-label={`Verify ${u.fullName}`}>
              Verify
            </Button>
          </li>
        ))}
      </ul>
      {queue.hasNextPage && (
        <Button variant="outline" className="justify-self-start" onClick={() => queue.fetchNextPage()} disabled={queue.isFetchingNextPage}>
          {queue.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
