import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SeatInviteDto, type SeatView, type SeatsResponse, type SessionUser, type SubscriptionView } from '@fiji/contracts';
import { ViewerAccessService } from '../../../core/access';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { SeatsService } from '../services/seats.service';
import { SubscriptionsService } from '../services/subscriptions.service';

/** Recruiter Plan seats: the holder's invites and members, and a colleague accepting (docs/billing.md "Seats"). */
@ApiTags('billing')
@Controller('billing/seats')
@UseGuards(AuthenticatedGuard)
export class SeatsController {
  constructor(
    private readonly seats: SeatsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly access: ViewerAccessService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The plan holder's invited and active colleagues; total counts the holder's own seat" })
  list(@CurrentUser() me: SessionUser): Promise<SeatsResponse> {
    return this.seats.list(me);
  }

  @Post()
  @ApiOperation({ summary: 'Invite a colleague by email (a mail with an accept link); 409 SEATS_FULL when every seat is taken' })
  invite(@CurrentUser() me: SessionUser, @Body() dto: SeatInviteDto): Promise<SeatView> {
    return this.seats.invite(me, dto.email);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove an invite or a member (the member loses the plan at once)' })
  async remove(@CurrentUser() me: SessionUser, @Query() query: SeatInviteDto): Promise<void> {
    await this.seats.remove(me, query.email);
  }

  @Post('accept/:token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept an invite (a recruiting account with the invited email); 404 like a missing invite otherwise' })
  async accept(@CurrentUser() me: SessionUser, @Param('token') token: string): Promise<SubscriptionView> {
    await this.seats.accept(me, token);
    return this.subscriptions.view((await this.access.reloadViewer(me))!);
  }
}
