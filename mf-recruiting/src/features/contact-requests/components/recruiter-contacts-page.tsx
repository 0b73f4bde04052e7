import { useState } from 'react';
import { Link } from 'react-router';
import {
  CONTACT_REQUEST_MESSAGES as TEXT,
  RECRUITER_CONTACTS_ROLES,
  type ContactRequestStats,
  type RecruiterContactItem,
} from '@fiji/contracts';
import { serverMessage, toast, useContactRequestFollowUp, useRecruiterContacts, useSession, useWithdrawContactRequest } from '@fiji/platform';
import { Button, buttonVariants, Card, CardContent, ConfirmDialog, EmptyState, shortDate, SkeletonGrid } from '@fiji/ui';
import { AccessDenied } from '#shared/components/access-denied';
import { StatusBadge } from '#shared/components/status-badge';

function StatsTiles({ stats }: { stats: ContactRequestStats }) {
  const tiles = [
    ['Total Sent', String(stats.totalSent)],
    ['Pending', String(stats.pending)],
    ['Approved', String(stats.approved)],
    ['Response Rate', `${stats.responseRate}%`],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="contact-stats">
      {tiles.map(([label, value]) => (
        <Card key={label} className="grid gap-1 p-4 text-center">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}

const isFuture = (iso: string | null) => !!iso && new Date(iso).getTime() > Date.now();

function ContactCard({
  item,
  onWithdraw,
  onFollowUp,
  followingUp,
}: {
  item: RecruiterContactItem;
  onWithdraw: () => void;
  onFollowUp: () => void;
  followingUp: boolean;
}) {
  const waitFollowUp = isFuture(item.nextFollowUpAt);
  return (
    <Card data-testid="recruiter-contact-card" data-status={item.status} className="grid grid-cols-[minmax(0,1fr)] gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h2 className="font-semibold">
            {item.playerId ? (
              <Link to={`/player/${item.playerId}`} className="hover:underline">
                {item.playerName}
              </Link>
            ) : (
              item.playerName
            )}
          </h2>
          <p className="text-sm text-muted-foreground">{[item.position, item.school].filter(Boolean).join(' · ')}</p>
        </div>
        <StatusBadge status={item.status} />
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted-foreground">Email</dt>
          <dd className="break-all">{item.playerEmail ?? item.contactNote ?? 'Not available'}</dd>
        </div>
        {item.playerPhone && (
          <div>
            <dt className="text-xs text-muted-foreground">Phone</dt>
            <dd>{item.playerPhone}</dd>
          </div>
        )}
      </dl>
      {item.message && <p className="whitespace-pre-line rounded-md bg-muted p-3 text-sm">{item.message}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-xs text-muted-foreground">
          Sent <time dateTime={item.createdAt}>{shortDate(item.createdAt)}</time>
        </p>
        {item.status === 'approved' &&
          (item.playerEmail ? (
            <a href={`mailto:${item.playerEmail}`} className={buttonVariants({ size: 'sm' })}>
              Send Message
            </a>
          ) : (
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-xs text-muted-foreground">No email on this profile</span>
              <Button size="sm" disabled>
                Send Message
              </Button>
            </span>
          ))}
        {item.status === 'pending' && (
          <>
            {waitFollowUp && (
              <span className="text-xs text-muted-foreground">Next follow-up from {shortDate(item.nextFollowUpAt!)}</span>
            )}
            <Button size="sm" variant="outline" onClick={onFollowUp} disabled={followingUp || waitFollowUp}>
              {followingUp ? 'Sending...' : 'Follow Up'}
            </Button>
            <Button size="sm" variant="destructive" onClick={onWithdraw}>
              Withdraw
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}

/** /recruiter/contacts: the recruiter-side view with summary stats (recruiting roles and admin, docs/decisions.md). */
export default function RecruiterContactsPage() {
  const { user } = useSession();
  const allowed = !!user && RECRUITER_CONTACTS_ROLES.includes(user.role);
  const contacts = useRecruiterContacts(allowed);
  const withdraw = useWithdrawContactRequest();
  const followUp = useContactRequestFollowUp();
  const [withdrawing, setWithdrawing] = useState<RecruiterContactItem | null>(null);

  if (!allowed) return <AccessDenied message={TEXT.recruitersOnly} action={user ? 'home' : 'login'} />;

  const sendFollowUp = (item: RecruiterContactItem) =>
    followUp.mutate(item.id, {
      onSuccess: () => toast({ title: TEXT.followUpSentTitle, description: TEXT.followUpSent }),
      // 429 carries the server's "once per 7 days" message with the next allowed date.
      onError: (error) => toast({ title: 'Follow-up not sent', description: serverMessage(error, 'Failed to send follow-up.'), variant: 'destructive' }),
    });

  const items = contacts.data?.results ?? [];
  return (
    <section className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-5xl gap-6 px-4 py-6 sm:py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Contact Requests</h1>
        <p className="text-muted-foreground">The players you have contacted and their answers.</p>
      </header>
      {contacts.isPending ? (
        <div aria-busy="true">
          <span role="status" className="sr-only">
            {TEXT.loadingSent}
          </span>
          <SkeletonGrid count={4} className="grid grid-cols-2 gap-3 sm:grid-cols-4" itemClassName="h-20" />
        </div>
      ) : contacts.isError ? (
        <p role="alert" className="text-destructive">
          Failed to load contact requests.
        </p>
      ) : (
        <>
          <StatsTiles stats={contacts.data.stats} />
          {items.length === 0 ? (
            <Card>
              <CardContent className="grid justify-items-center gap-3 pt-6">
                <EmptyState title={TEXT.emptyRecruiter} description="Search for players and send your first contact request." />
                <Link to={`/${user.role === 'admin' ? 'recruiter' : user.role}/search`} className={buttonVariants()}>
                  Search Players
                </Link>
              </CardContent>
            </Card>
          ) : (
            <ul className="grid gap-3">
              {items.map((item) => (
                <li key={item.id}>
                  <ContactCard
                    item={item}
                    onWithdraw={() => setWithdrawing(item)}
                    onFollowUp={() => sendFollowUp(item)}
                    followingUp={followUp.isPending && followUp.variables === item.id}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title="Withdraw contact request?"
        description={`Your request to ${withdrawing?.playerName ?? 'this player'} will be removed. You can send a new one later.`}
        confirmLabel="Withdraw"
        onConfirm={() =>
          withdraw.mutateAsync(withdrawing!.id).then(
            () => toast({ title: TEXT.withdrawnTitle, description: TEXT.withdrawn }),
            (error: unknown) => {
              toast({ title: 'Error', description: serverMessage(error, 'Failed to withdraw contact request.'), variant: 'destructive' });
              throw error;
            },
          )
        }
      />
    </section>
  );
}
