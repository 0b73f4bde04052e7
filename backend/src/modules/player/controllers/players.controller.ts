import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PlayerProfileDto, type PlayerPageResponse, type SessionUser } from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { PlayerGuard } from '../guards/player.guard';
import type { OwnPlayerProfileResponse, PlayerProfileResponse } from '../services/player-profile.mapper';
import { PlayerPageService } from '../services/player-page.service';
import { PlayerProfileService } from '../services/player-profile.service';

@ApiTags('players')
@Controller('players')
export class PlayersController {
  constructor(
    private readonly profiles: PlayerProfileService,
    private readonly pages: PlayerPageService,
  ) {}

  @Get('me')
  @UseGuards(PlayerGuard)
  @ApiOperation({ summary: "The signed-in player's own profile; 404 when none exists yet" })
  me(@CurrentUser() me: SessionUser): Promise<PlayerProfileResponse | OwnPlayerProfileResponse> {
    return this.profiles.profileFor('me', me);
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
