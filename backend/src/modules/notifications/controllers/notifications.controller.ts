import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OkResponse, SessionUser } from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { NotificationsService, type NotificationItem } from '../services/notifications.service';

@ApiTags('notifications')
@Controller('notifications')
@UseGuards(AuthenticatedGuard)
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'Notifications of the signed-in user, newest first' })
  list(@CurrentUser() me: SessionUser): Promise<NotificationItem[]> {
    return this.notifications.list(me.id);
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark all read' })
  async readAll(@CurrentUser() me: SessionUser): Promise<OkResponse> {
    await this.notifications.markAllRead(me.id);
    return { ok: true };
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark one read' })
  async read(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<OkResponse> {
    await this.notifications.markRead(me.id, id);
    return { ok: true };
  }
}
