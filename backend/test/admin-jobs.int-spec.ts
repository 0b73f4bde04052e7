import { JobsService } from '../src/core/queue/jobs.service';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, type Agent } from './helpers';
import type { JobsOverview } from '@fiji/contracts';

/** The admin Jobs page (docs/admin.md "Jobs"): queues with their counts and failures, and a retry that runs the job again. */
describe('admin jobs', () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t.server, 'admin@demo.fj');
  });
  afterAll(() => t.close());

  const durable = async () => ((await admin.get('/api/admin/jobs').expect(200)).body as JobsOverview).queues.find((q) => q.name === 'durable')!;

  it('a failed durable job is listed with its error; retry runs it again once (a second retry finds nothing failed), and the audit log records it', async () => {
    const [{ id }] = await t.dataSource.query(
      `INSERT INTO job_records (queue, name, payload, status, attempts, last_error)
       VALUES ('jobs', 'media.purge', '{"files": [], "folders": []}', 'failed', 3, 'disk unavailable') RETURNING id`,
    );
    const before = await durable();
    expect(before.failed).toContainEqual(expect.objectContaining({ id, name: 'media.purge', attempts: 3, error: 'disk unavailable' }));
    expect(before.counts.failed).toBeGreaterThanOrEqual(1);

    const answers = await Promise.all([1, 2].map(() => admin.post(`/api/admin/jobs/durable/${id}/retry`)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(answers.find((r) => r.status === 404)!.body.code).toBe('JOB_NOT_FAILED');
    await t.app.get(JobsService).drain(); // in-process mode; with Redis a worker takes it: wait for the record
    let row: { status: string; last_error: string | null } | undefined;
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
      [row] = await t.dataSource.query(`SELECT status, last_error FROM job_records WHERE id = $1`, [id]);
      if (row!.status === 'done') break;
    }
    expect(row).toEqual({ status: 'done', last_error: null });
    expect((await durable()).failed.map((f) => f.id)).not.toContain(id);
    const audit = await admin.get('/api/admin/audit').query({ action: 'retry_job' }).expect(200);
    expect(audit.body.results[0]).toMatchObject({ action: 'retry_job', targetId: id });
  });

  it('an unknown job, or an unknown queue, is a 404', async () => {
    await admin.post('/api/admin/jobs/durable/00000000-0000-4000-8000-000000000000/retry').expect(404);
    await admin.post('/api/admin/jobs/durable/not-a-uuid/retry').expect(404);
    expect((await admin.post('/api/admin/jobs/elsewhere/1/retry').expect(404)).body.code).toBe('JOB_NOT_FAILED');
  });
});
