import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BILLING_MESSAGES, BILLING_RULES, ERROR_CODES, formatBillingDate, isMinor, type SessionUser } from '@fiji/contracts';
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
    const body = Buffer.from(JSON.stringify({ u: link.playerUserId, g: link.guardianEmail, e: Math.floor(link.expiresAt.getTime() / 1000) })).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The link a token stands for; an unknown, tampered or expired token answers 404 like a missing page. */
  verify(token: string): GuardianLink {
    const [body, mac] = token.split('.');
    if (!body || !mac || mac.length !== 43) throw new NotFoundException();
    const expected = Buffer.from(this.mac(body));
    if (!timingSafeEqual(expected, Buffer.from(mac))) throw new NotFoundException();
    let parsed: { u?: unknown; g?: unknown; e?: unknown };
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw new NotFoundException();
    }
    if (typeof parsed.u !== 'string' || typeof parsed.g !== 'string' || typeof parsed.e !== 'number') throw new NotFoundException();
    const expiresAt = new Date(parsed.e * 1000);
    if (expiresAt <= this.clock.now()) throw new NotFoundException();
    return { playerUserId: parsed.u, guardianEmail: parsed.g, expiresAt };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.config.billingSecret).update(`guardian:${body}`).digest('base64url');
  }
}
