import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  isRecruitingRole,
  SOCIAL_NOTIFICATIONS,
  type InterestDto,
  type InterestLevel,
  type InterestResponse,
  type PlayerInterestsResponse,
  type RecruiterInterestsResponse,
} from '@fiji/contracts';
import { Repository } from 'typeorm';
import type { Viewer } from '../../../core/access';
import { NotificationsService } from '../../notifications';
import { RecruitersService } from '../../recruiting';
import { Interest } from '../entities/interest.entity';
import {
  actorLabel,
  onlyVisiblePlayers,
  playerSummaryColumns,
  requireVisiblePlayer,
  socialUserColumns,
  toPlayerSummary,
  toSocialUser,
} from './social-player.queries';

/** The profile lists the first few; the rest become "+N more" (total is always sent). */
const PLAYER_LIST_MAX = 50;
const RECRUITER_LIST_MAX = 200;
/** Strongest interest first (priority > very_interested > interested), then the most recent. */
const LEVEL_RANK = `CASE i.interest_level WHEN 'priority' THEN 0 WHEN 'very_interested' THEN 1 ELSE 2 END`;

interface UpsertRow {
  id: string;
  player_id: string;
  interest_level: InterestLevel;
  created_at: Date;
  updated_at: Date;
  previous_level: InterestLevel | null;
}

/**
 * Interest indicators. An interest row belongs to the recruiting profile
 * (recruiters row) of a recruiting-role user; one is created on first use for accounts that have none.
 */
@Injectable()
export class InterestsService {
  constructor(
    @InjectRepository(Interest) private readonly interests: Repository<Interest>,
    private readonly notifications: NotificationsService,
    private readonly recruiters: RecruitersService,
  ) {}

  /** Creates or replaces the caller's interest; `created` tells the two apart (201 vs 200). */
  async mark(viewer: Viewer, dto: InterestDto): Promise<{ created: boolean; interest: InterestResponse }> {
    const player = await requireVisiblePlayer(this.interests.manager, dto.playerId, viewer);
    const recruiterId = await this.recruiters.idFor(viewer.id);
    // `prev` reads the row as it was before this statement, so the answer says what changed.
    const [row]: UpsertRow[] = await this.interests.query(
      `WITH prev AS (SELECT interest_level FROM interests WHERE recruiter_id = $1 AND player_id = $2)
       INSERT INTO interests (recruiter_id, player_id, interest_level) VALUES ($1, $2, $3::interest_level)
       ON CONFLICT ON CONSTRAINT uq_interests_recruiter_player
         DO UPDATE SET interest_level = EXCLUDED.interest_level, updated_at = now()
       RETURNING id, player_id, interest_level, created_at, updated_at, (SELECT interest_level FROM prev) AS previous_level`,
      [recruiterId, player.id, dto.interestLevel],
    );
    if (row!.previous_level !== row!.interest_level) {
      const who = await actorLabel(this.interests.manager, viewer.id);
      await this.notifications.fanout([player.userId], {
        type: SOCIAL_NOTIFICATIONS.interest.type,
        title: SOCIAL_NOTIFICATIONS.interest.title,
        message: SOCIAL_NOTIFICATIONS.interest.message(who, row!.interest_level),
        relatedUserId: viewer.id,
        relatedPlayerId: player.id,
      });
    }
    return {
      created: row!.previous_level === null,
      interest: {
        id: row!.id,
        playerId: row!.player_id,
        interestLevel: row!.interest_level,
        createdAt: row!.created_at.toISOString(),
        updatedAt: row!.updated_at.toISOString(),
      },
    };
  }

  /** Idempotent: removing an interest that does not exist is not an error. */
  async remove(viewer: Viewer, playerId: string): Promise<void> {
    await this.interests.query(
      `DELETE FROM interests i USING recruiter_directory r
        WHERE r.id = i.recruiter_id AND r.user_id = $1 AND i.player_id = $2`,
      [viewer.id, playerId],
    );
  }

