import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AppealDecisionDto,
  BulkModerationDto,
  LiftSuspensionDto,
  ModerationReasonDto,
  type BulkModerationPreview,
  type BulkModerationResult,
  type ModerationCase,
  type ModerationQueuePage,
  type SessionUser,
  type SuspensionLiftRequest,
} from '@fiji/contracts';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { AdminGuard } from '../../admin';
import { ModerationQueueService } from '../services/moderation-queue.service';

/** The safeguarding desk (docs/admin.md, "Moderation"): admins with two-factor sign-in only (the console's guard). */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminModerationController {
  constructor(private readonly queue: ModerationQueueService) {}

  @Get('reports')
  @ApiOperation({ summary: 'The moderation queue: child safety first, then cases involving minors, then most reporters' })
  list(@Query('status') status?: string, @Query('cursor') cursor?: string): Promise<ModerationQueuePage> {
    return this.queue.queue(status || 'open', cursor || undefined);
  }

  @Post('reports/bulk')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dismiss, hide or suspend many cases; preview: true answers what would happen' })
  bulk(@CurrentUser() me: SessionUser, @Body() dto: BulkModerationDto): Promise<BulkModerationPreview | BulkModerationResult> {
    return this.queue.bulk(me, dto.caseIds, dto.action, dto.reason, dto.preview === true);
  }

  @Get('reports/:caseId')
  @ApiOperation({ summary: 'One case with its reports' })
  one(@Param('caseId', ParseUUIDPipe) caseId: string): Promise<ModerationCase> {
    return this.queue.one(caseId);
  }

  @Post('reports/:caseId/dismiss')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dismiss: the content stays; the reporters are told' })
  dismiss(@CurrentUser() me: SessionUser, @Param('caseId', ParseUUIDPipe) caseId: string, @Body() dto: ModerationReasonDto): Promise<ModerationCase> {
    return this.queue.act(me, caseId, 'dismiss', dto.reason);
  }

  @Post('reports/:caseId/hide')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hide the content for everyone but admins; owner and reporters are told' })
  hide(@CurrentUser() me: SessionUser, @Param('caseId', ParseUUIDPipe) caseId: string, @Body() dto: ModerationReasonDto): Promise<ModerationCase> {
    return this.queue.act(me, caseId, 'hide', dto.reason);
  }

  @Post('reports/:caseId/suspend')
  @HttpCode(200)
  @ApiOperation({ summary: "Suspend the content owner's account (child-safety flag for a child-safety case)" })
  suspend(@CurrentUser() me: SessionUser, @Param('caseId', ParseUUIDPipe) caseId: string, @Body() dto: ModerationReasonDto): Promise<ModerationCase> {
    return this.queue.act(me, caseId, 'suspend', dto.reason);
  }

  @Post('reports/:caseId/appeal-decision')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decide an appeal: uphold, or restore the content' })
  decide(@CurrentUser() me: SessionUser, @Param('caseId', ParseUUIDPipe) caseId: string, @Body() dto: AppealDecisionDto): Promise<ModerationCase> {
    return this.queue.decideAppeal(me, caseId, dto.decision, dto.reason);
  }

  @Get('suspension-lifts')
  @ApiOperation({ summary: 'Requests to lift a child-safety suspension waiting for a second admin' })
  lifts(): Promise<SuspensionLiftRequest[]> {
    return this.queue.pendingLifts();
  }

  @Post('suspension-lifts')
  @ApiOperation({ summary: 'Ask to lift a child-safety suspension (another admin approves)' })
  requestLift(@CurrentUser() me: SessionUser, @Body() dto: LiftSuspensionDto): Promise<SuspensionLiftRequest> {
    return this.queue.requestLift(me, dto.userId, dto.reason);
  }

  @Post('suspension-lifts/:id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a lift request of another admin; the suspension ends' })
  approveLift(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() dto: ModerationReasonDto): Promise<SuspensionLiftRequest> {
    return this.queue.approveLift(me, id, dto.reason);
  }
}
