import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContactRequest } from '../entities/contact-request.entity';
import { Recruiter } from '../entities/recruiter.entity';

/** Live counts of the recruiting side, for the admin console. */
@Injectable()
export class RecruitingStatsService {
  constructor(
    @InjectRepository(Recruiter) private readonly recruiters: Repository<Recruiter>,
    @InjectRepository(ContactRequest) private readonly contactRequests: Repository<ContactRequest>,
  ) {}

  /** Recruiter profiles whose account is not suspended. */
  activeRecruiters(): Promise<number> {
    return this.recruiters.createQueryBuilder('r').innerJoin('r.user', 'u').where('u.suspended_at IS NULL').getCount();
  }

  contactRequestCount(): Promise<number> {
    return this.contactRequests.count();
  }
}
