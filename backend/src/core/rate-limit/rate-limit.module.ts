import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitHit } from './rate-limit-hit.entity';
import { RateLimitGuard } from './rate-limit';

/** Makes @RateLimit usable in every module. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([RateLimitHit])],
  providers: [RateLimitGuard],
  exports: [RateLimitGuard, TypeOrmModule],
})
export class RateLimitModule {}
