import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CONTACT_CONFIRMATIONS_PER_ADDRESS_PER_DAY, type ContactFormDto } from '@fiji/contracts';
import { Repository } from 'typeorm';
import { JobsService } from '../../../core/queue/jobs.service';
import { ContactSubmission } from '../entities/contact-submission.entity';

/** Contact Us: store the message, then mail it in the background (mail.contact). */
@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactSubmission) private readonly submissions: Repository<ContactSubmission>,
    private readonly jobs: JobsService,
  ) {}

  /** The message and its mail job are written in one transaction; the job reaches the queue after the commit. */
  async submit(dto: ContactFormDto): Promise<ContactSubmission> {
    return this.submissions.manager.transaction(async (m) => {
      const saved = await m.save(
        m.create(ContactSubmission, {
          firstName: dto.firstName,
          lastName: dto.lastName,
          email: dto.email,
          role: dto.role ?? null,
          subject: dto.subject,
          message: dto.message,
        }),
      );
      await this.jobs.enqueue('mail.contact', { submissionId: saved.id }, m);
      return saved;
    });
  }

  /**
   * Whether `s` is among the first CONTACT_CONFIRMATIONS_PER_ADDRESS_PER_DAY messages from its address in
   * the 24 hours up to it (counted from the stored rows, so a retried job decides the same way).
   */
  async mayConfirm(s: ContactSubmission): Promise<boolean> {
    const [row]: { n: number }[] = await this.submissions.query(
      `SELECT count(*)::int AS n FROM contact_submissions c JOIN contact_submissions me ON me.id = $1
        WHERE lower(c.email) = lower(me.email) AND c.created_at > me.created_at - interval '24 hours'
          AND (c.created_at, c.id) <= (me.created_at, me.id)`,
      [s.id],
    );
    return (row?.n ?? 0) <= CONTACT_CONFIRMATIONS_PER_ADDRESS_PER_DAY;
  }

  findById(id: string): Promise<ContactSubmission | null> {
    return this.submissions.findOne({ where: { id } });
  }
}
