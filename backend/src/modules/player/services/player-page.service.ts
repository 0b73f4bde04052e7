import { Injectable } from '@nestjs/common';
import type { PlayerPageResponse, SessionUser } from '@fiji/contracts';
import { ViewerAccessService } from '../../../core/access/viewer-access.service';
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
  ) {}

  async pageFor(idOrMe: string, me: SessionUser): Promise<PlayerPageResponse> {
    const profile = await this.profiles.profileFor(idOrMe, me);
    const viewer = await signedInViewer(this.access, me);
    const id = profile.id;
    const [highlights, achievements, metrics, interests, followers, isFollowing, views] = await Promise.all([
      this.highlights.listForPlayer(me, id),
      this.achievements.listFor(id, me),
      this.metrics.latestFor(id, me),
      this.interests.forPlayer(viewer, id),
      this.follows.count(viewer, id),
      this.follows.isFollowing(viewer, id),
      this.views.stats(viewer, id),
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
    };
  }
}
