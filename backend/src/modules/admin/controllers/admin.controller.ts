import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OkResponse } from '@fiji/contracts';
import { NotificationsService } from '../../notifications';
import { PlayersService, type PendingVerification } from '../../player';
import { AdminGuard } from '../guards/admin.guard';
import { AdminStatsService, type AdminStats } from '../services/admin-stats.service';

/** Admin console (admin only). */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminController {
  constructor(
    private readonly stats: AdminStatsService,
    private readonly players: PlayersService,
    private readonly notifications: NotificationsService,
  ) {}

  @Get('stats')
  @ApiOperation({ summary: 'Total Players, Pending Verifications, Active Recruiters, Contact Requests (live)' })
  getStats(): Promise<AdminStats> {
    return this.stats.stats();
  }

  @Get('pending-verifications')
  @ApiOperation({ summary: 'Player profiles waiting for verification, oldest first' })
  pending(): Promise<PendingVerification[]> {
    return this.players.pendingVerifications();
  }

  @Post('verify-player/:id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify a player profile and notify the player' })
  async verify(@Param('id', ParseUUIDPipe) id: string): Promise<OkResponse> {
    const { userId } = await this.players.verify(id);
    await this.notifications.notify(userId, {
      type: 'verification',
      title: 'Profile verified',
      message: 'Your player profile has been verified by the Fiji Rugby Talent team.',
      relatedPlayerId: id,
    });
    return { ok: true };
  }
}
