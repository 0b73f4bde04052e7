import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BadgeView, PlayerPageResponse, SessionUser } from '@fiji/contracts';
import type { DataSource } from 'typeorm';
import { toSubscriptionStatus, ViewerAccessService } from '../../../core/access/viewer-access.service';
import { AchievementsService } from './achievements.service';
import { FollowsService } from './follows.service';
import { HighlightsService } from './highlights.service';
import { InterestsService } from './interests.service';
import { PlayerMetricsService } from './player-metrics.service';
import { PlayerProfileService } from './player-profile.service';
import { ProfileViewsService } from './profile-views.service';
import { signedInViewer } from './social-player.queries';

/**
 * The profile page in one response (PlayerPageResponse): the profile decides visibility first (404 "Player
 * Not Found" exactly as GET /api/players/{id}), then every part comes from the service behind its own
 * endpoint, so the page and the endpoints cannot disagree.
 */
@Injectable()
export class PlayerPageService {
  constructor(
    private readonly access: ViewerAccessService,
    private readonly profiles: PlayerProfileService,
    private readonly highlights: HighlightsService,
    private readonly achievements: AchievementsService,
    private readonly metrics: PlayerMetricsService,
    private readonly interests: InterestsService,
    private readonly follows: FollowsService,
    private readonly views: ProfileViewsService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async pageFor(idOrMe: string, me: SessionUser): Promise<PlayerPageResponse> {
    const profile = await this.profiles.profileFor(idOrMe, me);
    const viewer = await signedInViewer(this.access, me);
    const id = profile.id;
    const [highlights, achievements, metrics, interests, followers, isFollowing, views, badges, myInterest] = await Promise.all([
      this.highlights.listForPlayer(me, id),
      this.achievements.listFor(id, me),
      this.metrics.latestFor(id, me),
      this.interests.forPlayer(viewer, id),
      this.follows.count(viewer, id),
      this.follows.isFollowing(viewer, id),
      this.views.stats(viewer, id),
      this.badgesOf(id),
      this.interests.levelFor(viewer, id),
    ]);
    return {
      profile,
      highlights,
      achievements,
      metrics,
      interests,
      followersCount: { count: followers },
      isFollowing: { isFollowing },
      views,
      badges,
      // The viewer's plan and own interest mark ride along, so opening a profile costs one call, not three
      // (docs/performance.md); the viewer record above already holds the plan.
      subscription: toSubscriptionStatus(viewer),
      myInterest,
    };
  }

  /** GET /api/players/{id}/badges: visible exactly when the profile is (404 "Player Not Found" otherwise). */
  async badgesFor(idOrMe: string, me: SessionUser): Promise<BadgeView[]> {
    const profile = await this.profiles.profileFor(idOrMe, me);
    return this.badgesOf(profile.id);
  }

  /** Through the mentoring module's read model user_badges (docs/mentoring.md "Badges"). */
  private async badgesOf(playerId: string): Promise<BadgeView[]> {
    const rows: { badge_type: string; title: string; description: string | null; color: string; earned_at: Date }[] = await this.db.query(
      `SELECT b.badge_type, b.title, b.description, b.color, b.earned_at FROM user_badges b JOIN players p ON p.user_id = b.user_id
        WHERE p.id = $1 ORDER BY b.earned_at`,
      [playerId],
    );
    return rows.map((r) => ({ badgeType: r.badge_type, title: r.title, description: r.description, color: r.color, earnedAt: new Date(r.earned_at).toISOString() }));
  }
}
