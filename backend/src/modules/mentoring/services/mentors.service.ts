import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Mentor } from '../entities/mentor.entity';

/** Mentor card of the public list (client shapes). */
export interface MentorListItem {
  id: string;
  title: string | null;
  bio: string | null;
  rating: number;
  totalSessions: number;
  yearsExperience: number | null;
  specializations: string[];
  hourlyRate: number | null;
  currency: string;
  isVerified: boolean;
  user: { firstName: string; lastName: string; profileImageUrl: string | null };
}

@Injectable()
export class MentorsService {
  constructor(@InjectRepository(Mentor) private readonly mentors: Repository<Mentor>) {}

  /** Active mentors of active accounts: verified first, then best rated. */
  async list(): Promise<MentorListItem[]> {
    const rows = await this.mentors
      .createQueryBuilder('m')
      .innerJoinAndSelect('m.user', 'u')
      .where('m.is_active')
      .andWhere('u.suspended_at IS NULL')
      .orderBy('m.is_verified', 'DESC')
      .addOrderBy('m.rating', 'DESC')
      .addOrderBy('m.total_sessions', 'DESC')
      .take(100)
      .getMany();
    return rows.map((m) => ({
      id: m.id,
      title: m.title,
      bio: m.bio,
      rating: Number(m.rating ?? 0),
      totalSessions: m.totalSessions,
      yearsExperience: m.yearsExperience,
      specializations: m.specializations ?? [],
      hourlyRate: m.hourlyRate,
      currency: m.currency,
      isVerified: m.isVerified,
      user: { firstName: m.user!.firstName, lastName: m.user!.lastName, profileImageUrl: m.user!.profileImageUrl },
    }));
  }
}
