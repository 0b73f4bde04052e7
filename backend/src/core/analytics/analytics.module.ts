import { Global, Module } from '@nestjs/common';
import { FunnelEvents } from './funnel-events';

/** Makes the FunnelEvents hook injectable in every module. */
@Global()
@Module({ providers: [FunnelEvents], exports: [FunnelEvents] })
export class AnalyticsCoreModule {}
