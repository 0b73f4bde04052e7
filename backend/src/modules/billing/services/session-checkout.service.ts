import { Injectable } from '@nestjs/common';
import { CheckoutService, type SessionCheckoutInput } from './checkout.service';
import { GuardianLinksService } from './guardian-links.service';

/**
 * What the mentoring area calls to take a session's payment (docs/billing.md "Mentor session payments"):
 * a checkout of kind 'session' on the configured provider (the demo page or Stripe). A minor's session
 * is paid by the guardian through billing's guardian link, so the checkout page opens signed out.
 */
@Injectable()
export class SessionCheckoutService {
  constructor(
    private readonly checkouts: CheckoutService,
    private readonly guardians: GuardianLinksService,
  ) {}

  start(input: Omit<SessionCheckoutInput, 'query' | 'payerEmail'>): Promise<{ checkoutId: string; url: string }> {
    return this.checkouts.startSession(input);
  }

  /** A priced AMA registration, paid by the registrant (docs/mentoring.md "AMA events"). */
  startAma(input: Omit<SessionCheckoutInput, 'query' | 'payerEmail' | 'sessionId'> & { registrationId: string }): Promise<{ checkoutId: string; url: string }> {
    return this.checkouts.startAma(input);
  }

  /** A minor's priced AMA registration, paid by the guardian after approving. */
  startAmaForGuardian(input: Omit<SessionCheckoutInput, 'query' | 'payerEmail' | 'sessionId'> & { registrationId: string; guardianEmail: string }): Promise<{ checkoutId: string; url: string }> {
    const token = this.guardians.sign({ playerUserId: input.userId, guardianEmail: input.guardianEmail, expiresAt: input.expiresAt });
    return this.checkouts.startAma({ ...input, payerEmail: input.guardianEmail, query: `token=${encodeURIComponent(token)}` });
  }

  /** A minor's guardian-approved highlight feedback request: the add-on, paid by the guardian. */
  startFeedbackForGuardian(input: { userId: string; highlightId: string; guardianEmail: string; expiresAt: Date; returnTo: string }): Promise<{ checkoutId: string; url: string }> {
    const token = this.guardians.sign({ playerUserId: input.userId, guardianEmail: input.guardianEmail, expiresAt: input.expiresAt });
    return this.checkouts.startFeedbackForGuardian({ ...input, payerEmail: input.guardianEmail, query: `token=${encodeURIComponent(token)}` });
  }

  startForGuardian(input: Omit<SessionCheckoutInput, 'query' | 'payerEmail'> & { guardianEmail: string }): Promise<{ checkoutId: string; url: string }> {
    const token = this.guardians.sign({ playerUserId: input.userId, guardianEmail: input.guardianEmail, expiresAt: input.expiresAt });
    return this.checkouts.startSession({ ...input, payerEmail: input.guardianEmail, query: `token=${encodeURIComponent(token)}` });
  }
}
