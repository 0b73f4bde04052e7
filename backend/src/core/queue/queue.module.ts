import { BullModule, getQueueToken } from '@nestjs/bull';
import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { JOBS_OPTIONS, JOBS_QUEUE, JobsService, QUEUE_NAME } from './jobs.service';

/**
 * JobsService for every module. REDIS_URL set: Bull on Redis (@nestjs/bull manages and closes the
 * queue; main.ts has already checked that Redis answers PING; JobsService sweeps job_records every
 * JOBS_SWEEP_SECONDS). Unset: jobs run in-process.
 */
@Global()
@Module({})
export class QueueModule {
  static forRoot(config: AppConfig): DynamicModule {
    if (!config.redisUrl) {
      return {
        module: QueueModule,
        providers: [{ provide: JOBS_QUEUE, useValue: null }, JobsService],
        exports: [JobsService],
      };
    }
    return {
      module: QueueModule,
      imports: [
        BullModule.forRoot({ url: config.redisUrl, prefix: config.redisPrefix }),
        BullModule.registerQueue({ name: QUEUE_NAME }),
      ],
      providers: [
        { provide: JOBS_QUEUE, useExisting: getQueueToken(QUEUE_NAME) },
        { provide: JOBS_OPTIONS, useValue: { sweepIntervalMs: config.jobsSweepSeconds * 1000 } },
        JobsService,
      ],
      exports: [JobsService],
    };
  }
}