  /** Who is interested in a player the viewer can see (suspended recruiters left out). */
  async forPlayer(viewer: Viewer, playerId: string): Promise<PlayerInterestsResponse> {
    const player = await requireVisiblePlayer(this.interests.manager, playerId, viewer);
    const qb = this.interests.manager
      .createQueryBuilder()
      .from('interests', 'i')
      .innerJoin('recruiter_directory', 'r', 'r.id = i.recruiter_id')
      .innerJoin('user_directory', 'ru', 'ru.id = r.user_id AND ru.suspended_at IS NULL')
      .where('i.player_id = :playerId', { playerId: player.id });
    const total = await qb.clone().select('count(*)::int', 'n').getRawOne<{ n: number }>();
    const rows = await qb
      .select([
        'i.id AS id', 'i.player_id AS player_id', 'i.interest_level AS interest_level', 'i.created_at AS created_at',
        'i.updated_at AS updated_at', 'r.role_title AS role_title', 'r.org_name AS org_name', ...socialUserColumns('ru'),
      ])
      .orderBy(LEVEL_RANK, 'ASC')
      .addOrderBy('i.updated_at', 'DESC')
      .addOrderBy('i.id', 'ASC')
      .limit(PLAYER_LIST_MAX)
      .getRawMany<Record<string, unknown>>();
    return {
      total: total?.n ?? 0,
      results: rows.map((r) => {
        // The recruiter's name and picture as in every social list, without their account id.
        const { id: _accountId, ...user } = toSocialUser(r, 'ru');
        return {
          id: r.id as string,
          playerId: r.player_id as string,
          interestLevel: r.interest_level as InterestLevel,
          createdAt: (r.created_at as Date).toISOString(),
          updatedAt: (r.updated_at as Date).toISOString(),
          recruiter: { roleTitle: (r.role_title as string | null) ?? null, org: r.org_name ? { name: r.org_name as string } : null, user },
        };
      }),
    };
  }

  /**
   * The caller's own level for one player, null when none or not a recruiting role: its entry of `mine`,
   * for the profile page (the caller has already been shown the player, so visibility is checked).
   */
  async levelFor(viewer: Viewer, playerId: string): Promise<InterestLevel | null> {
    if (!isRecruitingRole(viewer.role)) return null;
    const row = await this.interests.manager
      .createQueryBuilder()
      .from('interests', 'i')
      .innerJoin('recruiter_directory', 'r', 'r.id = i.recruiter_id')
      .where('r.user_id = :me AND i.player_id = :playerId', { me: viewer.id, playerId })
      .select('i.interest_level', 'level')
      .getRawOne<{ level: InterestLevel }>();
    return row?.level ?? null;
  }

  /** The caller's own interests, newest first, on players they can still see. */
  async mine(viewer: Viewer): Promise<RecruiterInterestsResponse> {
    const qb = this.interests.manager
      .createQueryBuilder()
      .from('interests', 'i')
      .innerJoin('recruiter_directory', 'r', 'r.id = i.recruiter_id')
      .innerJoin('players', 'p', 'p.id = i.player_id')
      .innerJoin('user_directory', 'u', 'u.id = p.user_id')
      .where('r.user_id = :me', { me: viewer.id });
    onlyVisiblePlayers(qb, viewer);
    const total = await qb.clone().select('count(*)::int', 'n').getRawOne<{ n: number }>();
    const rows = await qb
      .select([
        'i.id AS i_id', 'i.interest_level AS i_level', 'i.created_at AS i_created_at', 'i.updated_at AS i_updated_at',
        ...playerSummaryColumns(),
      ])
      .orderBy('i.updated_at', 'DESC')
      .addOrderBy('i.id', 'ASC')
      .limit(RECRUITER_LIST_MAX)
      .getRawMany<Record<string, unknown>>();
    return {
      total: total?.n ?? 0,
      results: rows.map((r) => ({
        id: r.i_id as string,
        playerId: r.p_id as string,
        interestLevel: r.i_level as InterestLevel,
        createdAt: (r.i_created_at as Date).toISOString(),
        updatedAt: (r.i_updated_at as Date).toISOString(),
        player: toPlayerSummary(r, viewer),
      })),
    };
  }
}
