import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { BILLING_MESSAGES, BILLING_RULES, ERROR_CODES, formatBillingDate, isMinor, type SessionUser } from '@fiji/contracts';
import { signLink, verifyLink } from '../../../core/auth/signed-link';
import { AppConfig } from '../../../core/config/app-config';
import { MailService } from '../../../core/mail/mail.service';
import { UsersService } from '../../users';
import { BillingClock, DAY_MS } from './billing-clock';

export interface GuardianLink {
  playerUserId: string;
  guardianEmail: string;
  expiresAt: Date;
}

/**
 * "Ask my guardian" (docs/billing.md "Minors"): a player under 18 never pays; the guardian email on
 * record gets a signed link that expires, and pays for that player's Player Pro without an account.
 */
@Injectable()
export class GuardianLinksService {
  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly clock: BillingClock,
  ) {}

  async send(me: SessionUser): Promise<void> {
    const user = await this.users.findById(me.id);
    if (!user || user.role !== 'player' || !isMinor(user.dob, this.clock.now())) {
      throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.FORBIDDEN, message: 'Only players under 18 ask a guardian to pay' });
    }
    if (!user.guardianEmail) {
      throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: [BILLING_MESSAGES.noGuardianEmail], errors: { guardianEmail: BILLING_MESSAGES.noGuardianEmail } });
    }
    const expiresAt = new Date(this.clock.now().getTime() + BILLING_RULES.guardianLinkDays * DAY_MS);
    const token = this.sign({ playerUserId: user.id, guardianEmail: user.guardianEmail, expiresAt });
    await this.mail.send({
      to: user.guardianEmail,
      subject: `${user.firstName} asks you to pay for Player Pro on Fiji Rugby Talent`,
      text: [
        'Bula,',
        '',
        `${user.firstName} ${user.lastName} would like Player Pro on Fiji Rugby Talent: contact with clubs and mentors, up to 25 highlights and photos, and priority in recruiter search.`,
        'Players under 18 cannot pay themselves; as their guardian you can pay here, without an account:',
        `${this.config.publicUrl}/billing/guardian/${token}`,
        '',
        `The link works until ${formatBillingDate(expiresAt)} (UTC). Receipts come to this address. If you did not expect this, ignore it.`,
      ].join('\n'),
    });
  }

  sign(link: GuardianLink): string {
    return signLink(this.config.billingSecret, 'guardian', { u: link.playerUserId, g: link.guardianEmail }, link.expiresAt);
  }

  /** The link a token stands for; an unknown, tampered or expired token answers 404 like a missing page. */
  verify(token: string): GuardianLink {
    const parsed = verifyLink(this.config.billingSecret, 'guardian', token, this.clock.now());
    if (!parsed || typeof parsed.u !== 'string' || typeof parsed.g !== 'string') throw new NotFoundException();
    return { playerUserId: parsed.u, guardianEmail: parsed.g, expiresAt: new Date(parsed.e * 1000) };
  }
}
