import { Controller, HttpCode, NotFoundException, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckoutView, SessionUser } from '@fiji/contracts';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { CheckoutService } from '../services/checkout.service';
import { DemoCheckoutService } from '../services/demo-checkout.service';
import { GuardianLinksService } from '../services/guardian-links.service';

/** The demo provider's checkout page buttons: Pay, Decline (a declined card), Cancel. 404 when Stripe is configured. */
@ApiTags('billing')
@Controller('billing/demo/checkouts')
export class DemoCheckoutController {
  constructor(
    private readonly demo: DemoCheckoutService,
    private readonly checkouts: CheckoutService,
    private readonly guardians: GuardianLinksService,
  ) {}

  @Post(':id/:action')
  @HttpCode(200)
  @ApiOperation({ summary: 'Completes the demo checkout as its page does: pay, decline or cancel' })
  async act(
    @Param('id') id: string,
    @Param('action') action: string,
    @CurrentUser() me: SessionUser | undefined,
    @Query('token') token?: string,
  ): Promise<CheckoutView> {
    if (!this.demo.enabled || !['pay', 'decline', 'cancel'].includes(action)) throw new NotFoundException();
    const guardian = token ? this.guardians.verify(token) : null;
    const checkout = await this.checkouts.find(id);
    const mine = checkout && (guardian ? checkout.userId === guardian.playerUserId && checkout.payerEmail === guardian.guardianEmail : checkout.userId === me?.id && !checkout.payerEmail);
    if (!checkout || !mine) throw new NotFoundException();
    return this.demo.act(checkout, action as 'pay' | 'decline' | 'cancel');
  }
}
