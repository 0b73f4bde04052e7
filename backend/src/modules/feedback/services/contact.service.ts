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

  async submit(dto: ContactFormDto): Promise<ContactSubmission> {
    const saved = await this.submissions.save(
      this.submissions.create({
        firstName: dto.firstName,
        lastName: dto.lastName,
        email: dto.email,
        role: dto.role ?? null,
        subject: dto.subject,
        message: dto.message,
      }),
    );
    await this.jobs.enqueue('mail.contact', { submissionId: saved.id });
    return saved;
  }

  findById(id: string): Promise<ContactSubmission | null> {
    return this.submissions.findOne({ where: { id } });
  }
}
