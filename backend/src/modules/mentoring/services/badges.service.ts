import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_BADGE_TYPES, MENTORED_BY_SESSIONS, type BadgeType, type BadgeView } from '@fiji/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { Scheduler } from '../../../core/schedule';

type AdminBadgeType = (typeof ADMIN_BADGE_TYPES)[number];
const isAdminBadge = (t: string): t is AdminBadgeType => (ADMIN_BADGE_TYPES as readonly string[]).includes(t);

const TITLES: Record<BadgeType, string> = {
  verified_player: 'Verified Player',
  mentored_by: 'Mentored',
  bootcamp_complete: 'Bootcamp Complete',
  top_performer: 'Top Performer',
  community_leader: 'Community Leader',
};

/**
 * Badges (docs/mentoring.md): `mentored_by` is earned after MENTORED_BY_SESSIONS completed sessions with
 * one mentor; admins grant the others. One badge per type per account (uq_badges_user_type).
 */
@Injectable()
export class BadgesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Badges');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scheduler: Scheduler,
  ) {}

  /** A sweep also awards what completions earned, so no completion path can forget the badge. */
  onApplicationBootstrap(): void {
    this.scheduler.every('mentoring.badges', 5 * 60_000, () => this.awardEarned());
  }

  /** Every mentee with MENTORED_BY_SESSIONS completed sessions with one mentor and no badge yet gets it. Answers how many. */
  async awardEarned(): Promise<number> {
    const rows: unknown[] = await this.db.query(
      `INSERT INTO badges (user_id, badge_type, title, description, metadata)
       SELECT DISTINCT ON (s.mentee_id) s.mentee_id, 'mentored_by', $2, 'Completed ' || $1::int || ' sessions with ' || u.full_name, jsonb_build_object('mentorId', s.mentor_id)
         FROM mentoring_sessions s JOIN mentors mt ON mt.id = s.mentor_id JOIN user_directory u ON u.id = mt.user_id
        WHERE s.status = 'completed'
        GROUP BY s.mentee_id, s.mentor_id, u.full_name
       HAVING count(*) >= $1::int
        ORDER BY s.mentee_id, min(s.scheduled_at)
       ON CONFLICT (user_id, badge_type) DO NOTHING RETURNING id`,
      [MENTORED_BY_SESSIONS, TITLES.mentored_by],
    );
    return rows.length;
  }

  /**
   * Call when a session is completed (in its transaction if you have one): awards the mentee
   * `mentored_by` once they have MENTORED_BY_SESSIONS completed sessions with that session's mentor.
   * Answers true when this call awarded it.
   */
  async onSessionCompleted(sessionId: string, m: EntityManager = this.db.manager): Promise<boolean> {
    const [s]: { mentor_id: string; mentee_id: string; done: number; mentor_name: string }[] = await m.query(
      `SELECT s.mentor_id, s.mentee_id, u.full_name AS mentor_name,
              (SELECT count(*)::int FROM mentoring_sessions c WHERE c.mentor_id = s.mentor_id AND c.mentee_id = s.mentee_id AND c.status = 'completed') AS done
         FROM mentoring_sessions s JOIN mentors mt ON mt.id = s.mentor_id JOIN user_directory u ON u.id = mt.user_id
        WHERE s.id = $1`,
      [sessionId],
    );
    if (!s || s.done < MENTORED_BY_SESSIONS) return false;
    const inserted: unknown[] = await m.query(
      `INSERT INTO badges (user_id, badge_type, title, description, metadata) VALUES ($1, 'mentored_by', $2, $3, $4)
       ON CONFLICT (user_id, badge_type) DO NOTHING RETURNING id`,
      [s.mentee_id, TITLES.mentored_by, `Completed ${MENTORED_BY_SESSIONS} sessions with ${s.mentor_name}`, { mentorId: s.mentor_id }],
    );
    return inserted.length > 0;
  }

  /** For the admin console: grants one of ADMIN_BADGE_TYPES (once; a repeat changes nothing). `granted` says whether this call added it. */
  async grant(adminUserId: string, userId: string, badgeType: AdminBadgeType, description?: string, m: EntityManager = this.db.manager): Promise<{ granted: boolean; badges: BadgeView[] }> {
    if (!isAdminBadge(badgeType)) throw new Error(`${badgeType} is not granted by admins`);
    const inserted: unknown[] = await m.query(
      `INSERT INTO badges (user_id, badge_type, title, description, issued_by) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (user_id, badge_type) DO NOTHING RETURNING id`,
      [userId, badgeType, TITLES[badgeType], description ?? null, adminUserId],
    );
    return { granted: inserted.length > 0, badges: await this.forUser(userId, m) };
  }

  /** For the admin console: removes an admin-granted badge (an earned `mentored_by` stays). `revoked` says whether there was one. */
  async revoke(userId: string, badgeType: AdminBadgeType, m: EntityManager = this.db.manager): Promise<{ revoked: boolean; badges: BadgeView[] }> {
    if (!isAdminBadge(badgeType)) throw new Error(`${badgeType} is not revoked by admins`);
    const deleted: [unknown[], number] = await m.query(`DELETE FROM badges WHERE user_id = $1 AND badge_type = $2 RETURNING id`, [userId, badgeType]);
    return { revoked: deleted[1] > 0, badges: await this.forUser(userId, m) };
  }

  /** The title the profile shows for a badge type. */
  titleOf(badgeType: BadgeType): string {
    return TITLES[badgeType];
  }

  async forUser(userId: string, m: EntityManager = this.db.manager): Promise<BadgeView[]> {
    const rows: { badge_type: string; title: string; description: string | null; color: string; earned_at: Date }[] = await m.query(
      `SELECT badge_type, title, description, color, earned_at FROM badges WHERE user_id = $1 ORDER BY earned_at`,
      [userId],
    );
    return rows.map((r) => ({ badgeType: r.badge_type, title: r.title, description: r.description, color: r.color, earnedAt: new Date(r.earned_at).toISOString() }));
  }
}
