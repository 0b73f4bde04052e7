import { Body, Controller, Delete, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminGrantBadgeDto, type BadgeView, type SessionUser } from '@fiji/contracts';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { AdminGuard } from '../guards/admin.guard';
import { AdminBadgesService } from '../services/admin-badges.service';

/** Granting and revoking badges from the user panel (admin only); both answer the user's badges. */
@ApiTags('admin')
@Controller('admin/users/:id/badges')
@UseGuards(AdminGuard)
export class AdminBadgesController {
  constructor(private readonly badges: AdminBadgesService) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Grant a badge admins grant (not mentored_by, which is earned); a repeat changes nothing; audited and notified' })
  grant(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() dto: AdminGrantBadgeDto): Promise<BadgeView[]> {
    return this.badges.grant(me.id, id, dto.badgeType, dto.description);
  }

  @Delete(':badgeType')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke a badge admins grant; revoking one not held changes nothing; audited and notified' })
  revoke(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Param('badgeType') badgeType: string): Promise<BadgeView[]> {
    return this.badges.revoke(me.id, id, badgeType);
  }
}
