import { Controller, Delete, Get, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  SOCIAL_MESSAGES,
  SOCIAL_ROLES,
  type FollowersCountResponse,
  type FollowersResponse,
  type FollowingResponse,
  type FollowResponse,
  type IsFollowingResponse,
  type SessionUser,
} from '@fiji/contracts';
import { ViewerAccessService, type Viewer } from '../../../core/access';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { roleGuard } from '../../../core/auth/role.guard-factory';
import { FollowsService } from '../services/follows.service';
import { signedInViewer } from '../services/social-player.queries';

/** Follow buttons show only for the social roles; the server refuses the rest. */
const SocialRoleGuard = roleGuard(SOCIAL_ROLES, SOCIAL_MESSAGES.followRoles);

@ApiTags('follows')
@Controller()
export class FollowsController {
  constructor(
    private readonly follows: FollowsService,
    private readonly access: ViewerAccessService,
  ) {}

  @Post('players/:id/follow')
  @UseGuards(SocialRoleGuard)
  @ApiOperation({ summary: 'Follow a player (social roles; following twice is a no-op)' })
  async follow(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<FollowResponse> {
    return this.follows.follow(await this.viewer(me), id);
  }

  @Delete('players/:id/follow')
  @UseGuards(SocialRoleGuard)
  @ApiOperation({ summary: 'Unfollow a player (idempotent); 404 "Player Not Found" when the profile is missing or not visible (the follow is still removed)' })
  async unfollow(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<FollowResponse> {
    return this.follows.unfollow(await this.viewer(me), id);
  }

  @Get('players/:id/is-following')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Whether the signed-in user follows this player' })
  async isFollowing(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<IsFollowingResponse> {
    return { isFollowing: await this.follows.isFollowing(await this.viewer(me), id) };
  }

  @Get('players/:id/followers/count')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: "A visible player's follower count" })
  async count(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<FollowersCountResponse> {
    return { count: await this.follows.count(await this.viewer(me), id) };
  }

  @Get('players/:id/followers')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: "Who follows a player: the player and admins only" })
  async followers(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<FollowersResponse> {
    return this.follows.followers(await this.viewer(me), id);
  }

  @Get('me/following')
  @UseGuards(SocialRoleGuard)
  @ApiOperation({ summary: 'Players the signed-in social-role user follows' })
  async following(@CurrentUser() me: SessionUser): Promise<FollowingResponse> {
    return this.follows.following(await this.viewer(me));
  }

  private viewer(me: SessionUser): Promise<Viewer> {
    return signedInViewer(this.access, me);
  }
}
