import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { PlayersService, type FeaturedPlayer } from '../../player/services/players.service';
import { OrganizationsService, type FeaturedOrganization } from '../../recruiting/services/organizations.service';

/** Dashboard cards. Players need sign-in ("public" = visible to everyone signed in); organisations are public. */
@ApiTags('featured')
@Controller()
export class FeaturedController {
  constructor(
    private readonly players: PlayersService,
    private readonly orgs: OrganizationsService,
  ) {}

  @Get('featured-players')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Up to six verified public players: boosted first, then most highlights' })
  async featuredPlayers(): Promise<{ results: FeaturedPlayer[] }> {
    return { results: await this.players.featured() };
  }

  @Get('featured-organizations')
  @ApiOperation({ summary: 'Up to six verified organisations with the most players' })
  async featuredOrganizations(): Promise<{ results: FeaturedOrganization[] }> {
    return { results: await this.orgs.featured() };
  }
}
