import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProfileViewDto, type ProfileViewRecordedResponse, type ProfileViewsResponse, type SessionUser } from '@fiji/contracts';
import { ViewerAccessService } from '../../../core/access';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { ProfileViewsService } from '../services/profile-views.service';
import { signedInViewer } from '../services/social-player.queries';

@ApiTags('profile-views')
@Controller('profile-views')
@UseGuards(AuthenticatedGuard)
export class ProfileViewsController {
  constructor(
    private readonly views: ProfileViewsService,
    private readonly access: ViewerAccessService,
  ) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Record that the signed-in user viewed a player's profile (not the owner; repeats within a day do not count)" })
  async record(@CurrentUser() me: SessionUser, @Body() dto: ProfileViewDto): Promise<ProfileViewRecordedResponse> {
    return { recorded: await this.views.record(await signedInViewer(this.access, me), dto.playerId) };
  }

  @Get('player/:playerId')
  @ApiOperation({ summary: 'Owner and admins: {total, unique, last7Days, recent}; others: {total}' })
  async stats(@CurrentUser() me: SessionUser, @Param('playerId', ParseUUIDPipe) playerId: string): Promise<ProfileViewsResponse> {
    return this.views.stats(await signedInViewer(this.access, me), playerId);
  }
}
