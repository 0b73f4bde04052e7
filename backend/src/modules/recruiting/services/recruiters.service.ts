import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Recruiter } from '../entities/recruiter.entity';

/** The recruiting profile row (`recruiters`) of a recruiting-role account, for the modules that need its id. */
@Injectable()
export class RecruitersService {
  constructor(@InjectRepository(Recruiter) private readonly recruiters: Repository<Recruiter>) {}

  /**
   * The account's recruiters row id. Seeded recruiting accounts have one; accounts that signed up later
   * get a free, organisation-less one on first use (one statement each, safe under concurrent calls).
   */
  async idFor(userId: string): Promise<string> {
    await this.recruiters.query(`INSERT INTO recruiters (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId]);
    const [row]: { id: string }[] = await this.recruiters.query(`SELECT id FROM recruiters WHERE user_id = $1`, [userId]);
    return row!.id;
  }
}
