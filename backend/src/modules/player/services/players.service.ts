import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LIMITS } from '@fiji/contracts';
import { IsNull, Repository } from 'typeorm';
import { paywalledFields, seesFullProfile, type Viewer } from '../../../core/access';
import { Player } from '../entities/player.entity';
import { playerNotFound } from './player-not-found';

/** Featured player card. */
export interface FeaturedPlayer {
  id: string;
  user: { fullName: string; firstName: string; lastName: string; profileImageUrl: string | null };
  profilePicture: string | null;
  school: string | null;
  province: string | null;
  positions: string[];
  /** Positions a preview leaves out ("+N more"); 0 for paid viewers. */
  positionsMore: number;
  gradYear: number | null;
  /** '1+' in a free viewer's preview (the same preview as in search). */
  highlightCount: number | '1+';
  _isPreview: boolean;
}

interface FeaturedRow {
  id: string;
  user_id: string;
  profile_picture: string | null;
  school: string | null;
  province: string | null;
  positions: string[];
  grad_year: number | null;
  first_name: string;
  last_name: string;
  full_name: string | null;
  profile_image_url: string | null;
  highlight_count: string;
}

/** Admin pending-verification row (client shapes). */
export interface PendingVerification {
  id: string;
  school: string | null;
  positions: string[];
  dob: string | null;
  createdAt: string;
  contactEmail: string | null;
  user: { profileImageUrl: string | null; fullName: string; firstName: string; lastName: string };
}

@Injectable()
export class PlayersService {
  constructor(@InjectRepository(Player) private readonly players: Repository<Player>) {}

  /**
   * Six verified players, those with an active profile boost first, then the
   * most highlights. Only public profiles of active accounts; only public highlights that finished processing
   * ('ready', the only state others may see) are counted. A free viewer gets each card as the paywall's
   * preview (2 positions + how many more, highlight count "1+"), as in search.
   */
  async featured(viewer: Viewer | null, limit: number = LIMITS.featuredMax): Promise<FeaturedPlayer[]> {
    const rows: FeaturedRow[] = await this.players.query(
      `SELECT p.id, p.user_id, p.profile_picture, p.school, p.province, p.positions, p.grad_year,
              u.first_name, u.last_name, u.full_name, u.profile_image_url,
              (SELECT count(*) FROM highlights h
                WHERE h.player_id = p.id AND h.privacy = 'public' AND h.status = 'ready' AND h.plan_hidden_at IS NULL) AS highlight_count,
              (SELECT max(b.boost_score) FROM profile_boosts b
                WHERE b.player_id = p.id AND b.is_active AND b.start_date <= now() AND b.end_date > now()) AS boost
         FROM players p
         JOIN user_directory u ON u.id = p.user_id
        WHERE p.visibility = 'public'
          AND (p.verified_by_coach OR p.verified_at IS NOT NULL)
          AND u.suspended_at IS NULL
        ORDER BY boost DESC NULLS LAST, highlight_count DESC, p.updated_at DESC, p.id
        LIMIT $1`,
      [limit],
    );
    return rows.map((r) => {
      const source = { positions: r.positions, bio: null, formats: null, highlightCount: Number(r.highlight_count) };
      const paywalled = paywalledFields(source, seesFullProfile(viewer, { userId: r.user_id }));
      return {
        id: r.id,
        user: {
          fullName: r.full_name ?? `${r.first_name} ${r.last_name}`.trim(),
          firstName: r.first_name,
          lastName: r.last_name,
          profileImageUrl: r.profile_image_url,
        },
        profilePicture: r.profile_picture,
        school: r.school,
        province: r.province,
        positions: paywalled.positions,
        positionsMore: paywalled.positionsMore,
        gradYear: r.grad_year,
        highlightCount: paywalled.highlightCount,
        _isPreview: paywalled._isPreview,
      };
    });
  }

  count(): Promise<number> {
    return this.players.count();
  }

  /** Profiles neither verified nor rejected by an admin, oldest first (keyset by createdAt, id). */
  async pendingVerifications(limit = 50, after?: { createdAt: Date; id: string }): Promise<PendingVerification[]> {
    const qb = this.players
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.user', 'u')
      .where('p.verified_at IS NULL AND p.verification_rejected_at IS NULL')
      .orderBy('p.created_at', 'ASC')
      .addOrderBy('p.id', 'ASC')
      .take(limit);
    if (after) qb.andWhere('(p.created_at, p.id) > (:c, :i)', { c: after.createdAt, i: after.id });
    const rows = await qb.getMany();
    return rows.map((p) => ({
      id: p.id,
      school: p.school,
      positions: p.positions ?? [],
      dob: p.dob ? String(p.dob).slice(0, 10) : null,
      createdAt: p.createdAt.toISOString(),
      contactEmail: p.contactEmail,
      user: {
        profileImageUrl: p.user!.profileImageUrl,
        fullName: p.user!.fullName ?? `${p.user!.firstName} ${p.user!.lastName}`.trim(),
        firstName: p.user!.firstName,
        lastName: p.user!.lastName,
      },
    }));
  }

  countPendingVerifications(): Promise<number> {
    return this.players.count({ where: { verifiedAt: IsNull(), verificationRejectedAt: IsNull() } });
  }

  /** Marks a profile verified by an admin; returns the owner's user id (to notify them). */
  async verify(playerId: string): Promise<{ userId: string }> {
    const p = await this.players.findOne({ where: { id: playerId } });
    if (!p) throw playerNotFound();
    await this.players.update({ id: playerId }, { verifiedAt: new Date(), verificationRejectedAt: null, verificationRejectionReason: null });
    return { userId: p.userId };
  }
}
