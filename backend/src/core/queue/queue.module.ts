import { BullModule, getQueueToken } from '@nestjs/bull';
import { DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { JOBS_OPTIONS, JOBS_QUEUE, JobsService, QUEUE_NAME } from './jobs.service';

/**
 * A worker holds a 15 s lock on each running job and renews it every 7.5 s; a job whose lock lapsed
 * (its worker was killed) goes back to the queue at the next check, every 5 s: a killed job runs
 * again within ~20 s instead of up to a minute with Bull's defaults (30 s lock, 30 s checks).
 */
const WORKER_LOCK = { lockDuration: 15_000, stalledInterval: 5_000 };

/**
 * JobsService for every module. REDIS_URL set: Bull on Redis (@nestjs/bull manages and closes the
 * queue; main.ts has already checked that Redis answers PING; JobsService sweeps job_records every
 * JOBS_SWEEP_SECONDS). Unset: jobs run in-process. PROCESS_ROLE=api enqueues only: the workers
 * process the queue and sweep (JobsService.startProcessing).
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
        BullModule.registerQueue({ name: QUEUE_NAME, settings: WORKER_LOCK }),
      ],
      providers: [
        { provide: JOBS_QUEUE, useExisting: getQueueToken(QUEUE_NAME) },
        { provide: JOBS_OPTIONS, useValue: { sweepIntervalMs: config.jobsSweepSeconds * 1000, processJobs: config.runsBackgroundWork } },
        JobsService,
      ],
      exports: [JobsService],
    };
  }
}
