import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ANONYMOUS_VIEWER_LABEL,
  LIMITS,
  PROFILE_VIEW_REPEAT_HOURS,
  SOCIAL_NOTIFICATIONS,
  type ProfileViewsResponse,
} from '@fiji/contracts';
import { Repository } from 'typeorm';
import { isOwner, type Viewer } from '../../../core/access';
import { NotificationsService } from '../../notifications';
import { ProfileView } from '../entities/profile-view.entity';
import { requireVisiblePlayer } from './social-player.queries';

interface TotalsRow {
  total: number;
  unique_viewers: number;
  last_7_days: number;
}

/**
 * Profile views: one row per viewer and player. A repeat view by the
 * same viewer counts again only after PROFILE_VIEW_REPEAT_HOURS, so a refresh neither inflates
 * the total nor sends the player another notification. Viewer identities never leave this service.
 */
@Injectable()
export class ProfileViewsService {
  constructor(
    @InjectRepository(ProfileView) private readonly views: Repository<ProfileView>,
    private readonly notifications: NotificationsService,
  ) {}

  /** Records a view by an authenticated non-owner; returns whether it counted. */
  async record(viewer: Viewer, playerId: string): Promise<boolean> {
    const player = await requireVisiblePlayer(this.views.manager, playerId, viewer);
    if (isOwner(viewer, player)) return false;
    // The conditional DO UPDATE returns no row while the previous view is inside the window.
    const counted: { id: string }[] = await this.views.query(
      `INSERT INTO profile_views (viewer_id, player_id) VALUES ($1, $2)
       ON CONFLICT ON CONSTRAINT uq_profile_views_viewer_player
         DO UPDATE SET view_count = profile_views.view_count + 1, viewed_at = now()
         WHERE profile_views.viewed_at <= now() - make_interval(hours => $3)
       RETURNING id`,
      [viewer.id, player.id, PROFILE_VIEW_REPEAT_HOURS],
    );
    if (counted.length === 0) return false;
    await this.notifications.fanout([player.userId], {
      type: SOCIAL_NOTIFICATIONS.profileView.type,
      title: SOCIAL_NOTIFICATIONS.profileView.title,
      message: SOCIAL_NOTIFICATIONS.profileView.message,
      relatedPlayerId: player.id,
    });
    return true;
  }

  /** The owner and admins get the analytics; any other viewer only the total. */
  async stats(viewer: Viewer, playerId: string): Promise<ProfileViewsResponse> {
    const player = await requireVisiblePlayer(this.views.manager, playerId, viewer);
    const [totals]: TotalsRow[] = await this.views.query(
      `SELECT coalesce(sum(view_count), 0)::int AS total,
              count(*)::int AS unique_viewers,
              count(*) FILTER (WHERE viewed_at > now() - make_interval(days => $2))::int AS last_7_days
         FROM profile_views WHERE player_id = $1`,
      [player.id, LIMITS.recentViewsDays],
    );
    if (!viewer.isAdmin && !isOwner(viewer, player)) return { total: totals!.total };
    const recent: { id: string; viewed_at: Date }[] = await this.views.query(
      `SELECT id, viewed_at FROM profile_views WHERE player_id = $1 ORDER BY viewed_at DESC, id LIMIT $2`,
      [player.id, LIMITS.recentViewsShown],
    );
    return {
      total: totals!.total,
      unique: totals!.unique_viewers,
      last7Days: totals!.last_7_days,
      recent: recent.map((r) => ({ id: r.id, label: ANONYMOUS_VIEWER_LABEL, createdAt: r.viewed_at.toISOString() })),
    };
  }
}
