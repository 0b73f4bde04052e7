import { Global, Module } from '@nestjs/common';
import { Scheduler } from './scheduler';

/** The Scheduler for every module (registered once). */
@Global()
@Module({ providers: [Scheduler], exports: [Scheduler] })
export class ScheduleModule {}
