import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import { createApp } from './core/bootstrap/create-app';
import { gracefulShutdown, trackResponses } from './core/bootstrap/graceful-shutdown';
import { onStopSignal, runProcess } from './core/bootstrap/process-runner';
import { AppConfig } from './core/config/app-config';
import { applyServerTimeouts } from './core/http/server-timeouts';
import { resolveDatabase } from './core/database/database-runtime';
import { runMigrations } from './core/database/data-source';
import { JsonLogger } from './core/logging/json-logger';
import { createAdminOriginApp } from './core/static/admin-origin';

/**
 * The gateway: validate config -> resolve the database (start embedded PostgreSQL when no
 * DATABASE_URL) -> migrate once -> build the app -> listen (plus the ADMIN_PORT listener, the admin console's origin).
 * PROCESS_ROLE all (default) also runs jobs and scheduled work; api only enqueues (worker.ts runs them).
 */
runProcess(async () => {
  const config = AppConfig.fromEnv();
  if (config.processRole === 'worker') throw new Error('PROCESS_ROLE=worker serves no HTTP: start it with `npm run worker`');
  const log = new JsonLogger(config.logLevel);
  const database = await resolveDatabase(config);
  let adminServer: Server | undefined;
  try {
    const applied = await runMigrations(database.url);
    if (applied.length > 0) log.write('info', 'migrations applied', { migrations: applied });

    const app = await createApp({ config, database });
    const server = app.getHttpServer() as Server; // timeouts set by createApp (applyServerTimeouts)
    trackResponses(server);
    await app.listen(config.port);
    const port = (server.address() as { port: number }).port;
    log.write('info', 'listening', {
      port,
      url: config.publicUrl,
      database: database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL',
      queue: config.redisUrl ? 'bull (Redis)' : 'in-process',
      role: config.processRole,
      ...(config.instanceId ? { instance: config.instanceId } : {}),
    });

    if (config.adminPort) {
      // The console's own origin: its pages, sign-in and the API through the same app (docs/admin.md).
      adminServer = createServer(createAdminOriginApp(config, app.getHttpAdapter().getInstance(), port));
      applyServerTimeouts(adminServer, config);
      trackResponses(adminServer);
      await new Promise<void>((resolve, reject) => adminServer!.once('error', reject).listen(config.adminPort, resolve));
      log.write('info', 'admin console listening', { port: config.adminPort });
    }

    // SIGTERM/SIGINT: stop accepting, let in-flight requests finish (they still have the database),
    // close idle keep-alive connections, then pools and queues; exit 0 within SHUTDOWN_GRACE_MS.
    onStopSignal(async (signal) => {
      log.write('info', 'shutting down', { signal, graceMs: config.shutdownGraceMs });
      const servers = adminServer ? [server, adminServer] : [server];
      return gracefulShutdown(
        servers,
        async () => {
          await app.close();
          await database.stop();
        },
        config.shutdownGraceMs,
        log,
      );
    });
    // A second signal while draining (Ctrl+C pressed again): exit now rather than die by the signal, so the
    // exit hooks still give an embedded PostgreSQL its fast shutdown and release its lock (docs/database.md).
    let stopSignals = 0;
    const onSecondSignal = (signal: NodeJS.Signals): void => {
      if (++stopSignals < 2) return;
      log.write('warn', 'second stop signal: exiting without waiting for the drain', { signal });
      process.exit(1);
    };
    process.on('SIGINT', onSecondSignal);
    process.on('SIGTERM', onSecondSignal);
  } catch (e) {
    adminServer?.close();
    await database.stop().catch(() => undefined);
    throw e;
  }
});
