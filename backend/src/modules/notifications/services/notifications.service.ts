import { Injectable, NotFoundException, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JobsService } from '../../../core/queue/jobs.service';
import { UsersService } from '../../users';
import { Notification, NOTIFICATION_TYPES } from '../entities/notification.entity';

export interface NotificationItem {
  id: string;
  type: string;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
}

export interface NotifyInput {
  type: (typeof NOTIFICATION_TYPES)[number] | string;
  title: string;
  message: string;
  relatedUserId?: string | null;
  relatedPlayerId?: string | null;
  relatedHighlightId?: string | null;
}

/** Which saved preference (Profile Settings) silences a notification type. */
const PREFERENCE_FOR_TYPE: Record<string, 'profileViews' | 'newMessages' | undefined> = {
  profile_view: 'profileViews',
  contact_request: 'newMessages',
  contact_request_update: 'newMessages',
};

/** The dashboard Notifications card. Other modules call notify() (one user) or fanout() (many, as a job). */
@Injectable()
export class NotificationsService implements OnModuleInit {
  static readonly LIST_LIMIT = 50;

  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly users: UsersService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('notifications.fanout', async ({ userIds, ...input }) => {
      for (const userId of userIds) await this.notify(userId, input);
    });
  }

  /** Creates a notification unless the user turned that kind off; returns its id (or null). */
  async notify(userId: string, input: NotifyInput): Promise<string | null> {
    const pref = PREFERENCE_FOR_TYPE[input.type];
    if (pref && !(await this.users.preferences(userId))[pref]) return null;
    const result = await this.notifications.insert({
      userId,
      type: input.type,
      title: input.title,
      message: input.message,
      relatedUserId: input.relatedUserId ?? null,
      relatedPlayerId: input.relatedPlayerId ?? null,
      relatedHighlightId: input.relatedHighlightId ?? null,
    });
    return (result.identifiers[0]?.id as string | undefined) ?? null;
  }

  /** Same notification to many users, in the background. */
  async fanout(userIds: string[], input: NotifyInput): Promise<void> {
    if (userIds.length === 0) return;
    await this.jobs.enqueue('notifications.fanout', { userIds, ...input });
  }

  async list(userId: string): Promise<NotificationItem[]> {
    const rows = await this.notifications.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: NotificationsService.LIST_LIMIT,
    });
    return rows.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      message: n.message,
      isRead: n.isRead,
      createdAt: n.createdAt.toISOString(),
    }));
  }

  /** 404 for another user's notification: its existence is not revealed. */
  async markRead(userId: string, id: string): Promise<void> {
    const result = await this.notifications.update({ id, userId }, { isRead: true });
    if (!result.affected) throw new NotFoundException('Notification not found');
  }

  async markAllRead(userId: string): Promise<void> {
    await this.notifications.update({ userId, isRead: false }, { isRead: true });
  }
}
