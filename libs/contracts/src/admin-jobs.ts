/** The admin Jobs page (/admin/jobs, GET /api/admin/jobs; docs/admin.md "Jobs"). */

export interface JobCounts {
  waiting: number;
  active: number;
  failed: number;
  completed: number;
}

export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  error: string | null;
  /** ISO time of the last failure (UTC). */
  failedAt: string | null;
}

export interface JobQueueView {
  /** 'durable' (job_records, in PostgreSQL) or 'jobs' (the Bull queue in Redis). */
  name: 'durable' | 'jobs';
  label: string;
  counts: JobCounts;
  /** The most recent failed jobs (at most 50), newest first; each can be retried. */
  failed: FailedJob[];
}

/** GET /api/admin/jobs. */
export interface JobsOverview {
  /** 'bull' with REDIS_URL, else 'in-process'. */
  mode: 'bull' | 'in-process';
  queues: JobQueueView[];
}
