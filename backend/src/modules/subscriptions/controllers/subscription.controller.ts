import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionUser, SubscriptionStatus } from '@fiji/contracts';
import { ViewerAccessService } from '../../../core/access';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';

@ApiTags('subscription')
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly access: ViewerAccessService) {}

  @Get('status')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: "The signed-in user's plan: canContact, canRespond, planType, upgradeRequired, viewerType" })
  status(@CurrentUser() me: SessionUser): Promise<SubscriptionStatus> {
    return this.access.subscriptionStatus(me);
  }
}
