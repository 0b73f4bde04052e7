import { BadRequestException, Controller, HttpCode, Inject, NotFoundException, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BILLING_MESSAGES, ERROR_CODES } from '@fiji/contracts';
import type { Request } from 'express';
import type { WithRawBody } from '../../../core/http/body-parsers';
import { InvalidSignatureError, PAYMENT_PROVIDER, type PaymentProvider } from '../providers/payment-provider';
import { BillingEventsService } from '../services/events.service';

/** Provider webhooks: verified on the raw body, stored once by event id, applied by a job. */
@ApiTags('billing')
@Controller('billing/webhooks')
export class WebhooksController {
  constructor(
    private readonly events: BillingEventsService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  @Post(':provider')
  @HttpCode(200)
  @ApiOperation({ summary: "A payment provider's event: 200 once stored (repeats too); 400 on a bad or stale signature" })
  async receive(@Param('provider') name: string, @Req() req: Request): Promise<{ received: true }> {
    if (name !== this.provider.name) throw new NotFoundException();
    const raw = (req as unknown as WithRawBody).rawBody;
    const signature = req.headers['stripe-signature'];
    try {
      await this.events.receive(raw ?? Buffer.alloc(0), typeof signature === 'string' ? signature : undefined);
    } catch (e) {
      if (e instanceof InvalidSignatureError) {
        throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.INVALID_SIGNATURE, message: BILLING_MESSAGES.invalidSignature });
      }
      throw e;
    }
    return { received: true };
  }
}
