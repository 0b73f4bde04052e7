import { ConflictException, Injectable } from '@nestjs/common';
import { APPEAL_WINDOW_DAYS, type OwnerCaseView } from '@fiji/contracts';
import { signLink, verifyLink } from '../../../core/auth/signed-link';
import { AppConfig } from '../../../core/config/app-config';
import { caseNotFound, ReportsService } from './reports.service';

const PURPOSE = 'moderation-appeal';
const WINDOW_MS = APPEAL_WINDOW_DAYS * 86_400_000;

/**
 * The owner's appeal link (docs/admin.md, "Moderation"): a suspended owner cannot sign in, so the decision
 * and suspension mails carry a signed link, valid for the appeal window, that opens the appeal without a
 * session. Single use: once the appeal is in (or the case is no longer appealable) the link answers 404,
 * exactly like a tampered, expired or unknown one.
 */
@Injectable()
export class AppealLinksService {
  constructor(
    private readonly config: AppConfig,
    private readonly reports: ReportsService,
  ) {}

  sign(caseId: string, ownerUserId: string, expiresAt: Date = new Date(Date.now() + WINDOW_MS)): string {
    return signLink(this.config.sessionSecret, PURPOSE, { c: caseId, u: ownerUserId }, expiresAt);
  }

  /** The address mailed to the owner. */
  url(caseId: string, ownerUserId: string): string {
    return `${this.config.publicUrl}/moderation/appeal/${this.sign(caseId, ownerUserId)}`;
  }

  /** The sentence the decision and suspension mails end with. */
  mailLine(caseId: string, ownerUserId: string): string {
    return `You may appeal once within ${APPEAL_WINDOW_DAYS} days, without signing in: ${this.url(caseId, ownerUserId)}`;
  }

  /** The decision the link stands for, while it can still be appealed; else 404. */
  async view(token: string): Promise<OwnerCaseView> {
    const owner = this.owner(token);
    const view = await this.reports.ownerView({ id: owner.userId }, owner.caseId);
    if (!view.canAppeal) throw caseNotFound();
    return view;
  }

  /** The one appeal, through the link; a used, expired or unappealable link answers 404. */
  async appeal(token: string, text: string): Promise<OwnerCaseView> {
    const owner = this.owner(token);
    try {
      return await this.reports.appeal({ id: owner.userId }, owner.caseId, text);
    } catch (e) {
      if (e instanceof ConflictException) throw caseNotFound();
      throw e;
    }
  }

  private owner(token: string): { caseId: string; userId: string } {
    const payload = verifyLink(this.config.sessionSecret, PURPOSE, token);
    if (!payload || typeof payload.c !== 'string' || typeof payload.u !== 'string') throw caseNotFound();
    return { caseId: payload.c, userId: payload.u };
  }
}
