import { useState, type ReactNode } from 'react';
import { CONTACT_REQUEST_MESSAGES as TEXT, type ContactRequestItem, type ContactRequestResponse } from '@fiji/contracts';
import {
  isUpgradeRequired,
  serverMessage,
  toast,
  useReceivedContactRequests,
  useRespondToContactRequest,
  useSentContactRequests,
  useSession,
  useSubscriptionStatus,
} from '@fiji/platform';
import { EmptyState, Tabs, TabsContent, TabsList, TabsTrigger, UpgradeDialog } from '@fiji/ui';
import { RequestCard } from './request-card';

function RequestList({
  query,
  loadingText,
  empty,
  render,
}: {
  query: { data?: ContactRequestItem[]; isPending: boolean; isError: boolean };
  loadingText: string;
  empty: string;
  render: (r: ContactRequestItem) => ReactNode;
}) {
  if (query.isPending) return <p role="status" className="py-6 text-sm text-muted-foreground">{loadingText}</p>;
  if (query.isError)
    return (
      <p role="alert" className="py-6 text-sm text-destructive">
        Failed to load contact requests.
      </p>
    );
  if (!query.data?.length) return <EmptyState title={empty} />;
  return (
    <ul className="grid gap-3">
      {query.data.map((r) => (
        <li key={r.id}>{render(r)}</li>
      ))}
    </ul>
  );
}

/** /contact-requests: every signed-in user, Received and Sent tabs (docs/decisions.md). */
export default function ContactRequestsPage() {
  const { user } = useSession();
  const received = useReceivedContactRequests();
  const sent = useSentContactRequests();
  const subscription = useSubscriptionStatus();
  const respond = useRespondToContactRequest();
  const [upgradeReason, setUpgradeReason] = useState<string | null>(null);

  // Read while rendering (the query re-renders only for what the render read), so a plan bought meanwhile counts.
  const mayRespond = !subscription.data || subscription.data.canRespond;

  const answer = (request: ContactRequestItem, status: ContactRequestResponse) => {
    // Approving needs a paid plan; declining is always allowed (a child must always be able to refuse).
    if (status === 'approved' && !mayRespond) return setUpgradeReason(TEXT.upgradeToRespond);
    respond.mutate(
      { id: request.id, status },
      {
        onSuccess: () => toast({ title: TEXT.updatedTitle, description: status === 'approved' ? TEXT.approved : TEXT.declined }),
        onError: (error) => {
          if (isUpgradeRequired(error)) return setUpgradeReason(serverMessage(error, TEXT.upgradeToRespond));
          toast({ title: TEXT.updateFailedTitle, description: serverMessage(error, TEXT.updateFailed), variant: 'destructive' });
        },
      },
    );
  };
  const respondingTo = (id: string) => (respond.isPending && respond.variables?.id === id ? respond.variables.status : null);

  return (
    <section className="mx-auto grid w-full grid-cols-[minmax(0,1fr)] max-w-4xl gap-6 px-4 py-6 sm:py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Contact Requests</h1>
        <p className="text-muted-foreground">Requests to get in touch, and the answers to the ones you sent.</p>
      </header>
      <Tabs defaultValue="received">
        <TabsList aria-label="Contact requests">
          <TabsTrigger value="received">Received ({received.data?.length ?? 0})</TabsTrigger>
          <TabsTrigger value="sent">Sent ({sent.data?.length ?? 0})</TabsTrigger>
        </TabsList>
        <TabsContent value="received">
          <RequestList
            query={received}
            loadingText={TEXT.loadingReceived}
            empty={TEXT.emptyReceived}
            render={(r) => (
              <RequestCard request={r} direction="received" onRespond={(status) => answer(r, status)} responding={respondingTo(r.id)} />
            )}
          />
        </TabsContent>
        <TabsContent value="sent">
          <RequestList query={sent} loadingText={TEXT.loadingSent} empty={TEXT.emptySent} render={(r) => <RequestCard request={r} direction="sent" />} />
        </TabsContent>
      </Tabs>
      <UpgradeDialog open={upgradeReason !== null} onOpenChange={(open) => !open && setUpgradeReason(null)} role={user?.role} reason={upgradeReason ?? undefined} />
    </section>
  );
}
