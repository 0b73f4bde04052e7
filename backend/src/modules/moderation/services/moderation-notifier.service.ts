import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { APPEAL_WINDOW_DAYS, REPORT_TARGET_LABELS, isMinor, type CaseOutcome, type ReportTargetType } from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { MailService } from '../../../core/mail/mail.service';
import { NotificationsService } from '../../notifications';
import { UsersService } from '../../users';
import { AppealLinksService } from './appeal-links.service';

const OUTCOME_FOR_REPORTER: Record<CaseOutcome, string> = {
  dismissed: 'We reviewed it and found no breach of our rules, so it stays up.',
  hidden: 'We reviewed it and removed it from the site.',
  suspended: 'We reviewed it and suspended the account responsible.',
  upheld: 'After an appeal we kept our decision.',
  restored: 'After an appeal we restored it.',
};

interface CaseFacts {
  id: string;
  targetType: ReportTargetType;
  targetLabel: string;
  ownerUserId: string;
}

/**
 * Who hears about a moderation decision (docs/admin.md, "Moderation"): each reporter (notification and
 * mail, and their guardian's email when the reporter is under 18, or when the reported content is a
 * child's), and the content's owner with the reason and the way to appeal. Mail failures are logged,
 * never undo a decision already taken.
 */
@Injectable()
export class ModerationNotifier {
  private readonly logger = new Logger('Moderation');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly appealLinks: AppealLinksService,
  ) {}

  /** The reporters of the case (each once) hear the outcome; guardians too where a child is involved. */
  async tellReporters(c: CaseFacts, outcome: CaseOutcome): Promise<void> {
    const reporters: Array<{ reporter_id: string; minor: boolean }> = await this.db.query(
      `SELECT reporter_id, bool_or(reporter_minor) AS minor FROM moderation_reports WHERE case_id = $1 GROUP BY reporter_id`,
      [c.id],
    );
    const what = `${REPORT_TARGET_LABELS[c.targetType]} "${c.targetLabel}"`;
    const message = `Thank you for your report about ${what}. ${OUTCOME_FOR_REPORTER[outcome]}`;
    const ownerGuardian = await this.guardianOfMinor(c.ownerUserId);
    for (const r of reporters) {
      await this.notifications.notify(r.reporter_id, { type: 'moderation', title: 'Your report was reviewed', message });
      const user = await this.users.findById(r.reporter_id);
      await this.send(user?.email, 'Your report was reviewed', [message]);
      const guardian = r.minor || isMinor(user?.dob ?? null) ? user?.guardianEmail : null;
      const name = user ? `${user.firstName} ${user.lastName}`.trim() : 'A young person in your care';
      await this.send(guardian, 'A report by the young person in your care was reviewed', [
        `${name} reported ${what} to the Fiji Rugby Talent safeguarding team.`,
        OUTCOME_FOR_REPORTER[outcome],
      ]);
    }
    // The content is a child's: the child's guardian hears what was done about it, once.
    if (ownerGuardian && outcome !== 'dismissed') {
      await this.send(ownerGuardian, 'A report about the young person in your care was reviewed', [
        `Someone reported ${what}, which belongs to the young person in your care.`,
        OUTCOME_FOR_REPORTER[outcome],
      ]);
    }
  }

  /** The owner hears what was done, why, and (for a hide or a suspension) how to appeal. */
  async tellOwner(c: CaseFacts, outcome: CaseOutcome, reason: string): Promise<void> {
    const what = `${REPORT_TARGET_LABELS[c.targetType]} "${c.targetLabel}"`;
    const lines: Record<CaseOutcome, string> = {
      dismissed: '',
      hidden: `Your ${what} was hidden by our safeguarding team. Reason: ${reason}`,
      suspended: `Your account was suspended by our safeguarding team after a report about your ${what}. Reason: ${reason}`,
      upheld: `We reviewed your appeal about your ${what} and kept our decision. Reason: ${reason}`,
      restored: `We reviewed your appeal about your ${what} and restored it. Reason: ${reason}`,
    };
    if (!lines[outcome]) return;
    const appealable = outcome === 'hidden' || outcome === 'suspended';
    const link = `${this.config.publicUrl}/account/moderation/${c.id}`;
    const message = appealable ? `${lines[outcome]} You may appeal once within ${APPEAL_WINDOW_DAYS} days: ${link}` : lines[outcome];
    await this.notifications.notify(c.ownerUserId, { type: 'moderation', title: 'Moderation decision', message });
    const owner = await this.users.findById(c.ownerUserId);
    // The mail's link works signed out (a suspended owner cannot sign in): signed, expiring, single use.
    const mailed = appealable ? `${lines[outcome]} ${this.appealLinks.mailLine(c.id, c.ownerUserId)}` : message;
    await this.send(owner?.email, 'A moderation decision about your content', [mailed]);
  }

  private async guardianOfMinor(userId: string): Promise<string | null> {
    const [row]: Array<{ dob: string | null; player_dob: string | null; guardian_email: string | null }> = await this.db.query(
      `SELECT u.dob::text AS dob, u.guardian_email, (SELECT p.dob::text FROM player_directory p WHERE p.user_id = u.id) AS player_dob
         FROM user_directory u WHERE u.id = $1`,
      [userId],
    );
    return row && (isMinor(row.dob) || isMinor(row.player_dob)) ? row.guardian_email : null;
  }

  private async send(to: string | null | undefined, subject: string, lines: string[]): Promise<void> {
    if (!to) return;
    try {
      await this.mail.send({ to, subject, text: lines.join('\n\n') });
    } catch (e) {
      this.logger.error(`Moderation mail to ${to} failed: ${(e as Error).message}`);
    }
  }
}
