import 'reflect-metadata';
import { createWorker } from './core/bootstrap/create-worker';
import { gracefulShutdown } from './core/bootstrap/graceful-shutdown';
import { onStopSignal, runProcess } from './core/bootstrap/process-runner';
import { AppConfig } from './core/config/app-config';
import { DatabaseRuntime } from './core/database/database-runtime';
import { JsonLogger } from './core/logging/json-logger';

/**
 * `npm run worker`: queue jobs and scheduled work, no HTTP (docs/architecture.md "Processes").
 * Always PROCESS_ROLE=worker, whatever the shared environment says; joins the database the API
 * instances use and migrated (it never migrates).
 */
runProcess(async () => {
  const config = AppConfig.fromEnv({ ...process.env, PROCESS_ROLE: 'worker' });
  const log = new JsonLogger(config.logLevel);
  const database = new DatabaseRuntime(config.databaseUrl!, false);
  const worker = await createWorker({ config, database });
  log.write('info', 'worker started', { queue: 'bull (Redis)', pid: process.pid, ...(config.instanceId ? { instance: config.instanceId } : {}) });

  // SIGTERM/SIGINT: JobsService lets running jobs finish (an unfinished durable job stays pending
  // and runs again), then the queue and the pools close; exit 0 within SHUTDOWN_GRACE_MS.
  onStopSignal(async (signal) => {
    log.write('info', 'shutting down', { signal, graceMs: config.shutdownGraceMs });
    return gracefulShutdown([], () => worker.close(), config.shutdownGraceMs, log);
  });
});
