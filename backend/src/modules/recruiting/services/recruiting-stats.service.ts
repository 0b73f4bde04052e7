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

  /** Recruiter profiles whose account is not suspended (`createdBefore`: those that existed then). */
  activeRecruiters(createdBefore?: Date): Promise<number> {
    const qb = this.recruiters.createQueryBuilder('r').innerJoin('r.user', 'u').where('u.suspended_at IS NULL');
    if (createdBefore) qb.andWhere('r.created_at <= :before', { before: createdBefore });
    return qb.getCount();
  }

  contactRequestCount(createdBefore?: Date): Promise<number> {
    const qb = this.contactRequests.createQueryBuilder('c');
    if (createdBefore) qb.where('c.created_at <= :before', { before: createdBefore });
    return qb.getCount();
  }
}
