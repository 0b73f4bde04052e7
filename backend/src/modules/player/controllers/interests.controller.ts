import { Body, Controller, Delete, Get, HttpStatus, Param, ParseUUIDPipe, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  InterestDto,
  RECRUITING_ROLES,
  SOCIAL_MESSAGES,
  type InterestResponse,
  type OkResponse,
  type PlayerInterestsResponse,
  type RecruiterInterestsResponse,
  type SessionUser,
} from '@fiji/contracts';
import type { Response } from 'express';
import { ViewerAccessService } from '../../../core/access';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { roleGuard } from '../../../core/auth/role.guard-factory';
import { InterestsService } from '../services/interests.service';
import { signedInViewer } from '../services/social-player.queries';

/** "Interest buttons: only a logged-in recruiter" (recruiting roles, docs/decisions.md). */
const RecruitingRoleGuard = roleGuard(RECRUITING_ROLES, SOCIAL_MESSAGES.interestRoles);

@ApiTags('interests')
@Controller('interests')
export class InterestsController {
  constructor(
    private readonly interests: InterestsService,
    private readonly access: ViewerAccessService,
  ) {}

  @Post()
  @UseGuards(RecruitingRoleGuard)
  @ApiOperation({ summary: "Create (201) or replace (200) the caller's interest in a player" })
  async mark(
    @CurrentUser() me: SessionUser,
    @Body() dto: InterestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<InterestResponse> {
    const { created, interest } = await this.interests.mark(await signedInViewer(this.access, me), dto);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return interest;
  }

  @Delete(':playerId')
  @UseGuards(RecruitingRoleGuard)
  @ApiOperation({ summary: "Remove the caller's interest in a player (idempotent)" })
  async remove(@CurrentUser() me: SessionUser, @Param('playerId', ParseUUIDPipe) playerId: string): Promise<OkResponse> {
    await this.interests.remove(await signedInViewer(this.access, me), playerId);
    return { ok: true };
  }

  @Get('player/:playerId')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Recruiters interested in a visible player, strongest interest first' })
  async forPlayer(@CurrentUser() me: SessionUser, @Param('playerId', ParseUUIDPipe) playerId: string): Promise<PlayerInterestsResponse> {
    return this.interests.forPlayer(await signedInViewer(this.access, me), playerId);
  }

  @Get('recruiter/me')
  @UseGuards(RecruitingRoleGuard)
  @ApiOperation({ summary: "The signed-in recruiter's own interests" })
  async mine(@CurrentUser() me: SessionUser): Promise<RecruiterInterestsResponse> {
    return this.interests.mine(await signedInViewer(this.access, me));
  }
}
