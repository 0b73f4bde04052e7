import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { BetaFeedbackDto, ContactFormDto, type OkResponse, type SessionUser } from '@fiji/contracts';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { RATE_LIMITS, RateLimit } from '../../../core/rate-limit';
import { BetaFeedbackService } from '../services/beta-feedback.service';
import { ContactService } from '../services/contact.service';

/** Public forms: Contact Us and Beta Feedback (anyone, signed in or not). */
@ApiTags('feedback')
@Controller()
export class FeedbackController {
  constructor(
    private readonly contact: ContactService,
    private readonly beta: BetaFeedbackService,
  ) {}

  @Post('contact')
  @HttpCode(201)
  @RateLimit(RATE_LIMITS.contact)
  @ApiOperation({ summary: 'Contact Us: stored, then mailed to the sender (confirmation) and to support' })
  async submitContact(@Body() dto: ContactFormDto): Promise<OkResponse> {
    await this.contact.submit(dto);
    return { ok: true };
  }

  @Post('beta-feedback')
  @HttpCode(201)
  @RateLimit(RATE_LIMITS.betaFeedback)
  @ApiOperation({ summary: 'Beta Feedback form' })
  async submitBetaFeedback(@Body() dto: BetaFeedbackDto, @CurrentUser() me?: SessionUser): Promise<OkResponse> {
    await this.beta.submit(dto, me?.id ?? null);
    return { ok: true };
  }
}
