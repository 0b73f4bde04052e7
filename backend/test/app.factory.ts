/**
 * Boots the real gateway for HTTP tests exactly like main.ts does (createApp), on the database
 * prepared once by global-setup.ts. `env` overrides environment variables for this app only.
 */
import 'reflect-metadata';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import { DataSource } from 'typeorm';
import { createApp } from '../src/core/bootstrap/create-app';
import { AppConfig } from '../src/core/config/app-config';
import { DatabaseRuntime } from '../src/core/database/database-runtime';
import { JobsService } from '../src/core/queue/jobs.service';

export interface TestApp {
  app: NestExpressApplication;
  server: Server;
  config: AppConfig;
  dataSource: DataSource;
  jobs: JobsService;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string | undefined> = {}): Promise<TestApp> {
  const config = AppConfig.fromEnv({ ...process.env, NODE_ENV: 'test', ...env });
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set: run the tests through jest.int.config.js');
  const database = new DatabaseRuntime(config.databaseUrl, false);
  const app = await createApp({ config, database });
  // All test files share one database and one client IP: start each app with fresh per-IP rate-limit
  // windows, so the suite's total sign-ups do not trip the sign-up limit (rate-limit.int-spec tests it).
  await app.get(DataSource).query('DELETE FROM rate_limit_counters');
  return {
    app,
    server: app.getHttpServer() as Server,
    config,
    dataSource: app.get(DataSource),
    jobs: app.get(JobsService),
    close: () => app.close(),
  };
}
