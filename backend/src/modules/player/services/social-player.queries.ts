import { UnauthorizedException } from '@nestjs/common';
import { LIMITS, type SessionUser, type SocialPlayerSummary, type SocialUser } from '@fiji/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { playerNotFound } from './player-not-found';
import { playerVisibleSql, seesFullProfile, type Viewer, type ViewerAccessService } from '../../../core/access';

/**
 * Reads shared by follows, interests and profile views: "the player this viewer may see" (else the
 * same 404 as a missing profile) and the name/player blocks of social lists, which never carry an
 * email or phone (so a minor's contact fields cannot leak through them). Accounts and recruiters are
 * read through their owners' read models, user_directory and recruiter_directory (docs/architecture.md,
 * "Boundaries").
 */

/** The viewer behind a guarded request; an account deleted since sign-in is treated as signed out. */
export async function signedInViewer(access: ViewerAccessService, me: SessionUser): Promise<Viewer> {
  const viewer = await access.viewer(me);
  if (!viewer) throw new UnauthorizedException('Unauthorized');
  return viewer;
}

export interface VisiblePlayer {
  id: string;
  userId: string;
}

export async function requireVisiblePlayer(db: EntityManager, playerId: string, viewer: Viewer): Promise<VisiblePlayer> {
  const visible = playerVisibleSql('p', viewer, 'u');
  const row = await db
    .createQueryBuilder()
    .select(['p.id AS id', 'p.user_id AS user_id'])
    .from('players', 'p')
    .innerJoin('user_directory', 'u', 'u.id = p.user_id')
    .where('p.id = :playerId', { playerId })
    .andWhere(visible.sql, visible.params)
    .getRawOne<{ id: string; user_id: string }>();
  if (!row) throw playerNotFound();
  return { id: row.id, userId: row.user_id };
}

/** Restricts a query over players `p` joined to their owner `u` to the ones `viewer` may see. */
export function onlyVisiblePlayers<T extends object>(qb: SelectQueryBuilder<T>, viewer: Viewer): SelectQueryBuilder<T> {
  const visible = playerVisibleSql('p', viewer, 'u');
  return qb.andWhere(visible.sql, visible.params);
}

/** Columns of a user_directory row `alias`, selected as `${alias}_first_name` etc. for toSocialUser. */
export const socialUserColumns = (alias: string): string[] =>
  ['id', 'first_name', 'last_name', 'full_name', 'profile_image_url'].map((c) => `${alias}.${c} AS ${alias}_${c}`);

type Raw = Record<string, unknown>;

export function toSocialUser(row: Raw, alias: string): SocialUser {
  const firstName = row[`${alias}_first_name`] as string;
  const lastName = row[`${alias}_last_name`] as string;
  return {
    id: row[`${alias}_id`] as string,
    fullName: (row[`${alias}_full_name`] as string | null) ?? `${firstName} ${lastName}`.trim(),
    firstName,
    lastName,
    profileImageUrl: (row[`${alias}_profile_image_url`] as string | null) ?? null,
  };
}

/** Player summary columns of players `p` + owner `u`. */
export const playerSummaryColumns = (): string[] => ['p.id AS p_id', 'p.school AS p_school', 'p.positions AS p_positions', ...socialUserColumns('u')];

/** A player in one of the viewer's lists: positions cut to the paywall's preview unless the viewer sees the full profile. */
export function toPlayerSummary(row: Raw, viewer: Viewer): SocialPlayerSummary {
  const positions = (row.p_positions as string[] | null) ?? [];
  const full = seesFullProfile(viewer, { userId: row.u_id as string });
  return {
    id: row.p_id as string,
    school: (row.p_school as string | null) ?? null,
    positions: full ? positions : positions.slice(0, LIMITS.previewPositions),
    positionsMore: full ? 0 : Math.max(0, positions.length - LIMITS.previewPositions),
    user: toSocialUser(row, 'u'),
  };
}

/**
 * How a follower or recruiter is named to the player: "Full Name", or "Full Name (Organisation)"
 * when they have a recruiting profile attached to an organisation.
 */
export async function actorLabel(db: EntityManager, userId: string): Promise<string> {
  const [row]: { first_name: string; last_name: string; full_name: string | null; org_name: string | null }[] = await db.query(
    `SELECT u.first_name, u.last_name, u.full_name, r.org_name
       FROM user_directory u
       LEFT JOIN recruiter_directory r ON r.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  if (!row) return 'Someone';
  const name = row.full_name ?? `${row.first_name} ${row.last_name}`.trim();
  return row.org_name ? `${name} (${row.org_name})` : name;
}
