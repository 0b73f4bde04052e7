import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '@fiji/contracts';
import { ViewerAccessService } from '../../../core/access';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { PlayersService, type FeaturedPlayer } from '../../player';
import { OrganizationsService, type FeaturedOrganization } from '../../recruiting';

/** Dashboard cards. Players need sign-in ("public" = visible to everyone signed in); organisations are public. */
@ApiTags('featured')
@Controller()
export class FeaturedController {
  constructor(
    private readonly players: PlayersService,
    private readonly orgs: OrganizationsService,
    private readonly access: ViewerAccessService,
  ) {}

  @Get('featured-players')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Up to six verified public players: boosted first, then most highlights (the preview for free viewers)' })
  async featuredPlayers(@CurrentUser() me: SessionUser): Promise<{ results: FeaturedPlayer[] }> {
    return { results: await this.players.featured(await this.access.viewer(me)) };
  }

  @Get('featured-organizations')
  @ApiOperation({ summary: 'Up to six verified organisations with the most players' })
  async featuredOrganizations(): Promise<{ results: FeaturedOrganization[] }> {
    return { results: await this.orgs.featured() };
  }
}
