import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService } from '../../../core/queue/jobs.service';
import { TRANSCODE_ATTEMPTS, TranscodeService } from '../services/transcode.service';

/**
 * media.transcode: one per highlight, queued when the highlight is created. Durable (recorded in
 * job_records and re-run after a restart) with retries and exponential backoff; the work itself is
 * idempotent (TranscodeService), so a repeated run is harmless.
 */
@Injectable()
export class TranscodeJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly transcode: TranscodeService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('media.transcode', ({ highlightId }, ctx) => this.transcode.process(highlightId, ctx.attempt, TRANSCODE_ATTEMPTS), {
      attempts: TRANSCODE_ATTEMPTS,
      durable: true,
    });
  }
}
