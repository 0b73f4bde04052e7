import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  BILLING_MESSAGES,
  CancelDto,
  ChangePlanDto,
  CheckoutDto,
  type CheckoutResponse,
  type CheckoutView,
  type PaymentView,
  type PlansResponse,
  type SessionUser,
  type SubscriptionView,
} from '@fiji/contracts';
import type { Response } from 'express';
import { ViewerAccessService } from '../../../core/access';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { CatalogueService } from '../services/catalogue.service';
import { CheckoutService } from '../services/checkout.service';
import { GuardianLinksService } from '../services/guardian-links.service';
import { PaymentsService } from '../services/payments.service';
import { SubscriptionsService } from '../services/subscriptions.service';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { Inject, NotFoundException } from '@nestjs/common';
import { AppConfig } from '../../../core/config/app-config';

/** Plans, checkout and the signed-in account's subscription and payments (docs/billing.md "The calls"). */
@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly checkouts: CheckoutService,
    private readonly subscriptions: SubscriptionsService,
    private readonly payments: PaymentsService,
    private readonly guardians: GuardianLinksService,
    private readonly access: ViewerAccessService,
    private readonly config: AppConfig,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Get('plans')
  @ApiOperation({ summary: 'The catalogue: plans per role and interval with USD and FJD amounts and their entitlements; add-ons' })
  plans(@CurrentUser() me: SessionUser | undefined): Promise<PlansResponse> {
    return this.catalogue.plans(me ?? null);
  }

  @Post('checkout')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Start a checkout for a plan or an add-on (403 MINOR_CANNOT_PAY under 18)' })
  checkout(@CurrentUser() me: SessionUser, @Body() dto: CheckoutDto): Promise<CheckoutResponse> {
    return this.checkouts.start(me, dto);
  }

  @Get('checkouts/:id')
  @ApiOperation({ summary: "A checkout's state (its account, or the guardian link's holder)" })
  async checkoutView(@Param('id') id: string, @CurrentUser() me: SessionUser | undefined, @Query('token') token?: string): Promise<CheckoutView> {
    const guardian = token ? this.guardians.verify(token) : null;
    return this.checkouts.view(id, (c) => (guardian ? c.userId === guardian.playerUserId : c.userId === me?.id));
  }

  @Post('guardian-link')
  @HttpCode(202)
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'A player under 18 asks the guardian on record to pay (a signed, expiring link by mail)' })
  async guardianLink(@CurrentUser() me: SessionUser): Promise<{ message: string }> {
    await this.guardians.send(me);
    return { message: BILLING_MESSAGES.guardianLinkSent };
  }

  @Get('subscription')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Plan, status, period end, pending change, usage and seats of the signed-in account' })
  async subscription(@CurrentUser() me: SessionUser): Promise<SubscriptionView> {
    return this.subscriptions.view((await this.access.viewer(me))!);
  }

  @Post('subscription/change')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Change plan or interval: upgrades at once, downgrades at the period end' })
  async change(@CurrentUser() me: SessionUser, @Body() dto: ChangePlanDto): Promise<SubscriptionView> {
    await this.subscriptions.change((await this.access.viewer(me))!, dto);
    return this.subscriptions.view((await this.access.reloadViewer(me))!);
  }

  @Post('subscription/cancel')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Cancel at the period end (optional reason)' })
  async cancel(@CurrentUser() me: SessionUser, @Body() dto: CancelDto): Promise<SubscriptionView> {
    await this.subscriptions.cancel((await this.access.viewer(me))!, dto.reason);
    return this.subscriptions.view((await this.access.reloadViewer(me))!);
  }

  @Post('subscription/resume')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'Undo a pending cancel or downgrade' })
  async resume(@CurrentUser() me: SessionUser): Promise<SubscriptionView> {
    await this.subscriptions.resume((await this.access.viewer(me))!);
    return this.subscriptions.view((await this.access.reloadViewer(me))!);
  }

  @Get('payments')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: "The signed-in account's payments and refunds, newest first" })
  async paymentList(@CurrentUser() me: SessionUser): Promise<{ payments: PaymentView[] }> {
    return { payments: await this.payments.list(me.id) };
  }

  @Get('payments/:id/receipt')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: 'A receipt, as a downloadable HTML document' })
  async receipt(@CurrentUser() me: SessionUser, @Param('id') id: string, @Res() res: Response): Promise<void> {
    const { html, filename } = await this.payments.receipt(me.id, id);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.send(html);
  }

  @Get('portal')
  @UseGuards(AuthenticatedGuard)
  @ApiOperation({ summary: "The Stripe Customer Portal (payment methods, invoices); 404 with the demo provider" })
  async portal(@CurrentUser() me: SessionUser): Promise<{ url: string }> {
    const sub = await this.subscriptions.find(me.id);
    const url = sub?.providerCustomerId ? await this.provider.portalUrl(sub.providerCustomerId, `${this.config.publicUrl}/account/billing`) : null;
    if (!url) throw new NotFoundException();
    return { url };
  }
}
