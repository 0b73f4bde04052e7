import type { JobQueueView } from '@fiji/contracts';
import { serverMessage, toast } from '@fiji/platform';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton } from '@fiji/ui';
import { AdminGate } from '#shared/components/admin-gate';
import { fijiTime } from '#shared/lib/admin-time';
import { useJobs, useRetryJob } from '../api/jobs';

const COUNTS: Array<{ key: keyof JobQueueView['counts']; label: string }> = [
  { key: 'waiting', label: 'Waiting' },
  { key: 'active', label: 'Active' },
  { key: 'failed', label: 'Failed' },
  { key: 'completed', label: 'Completed' },
];

/** /admin/jobs: background work (mail, media, billing events) per queue; a failed job can be run again. */
export default function JobsPage() {
  const jobs = useJobs();
  return (
    <AdminGate>
      <section className="mx-auto grid max-w-5xl grid-cols-1 gap-6 px-4 py-8">
        <header className="grid gap-2 sm:flex sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-bold">Jobs</h1>
            <p className="text-sm text-muted-foreground">
              Background work: mail, media processing, payment events, reminders.
              {jobs.data && (jobs.data.mode === 'bull' ? ' Running through Redis.' : ' Running in the server process (no Redis).')}
            </p>
          </div>
          <Button variant="outline" onClick={() => jobs.refetch()} disabled={jobs.isFetching}>
            {jobs.isFetching ? 'Refreshing…' : 'Refresh'}
          </Button>
        </header>
        {jobs.isLoading ? (
          <Skeleton className="h-40" />
        ) : jobs.isError ? (
          <p role="alert" className="text-destructive">{serverMessage(jobs.error, 'Failed to load the jobs.')}</p>
        ) : (
          jobs.data!.queues.map((q) => <QueueCard key={q.name} queue={q} />)
        )}
      </section>
    </AdminGate>
  );
}

function QueueCard({ queue }: { queue: JobQueueView }) {
  const retry = useRetryJob();
  const run = (id: string) =>
    retry.mutate(
      { queue: queue.name, id },
      {
        onSuccess: () => toast({ title: 'Job queued again' }),
        onError: (error) => toast({ title: 'Retry failed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  return (
    <Card data-testid={`queue-${queue.name}`}>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">{queue.label}</CardTitle>
        <CardDescription>Queue “{queue.name}”</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {COUNTS.map((c) => (
            <div key={c.key} className="rounded-md border p-3">
              <dt className="text-xs text-muted-foreground">{c.label}</dt>
              <dd className="text-2xl font-semibold" data-testid={`count-${c.key}`}>{queue.counts[c.key]}</dd>
            </div>
          ))}
        </dl>
        {queue.failed.length === 0 ? (
          <p className="text-sm text-muted-foreground">No failed jobs.</p>
        ) : (
          <ul className="grid gap-2" aria-label={`Failed jobs of ${queue.label}`}>
            {queue.failed.map((j) => (
              <li key={j.id} className="grid gap-2 rounded-md border p-3 sm:flex sm:items-start sm:justify-between" data-testid="failed-job">
                <div className="min-w-0">
                  <p className="font-medium">{j.name}</p>
                  <p className="break-words text-sm text-destructive">{j.error ?? 'No error recorded'}</p>
                  <p className="text-xs text-muted-foreground">
                    {j.attempts} attempt(s){j.failedAt ? ` · last ${fijiTime(j.failedAt)}` : ''}
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => run(j.id)} disabled={retry.isPending}>
                  Retry<span className="sr-only"> {j.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
