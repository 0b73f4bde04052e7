import { Global, Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit';
import { RateLimitCounters } from './rate-limit-counters';

/** Makes @RateLimit and the atomic counters usable in every module. */
@Global()
@Module({
  providers: [RateLimitGuard, RateLimitCounters],
  exports: [RateLimitGuard, RateLimitCounters],
})
export class RateLimitModule {}
