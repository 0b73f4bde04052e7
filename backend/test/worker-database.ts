/**
 * Each jest worker runs its files on its own copy of the seeded database and DATA_DIR, and its own
 * Bull key prefix (made by test/global-setup.ts), so two files running side by side never see each
 * other's rows, mail or jobs.
 */
const workers = Number(process.env.FIJI_IT_WORKERS ?? 0);
const id = Number(process.env.JEST_WORKER_ID ?? 1);
if (workers > 1 && !process.env.FIJI_IT_WORKER_READY) {
  const u = new URL(process.env.DATABASE_URL!);
  u.pathname = `${u.pathname}_w${id}`;
  process.env.DATABASE_URL = u.toString();
  process.env.DATA_DIR = `${process.env.FIJI_IT_DATA_DIR}-w${id}`;
  process.env.REDIS_PREFIX = `${process.env.REDIS_PREFIX}-w${id}`;
  process.env.FIJI_IT_WORKER_READY = '1';
}
