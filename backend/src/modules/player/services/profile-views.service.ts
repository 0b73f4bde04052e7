import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ADVANCED_ANALYTICS_DAYS,
  ADVANCED_ANALYTICS_TEXT,
  ADVANCED_ANALYTICS_TIME_ZONE,
  ANONYMOUS_VIEWER_LABEL,
  LIMITS,
  PROFILE_VIEW_REPEAT_HOURS,
  SOCIAL_NOTIFICATIONS,
  UNKNOWN_PROVINCE,
  type ProfileViewAdvanced,
  type ProfileViewsResponse,
  type UserRole,
} from '@fiji/contracts';
import { Repository } from 'typeorm';
import { isOwner, type Viewer } from '../../../core/access';
import { NotificationsService } from '../../notifications';
import { RecruiterUsageService } from '../../recruiting';
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
    private readonly recruiterUsage: RecruiterUsageService,
  ) {}

  /** Records a view by an authenticated non-owner; returns whether it counted. */
  async record(viewer: Viewer, playerId: string): Promise<boolean> {
    const player = await requireVisiblePlayer(this.views.manager, playerId, viewer);
    if (isOwner(viewer, player)) return false;
    // The conditional DO UPDATE returns no row while the previous view is inside the window; the day's
    // rollup (docs/billing.md "Pro analytics") is written in the same statement, for counted views only.
    const counted: { id: string }[] = await this.views.query(
      `WITH counted AS (
         INSERT INTO profile_views (viewer_id, player_id) VALUES ($1, $2)
         ON CONFLICT ON CONSTRAINT uq_profile_views_viewer_player
           DO UPDATE SET view_count = profile_views.view_count + 1, viewed_at = now()
           WHERE profile_views.viewed_at <= now() - make_interval(hours => $3)
         RETURNING id
       ), day AS (
         INSERT INTO profile_view_days (player_id, day, viewer_role, viewer_province, views)
         SELECT $2, (now() AT TIME ZONE '${ADVANCED_ANALYTICS_TIME_ZONE}')::date, $4::user_role,
                coalesce(CASE WHEN $4 = 'player' THEN (SELECT nullif(province::text, '') FROM players WHERE user_id = $1) END, $5), 1
           FROM counted
         ON CONFLICT ON CONSTRAINT uq_profile_view_days DO UPDATE SET views = profile_view_days.views + 1
       )
       SELECT id FROM counted`,
      [viewer.id, player.id, PROFILE_VIEW_REPEAT_HOURS, viewer.role, UNKNOWN_PROVINCE],
    );
    if (counted.length === 0) return false;
    await this.recruiterUsage.record(viewer, 'profileViews');
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
    const analytics = {
      total: totals!.total,
      unique: totals!.unique_viewers,
      last7Days: totals!.last_7_days,
      recent: recent.map((r) => ({ id: r.id, label: ANONYMOUS_VIEWER_LABEL, createdAt: r.viewed_at.toISOString() })),
    };
    // Advanced analytics are the owner's alone; admins keep the totals.
    if (!isOwner(viewer, player)) return analytics;
    if (!viewer.entitlements.advancedAnalytics) return { ...analytics, advanced: null, upgradeHint: ADVANCED_ANALYTICS_TEXT.upgrade };
    return { ...analytics, advanced: await this.advanced(player.id) };
  }

  /** The last ADVANCED_ANALYTICS_DAYS Fiji days, today included: every day (zeros too), by role, by province. */
  private async advanced(playerId: string): Promise<ProfileViewAdvanced> {
    const window = `day > (now() AT TIME ZONE '${ADVANCED_ANALYTICS_TIME_ZONE}')::date - $2::int`;
    const perDay: { day: string; views: number }[] = await this.views.query(
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, coalesce(sum(v.views), 0)::int AS views
         FROM generate_series((now() AT TIME ZONE '${ADVANCED_ANALYTICS_TIME_ZONE}')::date - ($2::int - 1),
                              (now() AT TIME ZONE '${ADVANCED_ANALYTICS_TIME_ZONE}')::date, interval '1 day') AS d(day)
         LEFT JOIN profile_view_days v ON v.player_id = $1 AND v.day = d.day::date
        GROUP BY d.day ORDER BY d.day`,
      [playerId, ADVANCED_ANALYTICS_DAYS],
    );
    const byRole: { role: UserRole; views: number }[] = await this.views.query(
      `SELECT viewer_role::text AS role, sum(views)::int AS views FROM profile_view_days
        WHERE player_id = $1 AND ${window} GROUP BY viewer_role ORDER BY views DESC, role`,
      [playerId, ADVANCED_ANALYTICS_DAYS],
    );
    const byProvince: { province: string; views: number }[] = await this.views.query(
      `SELECT viewer_province AS province, sum(views)::int AS views FROM profile_view_days
        WHERE player_id = $1 AND ${window} GROUP BY viewer_province ORDER BY views DESC, province`,
      [playerId, ADVANCED_ANALYTICS_DAYS],
    );
    return { perDay, byRole, byProvince };
  }
}
