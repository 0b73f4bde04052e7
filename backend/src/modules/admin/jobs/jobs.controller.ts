import { Controller, Get, Header, HttpCode, NotFoundException, Param, ParseEnumPipe, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ERROR_CODES, type JobsOverview, type OkResponse, type SessionUser } from '@fiji/contracts';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { JobsService } from '../../../core/queue/jobs.service';
import { AdminGuard } from '../guards/admin.guard';
import { AdminAuditService } from '../services/admin-audit.service';

enum QueueName {
  durable = 'durable',
  jobs = 'jobs',
}

/** The Jobs page (admin only, docs/admin.md "Jobs"): queues with waiting, active, failed, completed; retry a failed job. */
@ApiTags('admin')
@Controller('admin/jobs')
@UseGuards(AdminGuard)
export class AdminJobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly audit: AdminAuditService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The durable job records and, with Redis, the Bull queue: counts and the latest failed jobs' })
  overview(): Promise<JobsOverview> {
    return this.jobs.overview();
  }

  @Post(':queue/:id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Run a failed job again (404 when it is unknown or not failed)' })
  async retry(
    @Param('queue', new ParseEnumPipe(QueueName, { exceptionFactory: () => notFailed() })) queue: QueueName,
    @Param('id') id: string,
    @CurrentUser() me: SessionUser,
  ): Promise<OkResponse> {
    if (!(await this.jobs.retry(queue, id))) throw notFailed();
    await this.audit.record({ actorId: me.id, action: 'retry_job', targetType: `job:${queue}`, targetId: id });
    return { ok: true };
  }
}

const notFailed = () => new NotFoundException({ statusCode: 404, code: ERROR_CODES.JOB_NOT_FAILED, message: 'No failed job with that id' });
