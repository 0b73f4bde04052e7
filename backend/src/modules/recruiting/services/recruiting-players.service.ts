import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { playerVisibleSql, type SqlFragment, type Viewer } from '../../../core/access';

/**
 * What the recruiting area reads of a player profile and its owner (contact requests, watchlists), from
 * the player and users modules' read models (docs/architecture.md, "Boundaries").
 */
export interface PlayerSnapshot {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  fullName: string | null;
  profileImageUrl: string | null;
  profilePicture: string | null;
  school: string | null;
  positions: string[];
  province: string | null;
  gradYear: number | null;
  verifiedByCoach: boolean;
  /** YYYY-MM-DD: the profile's and the account's dates of birth (safeguarding uses both). */
  dob: string | null;
  accountDob: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  guardianEmail: string | null;
}

interface SnapshotRow {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  full_name: string | null;
  profile_image_url: string | null;
  profile_picture: string | null;
  school: string | null;
  positions: string[] | null;
  province: string | null;
  grad_year: number | null;
  verified_by_coach: boolean;
  dob: string | null;
  account_dob: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  guardian_email: string | null;
}

/**
 * Players as a given viewer may see them. The players table belongs to the player module, so it is
 * read with SQL (no entity import) and always through the shared visibility rule (core/access): a
 * profile the viewer may not see is simply absent from the result, exactly like a missing one.
 */
@Injectable()
export class RecruitingPlayersService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  visible(viewer: Viewer | null, playerIds: readonly string[]): Promise<Map<string, PlayerSnapshot>> {
    return this.load(playerIds, playerVisibleSql('p', viewer, 'u'));
  }

  async visibleOne(viewer: Viewer | null, playerId: string): Promise<PlayerSnapshot | null> {
    return (await this.visible(viewer, [playerId])).get(playerId) ?? null;
  }

  /** Without a viewer: for the system itself (the guardian email), never for a response. */
  async forSafeguarding(playerId: string): Promise<PlayerSnapshot | null> {
    return (await this.load([playerId], { sql: 'TRUE', params: {} })).get(playerId) ?? null;
  }

  private async load(playerIds: readonly string[], rule: SqlFragment): Promise<Map<string, PlayerSnapshot>> {
    const ids = [...new Set(playerIds)];
    if (ids.length === 0) return new Map();
    const rows: SnapshotRow[] = await this.db
      .createQueryBuilder()
      .select([
        'p.id AS id', 'p.user_id AS user_id', 'u.first_name AS first_name', 'u.last_name AS last_name',
        'u.full_name AS full_name', 'u.profile_image_url AS profile_image_url', 'p.profile_picture AS profile_picture',
        'p.school AS school', 'p.positions AS positions', 'p.province AS province', 'p.grad_year AS grad_year',
        'p.verified_by_coach AS verified_by_coach', `to_char(p.dob, 'YYYY-MM-DD') AS dob`, `to_char(u.dob, 'YYYY-MM-DD') AS account_dob`,
        'p.contact_email AS contact_email', 'p.contact_phone AS contact_phone', 'u.guardian_email AS guardian_email',
      ])
      .from('player_directory', 'p')
      .innerJoin('user_directory', 'u', 'u.id = p.user_id')
      .where('p.id IN (:...rp_ids)', { rp_ids: ids })
      .andWhere(rule.sql, rule.params)
      .getRawMany();
    return new Map(rows.map((r) => [r.id, toSnapshot(r)]));
  }
}

function toSnapshot(r: SnapshotRow): PlayerSnapshot {
  return {
    id: r.id,
    userId: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    fullName: r.full_name,
    profileImageUrl: r.profile_image_url,
    profilePicture: r.profile_picture,
    school: r.school,
    positions: r.positions ?? [],
    province: r.province,
    gradYear: r.grad_year,
    verifiedByCoach: r.verified_by_coach,
    dob: r.dob,
    accountDob: r.account_dob,
    contactEmail: r.contact_email,
    contactPhone: r.contact_phone,
    guardianEmail: r.guardian_email,
  };
}
