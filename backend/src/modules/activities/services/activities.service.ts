import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Activity, ACTIVITY_TYPES } from '../entities/activity.entity';

export interface ActivityItem {
  id: string;
  type: string;
  title: string;
  description: string | null;
  createdAt: string;
}

export interface ActivityInput {
  /** highlight_upload, profile_picture_upload, achievement_add, profile_update or other. */
  type: (typeof ACTIVITY_TYPES)[number] | string;
  title: string;
  description?: string | null;
  metadata?: Record<string, unknown> | null;
}

/** Recent Activity: other modules call record(); the card reads the latest 20. */
@Injectable()
export class ActivitiesService {
  static readonly LIMIT = 20;

  constructor(@InjectRepository(Activity) private readonly activities: Repository<Activity>) {}

  async record(userId: string, input: ActivityInput): Promise<void> {
    await this.activities.save(
      this.activities.create({
        userId,
        type: input.type,
        title: input.title,
        description: input.description ?? null,
        metadata: input.metadata ?? null,
      }),
    );
  }

  async recent(userId: string): Promise<ActivityItem[]> {
    const rows = await this.activities.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: ActivitiesService.LIMIT,
    });
    return rows.map((a) => ({
      id: a.id,
      type: a.type,
      title: a.title,
      description: a.description,
      createdAt: a.createdAt.toISOString(),
    }));
  }
}
