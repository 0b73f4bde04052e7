import { Controller, Get, NotFoundException, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '@fiji/contracts';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { PlayerGuard } from '../guards/player.guard';
import type { PlayerProfileResponse } from '../services/player-profile.mapper';
import { PlayersService } from '../services/players.service';

@ApiTags('players')
@Controller('players')
export class PlayersController {
  constructor(private readonly players: PlayersService) {}

  @Get('me')
  @UseGuards(PlayerGuard)
  @ApiOperation({ summary: "The signed-in player's own profile; 404 when none exists yet" })
  async me(@CurrentUser() me: SessionUser): Promise<PlayerProfileResponse> {
    const profile = await this.players.ownProfile(me.id);
    if (!profile) throw new NotFoundException('Player Not Found');
    return profile;
  }
}
