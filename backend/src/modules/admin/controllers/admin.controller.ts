import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BulkVerifyDto,
  NEXT_CURSOR_HEADER,
  PendingVerificationsQuery,
  RejectPlayerDto,
  type AdminStats,
  type BulkVerifyResult,
  type OkResponse,
  type PendingVerification,
  type SessionUser,
} from '@fiji/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { AdminGuard } from '../guards/admin.guard';
import { AdminStatsService } from '../services/admin-stats.service';
import { AdminVerificationsService } from '../services/admin-verifications.service';

/** Admin console: live stats and the player verification queue (admin only). */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly verifications: AdminVerificationsService,
  ) {}

  @Get('stats')
  @ApiOperation({ summary: 'Total Players, Pending Verifications, Active Recruiters, Contact Requests (live), each with change7d' })
  getStats(): Promise<AdminStats> {
    return this.stats.stats();
  }

  @Get('pending-verifications')
  @ApiOperation({ summary: 'Pending player profiles (the spec\'s array): fast-tracked first, then oldest; next page in X-Next-Cursor' })
  async pending(@CurrentUser() me: SessionUser, @Query() query: PendingVerificationsQuery, @Res({ passthrough: true }) res: Response): Promise<PendingVerification[]> {
    const page = await this.verifications.pending(me.id, query);
    if (page.nextCursor) res.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
    return page.results;
  }

  @Post('verify-player/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify a player profile (the badge) and notify the player' })
  async verify(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<OkResponse> {
    await this.verifications.verify(me.id, id);
    return { ok: true };
  }

  @Post('verify-players')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bulk verify: the still-pending players of the selection; the others are listed as skipped' })
  verifyMany(@CurrentUser() me: SessionUser, @Body() dto: BulkVerifyDto): Promise<BulkVerifyResult> {
    return this.verifications.verifyMany(me.id, dto.playerIds);
  }

  @Post('reject-player/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a pending player profile with a reason; the player is notified and can resubmit' })
  async reject(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() dto: RejectPlayerDto): Promise<OkResponse> {
    await this.verifications.reject(me.id, id, dto.reason, dto.text);
    return { ok: true };
  }
}
