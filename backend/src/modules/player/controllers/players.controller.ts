import { Body, ConflictException, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ERROR_CODES, PlayerProfileDto, type BadgeView, type OkResponse, type PlayerPageResponse, type SessionUser } from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { PlayerGuard } from '../guards/player.guard';
import type { OwnPlayerProfileResponse, PlayerProfileResponse } from '../services/player-profile.mapper';
import { PlayerPageService } from '../services/player-page.service';
import { PlayerProfileService } from '../services/player-profile.service';
import { PlayersService } from '../services/players.service';

const RESUBMIT_MESSAGE = 'Only a profile whose verification was not approved can be resubmitted';

@ApiTags('players')
@Controller('players')
export class PlayersController {
  constructor(
    private readonly profiles: PlayerProfileService,
    private readonly pages: PlayerPageService,
    private readonly players: PlayersService,
  ) {}

  @Get('me')
  @UseGuards(PlayerGuard)
  @ApiOperation({ summary: "The signed-in player's own profile; 404 when none exists yet" })
  me(@CurrentUser() me: SessionUser): Promise<PlayerProfileResponse | OwnPlayerProfileResponse> {
    return this.profiles.profileFor('me', me);
  }

  @Post('me/resubmit-verification')
  @HttpCode(200)
  @UseGuards(PlayerGuard)
  @ApiOperation({ summary: 'Send a profile an admin rejected back to the verification queue (after fixing it); 409 NOT_PENDING otherwise' })
  async resubmit(@CurrentUser() me: SessionUser): Promise<OkResponse> {
    if (!(await this.players.resubmit(me.id))) {
      throw new ConflictException({ statusCode: 409, code: ERROR_CODES.NOT_PENDING, message: RESUBMIT_MESSAGE });
    }
    return { ok: true };
  }

  @Get(':id')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'A player profile; 404 "Player Not Found" when missing or not visible to the viewer' })
  one(@Param('id') id: string, @CurrentUser() me: SessionUser): Promise<PlayerProfileResponse | OwnPlayerProfileResponse> {
    return this.profiles.profileFor(id, me);
  }

  @Get(':id/page')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'The profile page in one response (profile, highlights, achievements, metrics, interest, followers, views); 404 as GET /api/players/{id}' })
  page(@Param('id') id: string, @CurrentUser() me: SessionUser): Promise<PlayerPageResponse> {
    return this.pages.pageFor(id, me);
  }

  @Get(':id/badges')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: "The player's badges (mentored_by earned, the others granted by admins); 404 as GET /api/players/{id}" })
  badges(@Param('id') id: string, @CurrentUser() me: SessionUser): Promise<BadgeView[]> {
    return this.pages.badgesFor(id, me);
  }

  @Post()
  @UseGuards(PlayerGuard)
  @ApiOperation({ summary: 'Create the signed-in player\'s profile (one per user)' })
  create(@CurrentUser() me: SessionUser, @Body() dto: PlayerProfileDto): Promise<OwnPlayerProfileResponse> {
    return this.profiles.create(me, dto);
  }

  @Put(':id')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Replace a profile\'s fields (owner or admin)' })
  update(@Param('id') id: string, @CurrentUser() me: SessionUser, @Body() dto: PlayerProfileDto): Promise<OwnPlayerProfileResponse> {
    return this.profiles.update(id, me, dto);
  }
}
