import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  SOCIAL_MESSAGES,
  SOCIAL_NOTIFICATIONS,
  type FollowersResponse,
  type FollowingResponse,
  type FollowResponse,
} from '@fiji/contracts';
import { Repository } from 'typeorm';
import { isOwner, type Viewer } from '../../../core/access';
import { NotificationsService } from '../../notifications';
import { Follow } from '../entities/follow.entity';
import {
  actorLabel,
  onlyVisiblePlayers,
  playerSummaryColumns,
  requireVisiblePlayer,
  socialUserColumns,
  toPlayerSummary,
  toSocialUser,
} from './social-player.queries';

/** Lists are for a scrolling panel (15 rem): a bounded page, with the full total alongside. */
const LIST_MAX = 100;

/**
 * Follows: social roles follow a player they can see; unique per pair (the
 * database constraint), so following twice is a no-op rather than an error.
 */
@Injectable()
export class FollowsService {
  constructor(
    @InjectRepository(Follow) private readonly follows: Repository<Follow>,
    private readonly notifications: NotificationsService,
  ) {}

  async follow(viewer: Viewer, playerId: string): Promise<FollowResponse> {
    const player = await requireVisiblePlayer(this.follows.manager, playerId, viewer);
    if (isOwner(viewer, player)) throw new BadRequestException(SOCIAL_MESSAGES.cannotFollowSelf);
    const inserted: { id: string }[] = await this.follows.query(
      `INSERT INTO follows (player_id, follower_user_id, follower_role) VALUES ($1, $2, $3)
       ON CONFLICT ON CONSTRAINT uq_follows_player_follower DO NOTHING
       RETURNING id`,
      [player.id, viewer.id, viewer.role],
    );
    if (inserted.length > 0) {
      const who = await actorLabel(this.follows.manager, viewer.id);
      await this.notifications.fanout([player.userId], {
        type: SOCIAL_NOTIFICATIONS.follow.type,
        title: SOCIAL_NOTIFICATIONS.follow.title,
        message: SOCIAL_NOTIFICATIONS.follow.message(who),
        relatedUserId: viewer.id,
        relatedPlayerId: player.id,
      });
    }
    return { isFollowing: true, count: await this.countFor(player.id) };
  }

  /**
   * Idempotent. The caller's own follow is removed even if the profile has since become hidden from
   * them, but a hidden profile then answers exactly like a missing one (404 "Player Not Found"), so
   * neither its existence nor its follower count is told.
   */
  async unfollow(viewer: Viewer, playerId: string): Promise<FollowResponse> {
    await this.follows.delete({ playerId, followerUserId: viewer.id });
    const player = await requireVisiblePlayer(this.follows.manager, playerId, viewer);
    return { isFollowing: false, count: await this.countFor(player.id) };
  }

  async isFollowing(viewer: Viewer, playerId: string): Promise<boolean> {
    const player = await requireVisiblePlayer(this.follows.manager, playerId, viewer);
    return this.follows.exists({ where: { playerId: player.id, followerUserId: viewer.id } });
  }

  async count(viewer: Viewer, playerId: string): Promise<number> {
    const player = await requireVisiblePlayer(this.follows.manager, playerId, viewer);
    return this.countFor(player.id);
  }

  /** Who follows a player: only the player and admins see names (the others see the count). */
  async followers(viewer: Viewer, playerId: string): Promise<FollowersResponse> {
    const player = await requireVisiblePlayer(this.follows.manager, playerId, viewer);
    if (!viewer.isAdmin && !isOwner(viewer, player)) throw new ForbiddenException(SOCIAL_MESSAGES.followersOwnerOnly);
    const rows = await this.follows.manager
      .createQueryBuilder()
      .select(['f.id AS f_id', 'f.follower_role AS f_role', 'f.created_at AS f_created_at', ...socialUserColumns('fu')])
      .from('follows', 'f')
      .innerJoin('user_directory', 'fu', 'fu.id = f.follower_user_id')
      .where('f.player_id = :playerId', { playerId: player.id })
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('f.id', 'DESC')
      .limit(LIST_MAX)
      .getRawMany<Record<string, unknown>>();
    return {
      total: await this.countFor(player.id),
      results: rows.map((r) => ({
        id: r.f_id as string,
        followerRole: r.f_role as string,
        followedAt: (r.f_created_at as Date).toISOString(),
        user: toSocialUser(r, 'fu'),
      })),
    };
  }

  /** The caller's own following list; players they can no longer see are left out. */
  async following(viewer: Viewer): Promise<FollowingResponse> {
    const qb = this.follows.manager
      .createQueryBuilder()
      .from('follows', 'f')
      .innerJoin('players', 'p', 'p.id = f.player_id')
      .innerJoin('user_directory', 'u', 'u.id = p.user_id')
      .where('f.follower_user_id = :me', { me: viewer.id });
    onlyVisiblePlayers(qb, viewer);
    const total = await qb.clone().select('count(*)::int', 'n').getRawOne<{ n: number }>();
    const rows = await qb
      .select([...playerSummaryColumns(), 'f.created_at AS f_created_at'])
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('f.id', 'DESC')
      .limit(LIST_MAX)
      .getRawMany<Record<string, unknown>>();
    return {
      total: total?.n ?? 0,
      results: rows.map((r) => ({ ...toPlayerSummary(r, viewer), followedAt: (r.f_created_at as Date).toISOString() })),
    };
  }

  private countFor(playerId: string): Promise<number> {
    return this.follows.count({ where: { playerId } });
  }
}
