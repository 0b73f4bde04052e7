import { Tabs, TabsContent, TabsList, TabsTrigger } from '@fiji/ui';
import { useReceivedRequests, useSentRequests } from '../api/contact-requests';
import { RequestList } from './request-list';

/** /contact-requests: every signed-in user, Received and Sent tabs (DECISIONS.md). */
export default function ContactRequestsPage() {
  const received = useReceivedRequests();
  const sent = useSentRequests();
  return (
    <section className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">Contact Requests</h1>
      <Tabs defaultValue="received">
        <TabsList>
          <TabsTrigger value="received">Received ({received.data?.length ?? 0})</TabsTrigger>
          <TabsTrigger value="sent">Sent ({sent.data?.length ?? 0})</TabsTrigger>
        </TabsList>
        <TabsContent value="received">
          <RequestList
            items={received.data ?? []}
            direction="received"
            loading={received.isLoading}
            error={received.isError}
            empty="No Contact Requests"
            loadingText="Loading received requests..."
          />
        </TabsContent>
        <TabsContent value="sent">
          <RequestList
            items={sent.data ?? []}
            direction="sent"
            loading={sent.isLoading}
            error={sent.isError}
            empty="No Sent Requests"
            loadingText="Loading sent requests..."
          />
        </TabsContent>
      </Tabs>
    </section>
  );
}
