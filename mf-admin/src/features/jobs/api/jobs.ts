import { useQuery } from '@tanstack/react-query';
import type { JobsOverview } from '@fiji/contracts';
import { adminKeys, apiJson } from '@fiji/platform';
import { useAdminWrite } from '#shared/lib/admin-write';

/** GET /api/admin/jobs: the queues' counts and failed jobs. */
export function useJobs() {
  return useQuery({ queryKey: adminKeys.jobs(), queryFn: () => apiJson<JobsOverview>('GET', '/api/admin/jobs') });
}

/** POST /api/admin/jobs/:queue/:id/retry; afterwards the queues (and the audit log) are read again. */
export function useRetryJob() {
  return useAdminWrite(({ queue, id }: { queue: string; id: string }) =>
    apiJson('POST', `/api/admin/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`),
  );
}
