import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import passport from 'passport';
import { AppModule } from '../../app.module';
import { originCheckMiddleware } from '../auth/origin-check.middleware';
import { SessionService } from '../auth/session.service';
import type { AppConfig } from '../config/app-config';
import type { DatabaseRuntime } from '../database/database-runtime';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { createValidationPipe } from '../errors/validation.pipe';
import compression from 'compression';
import { mountBodyParsers } from '../http/body-parsers';
import { instanceHeader } from '../http/instance-header';
import { remoteOrigins, applySecurity, noStoreByDefault } from '../http/security';
import { applyServerTimeouts, bodyTimeoutMiddleware } from '../http/server-timeouts';
import { setupSwagger } from '../http/swagger';
import { JsonLogger } from '../logging/json-logger';
import { requestLogMiddleware } from '../logging/request-log.middleware';
import { pingRedis } from '../queue/redis-ping';
import { consoleRedirect } from '../static/admin-origin';
import { mountStaticFiles } from '../static/static-files';

export interface CreateAppOptions {
  config: AppConfig;
  /** Resolved and migrated already (main.ts, the migrate script or the test globalSetup). */
  database: DatabaseRuntime;
}

/**
 * Builds the whole gateway exactly once, the same way for main.ts and the integration tests:
 * security headers + CORS, request log, Origin check, session + passport, static front ends,
 * body parsers (with a nesting-depth limit), /api prefix, validation, the JSON error filter and the OpenAPI docs
 * (API_DOCS), plus the server's header/idle/body timeouts and `Cache-Control: no-store` on API responses.
 * Returns an initialised (not yet listening) application.
 */
export async function createApp({ config, database }: CreateAppOptions): Promise<NestExpressApplication> {
  // Before Bull is created: an unreachable Redis would otherwise make queue.add() hang silently.
  if (config.redisUrl) await pingRedis(config.redisUrl, 2000);

  const logger = new JsonLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, database), {
    logger,
    abortOnError: false,
    bodyParser: false, // mountBodyParsers: the same parsers plus a nesting-depth limit
  });
  const http = app.getHttpAdapter().getInstance();
  http.disable('x-powered-by');
  // No hash of every JSON body for an ETag: API answers are no-store, so nothing revalidates them; stored
  // files and built front ends send their own validators (core/storage, core/static).
  http.set('etag', false);
  if (config.trustProxy) http.set('trust proxy', 1);

  applyServerTimeouts(app.getHttpServer() as Server, config);
  if (config.instanceId) app.use(instanceHeader(config.instanceId));
  applySecurity(app, config);
  app.use(requestLogMiddleware(logger));
  app.use(bodyTimeoutMiddleware(config.httpBodyTimeoutMs));
  app.use(noStoreByDefault);
  app.use(originCheckMiddleware([config.publicUrl, ...config.corsOrigins, ...remoteOrigins(config)]));
  // With ADMIN_PORT the console lives on its own origin: a page load of /admin here goes there.
  app.use(consoleRedirect(config));
  // Built files need no session: served before the session store is read, and precompressed.
  mountStaticFiles(http, config.staticRoot);
  // API JSON is compressed per response (static files already carry Content-Encoding and are skipped).
  app.use(compression());
  app.use(app.get(SessionService).middleware);
  app.use(passport.initialize({ compat: false })); // no req._passport: only for strategies written for passport 0.4
  app.use(passport.session());
  mountBodyParsers(http);

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  if (config.apiDocs) setupSwagger(app);
  try {
    await app.init();
  } catch (e) {
    await app.close().catch(() => undefined); // release pools before reporting the failure
    throw e;
  }
  return app;
}
