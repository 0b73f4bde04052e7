import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MailService } from '../../../core/mail/mail.service';
import { JobsService } from '../../../core/queue';

/**
 * Mentoring's mail goes out through the durable `mentoring.mail` job: queued with the write that causes
 * it (pass the transaction's manager), so a rolled-back booking mails nobody and a restart loses nothing.
 */
@Injectable()
export class MentoringMailService implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('mentoring.mail', async ({ to, subject, text }) => {
      await this.mail.send({ to, subject, text });
    }, { durable: true, attempts: 5 });
  }

  async queue(to: string | null | undefined, subject: string, lines: string[], m?: EntityManager): Promise<void> {
    if (!to) return;
    await this.jobs.enqueue('mentoring.mail', { to, subject, text: lines.join('\n') }, m);
  }
}
