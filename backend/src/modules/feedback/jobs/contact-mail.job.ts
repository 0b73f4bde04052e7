import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../../core/config/app-config';
import { MailService } from '../../../core/mail/mail.service';
import { JobsService } from '../../../core/queue/jobs.service';
import type { ContactSubmission } from '../entities/contact-submission.entity';
import { ContactService } from '../services/contact.service';

/**
 * mail.contact: a confirmation to the sender (fixed text only, a few per address a day) and a copy to
 * SUPPORT_EMAIL (reply-to the sender).
 * Durable (job_records): a message accepted with 201 is mailed even across a restart.
 */
@Injectable()
export class ContactMailJob implements OnModuleInit {
  private readonly logger = new Logger('ContactMailJob');

  constructor(
    private readonly jobs: JobsService,
    private readonly contacts: ContactService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register('mail.contact', ({ submissionId }) => this.run(submissionId), { durable: true, attempts: 5, backoffMs: 2000 });
  }

  async run(submissionId: string): Promise<void> {
    const s = await this.contacts.findById(submissionId);
    if (!s) {
      this.logger.warn(`Contact submission ${submissionId} no longer exists; nothing to mail`);
      return;
    }
    if (await this.contacts.mayConfirm(s)) await this.mail.send(this.confirmation(s));
    else this.logger.warn(`Contact submission ${s.id}: no confirmation, its address had the day's confirmations already`);
    await this.mail.send(this.supportCopy(s));
  }

  /**
   * The confirmation goes to whatever address the form was given, so it carries no text the sender
   * typed (no name, subject or message): otherwise the form would relay anyone's text and links to
   * any inbox. Only our fixed wording; the support copy below keeps the whole message.
   */
  private confirmation(s: ContactSubmission) {
    return {
      to: s.email,
      subject: 'We received your message',
      text: [
        'Bula,',
        '',
        "Thank you for contacting Fiji Rugby Talent. We'll get back to you within 24 hours",
        '(support hours Mon-Fri 9-5, Sat 9-1, Sun closed, Fiji time).',
        '',
        'If you did not write to us, you can ignore this email.',
        '',
        `Fiji Rugby Talent support — ${this.config.supportEmail}`,
        this.config.publicUrl,
      ].join('\n'),
      replyTo: this.config.supportEmail,
    };
  }

  private supportCopy(s: ContactSubmission) {
    return {
      to: this.config.supportEmail,
      subject: `[Contact] ${s.subject}`,
      replyTo: s.email,
      text: [
        `From: ${s.firstName} ${s.lastName} <${s.email}>`,
        `Role: ${s.role ?? 'not given'}`,
        `Subject: ${s.subject}`,
        `Submission: ${s.id} (${s.createdAt.toISOString()})`,
        '',
        s.message,
      ].join('\n'),
    };
  }
}
