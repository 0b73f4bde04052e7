import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactFormDto } from '@fiji/contracts';
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

  findById(id: string): Promise<ContactSubmission | null> {
    return this.submissions.findOne({ where: { id } });
  }
}
