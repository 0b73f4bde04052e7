import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import { createApp } from './core/bootstrap/create-app';
import { AppConfig } from './core/config/app-config';
import { resolveDatabase } from './core/database/database-runtime';
import { runMigrations } from './core/database/data-source';
import { JsonLogger } from './core/logging/json-logger';
import { createAdminStaticApp } from './core/static/static-files';

/**
 * One process: validate config -> resolve the database (start embedded PostgreSQL when no
 * DATABASE_URL) -> migrate once -> build the app -> listen (plus the ADMIN_PORT listener).
 */
async function bootstrap(): Promise<void> {
  const config = AppConfig.fromEnv();
  const log = new JsonLogger(config.logLevel);
  const database = await resolveDatabase(config);
  let adminServer: Server | undefined;
  try {
    const applied = await runMigrations(database.url);
    if (applied.length > 0) log.write('info', 'migrations applied', { migrations: applied });

    const app = await createApp({ config, database });
    const server = app.getHttpServer() as Server;
    server.requestTimeout = 0; // long uploads
    await app.listen(config.port);
    const port = (server.address() as { port: number }).port;
    log.write('info', 'listening', {
      port,
      url: config.publicUrl,
      database: database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL',
      queue: config.redisUrl ? 'bull (Redis)' : 'in-process',
    });

    if (config.adminPort) {
      adminServer = createServer(createAdminStaticApp(config.staticRoot));
      await new Promise<void>((resolve, reject) => adminServer!.once('error', reject).listen(config.adminPort, resolve));
      log.write('info', 'admin remote listening', { port: config.adminPort });
    }

    let closing = false;
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      log.write('info', 'shutting down', { signal });
      const force = setTimeout(() => process.exit(1), 15_000).unref();
      try {
        adminServer?.close();
        await app.close();
        await database.stop();
      } finally {
        clearTimeout(force);
        process.exit(0);
      }
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
  } catch (e) {
    adminServer?.close();
    await database.stop().catch(() => undefined);
    throw e;
  }
}

bootstrap().catch((e: Error) => {
  process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'startup failed', error: e.message, stack: e.stack }) + '\n');
  process.exit(1);
});
