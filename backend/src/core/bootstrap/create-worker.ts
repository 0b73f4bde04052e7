import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../app.module';
import type { AppConfig } from '../config/app-config';
import type { DatabaseRuntime } from '../database/database-runtime';
import { JsonLogger } from '../logging/json-logger';
import { pingRedis } from '../queue/redis-ping';

export interface CreateWorkerOptions {
  /** PROCESS_ROLE=worker (AppConfig requires REDIS_URL and DATABASE_URL for it). */
  config: AppConfig;
  /** Migrated already, by the deploy (`npm run migrate` or an API instance): a worker never migrates. */
  database: DatabaseRuntime;
}

/**
 * The queue worker: the same AppModule as the gateway but as a Nest application context, so no
 * HTTP listener. Its JobsService takes jobs from Redis and sweeps job_records, its Scheduler runs
 * the scheduled tasks (docs/architecture.md "Processes"). Returns an initialised context.
 */
export async function createWorker({ config, database }: CreateWorkerOptions): Promise<INestApplicationContext> {
  if (config.processRole !== 'worker') throw new Error('createWorker needs PROCESS_ROLE=worker');
  // Before Bull is created, as in createApp: an unreachable Redis would otherwise hang silently.
  if (config.redisUrl) await pingRedis(config.redisUrl, 2000);
  return NestFactory.createApplicationContext(AppModule.forRoot(config, database), {
    logger: new JsonLogger(config.logLevel),
    abortOnError: false,
  });
}
