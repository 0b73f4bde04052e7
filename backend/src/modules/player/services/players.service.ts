import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ERROR_CODES, LIMITS, type PendingVerification } from '@fiji/contracts';
import { type EntityManager, IsNull, LessThanOrEqual, Repository } from 'typeorm';
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
                WHERE h.player_id = p.id AND h.privacy = 'public' AND h.status = 'ready' AND h.plan_hidden_at IS NULL
                  AND h.moderation_hidden_at IS NULL) AS highlight_count,
              (SELECT max(b.boost_score) FROM profile_boosts b
                WHERE b.player_id = p.id AND b.is_active AND b.start_date <= now() AND b.end_date > now()) AS boost
         FROM players p
         JOIN user_directory u ON u.id = p.user_id
        WHERE p.visibility = 'public'
          AND (p.verified_by_coach OR p.verified_at IS NOT NULL)
          AND u.suspended_at IS NULL
          AND p.moderation_hidden_at IS NULL
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

  /** Players that existed at `createdBefore` (all of them without it). */
  count(createdBefore?: Date): Promise<number> {
    return createdBefore ? this.players.count({ where: { createdAt: LessThanOrEqual(createdBefore) } }) : this.players.count();
  }

  /**
   * The verification queue (docs/admin.md): profiles neither verified nor rejected, bought fast-tracks
   * first, then oldest first; keyset paged on (not fast-tracked, created_at, id). The cursor carries
   * created_at as PostgreSQL's own text so microseconds survive the round trip.
   */
  async pendingVerifications(
    filters: { province?: string; school?: string } = {},
    cursor?: string,
    limit = 50,
  ): Promise<{ results: PendingVerification[]; nextCursor: string | null }> {
    const params: unknown[] = [limit + 1];
    const where = ['p.verified_at IS NULL', 'p.verification_rejected_at IS NULL'];
    if (filters.province) where.push(`p.province = $${params.push(filters.province)}`);
    if (filters.school) where.push(`p.school ILIKE $${params.push(`%${filters.school.replace(/[\\%_]/g, '\\$&')}%`)}`);
    const after = decodeQueueCursor(cursor);
    if (after) {
      where.push(`((p.verification_fast_tracked_at IS NULL), p.created_at, p.id) > ($${params.push(after.n)}::boolean, $${params.push(after.c)}::timestamptz, $${params.push(after.i)}::uuid)`);
    }
    const rows: PendingRow[] = await this.players.query(
      `SELECT p.id, p.school, p.province, p.positions, p.dob::text AS dob, p.contact_email, p.created_at,
              p.created_at::text AS created_key, p.verification_fast_tracked_at, p.verification_rejection_reason,
              u.first_name, u.last_name, u.full_name, u.profile_image_url
         FROM players p JOIN user_directory u ON u.id = p.user_id
        WHERE ${where.join(' AND ')}
        ORDER BY (p.verification_fast_tracked_at IS NULL), p.created_at, p.id
        LIMIT $1`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      results: page.map((r) => ({
        id: r.id,
        school: r.school,
        province: r.province,
        positions: r.positions ?? [],
        dob: r.dob,
        createdAt: new Date(r.created_at).toISOString(),
        contactEmail: r.contact_email,
        fastTrackedAt: r.verification_fast_tracked_at ? new Date(r.verification_fast_tracked_at).toISOString() : null,
        previousRejectionReason: r.verification_rejection_reason,
        user: {
          profileImageUrl: r.profile_image_url,
          fullName: r.full_name ?? `${r.first_name} ${r.last_name}`.trim(),
          firstName: r.first_name,
          lastName: r.last_name,
        },
      })),
      nextCursor: rows.length > limit && last ? encodeQueueCursor({ n: !last.verification_fast_tracked_at, c: last.created_key, i: last.id }) : null,
    };
  }

  /** Pending now, or (with `at`) pending at that moment: created by then and not yet decided then. */
  async countPendingVerifications(at?: Date): Promise<number> {
    if (!at) return this.players.count({ where: { verifiedAt: IsNull(), verificationRejectedAt: IsNull() } });
    const [row]: { n: number }[] = await this.players.query(
      `SELECT count(*)::int AS n FROM players
        WHERE created_at <= $1 AND (verified_at IS NULL OR verified_at > $1)
          AND (verification_rejected_at IS NULL OR verification_rejected_at > $1)`,
      [at],
    );
    return row?.n ?? 0;
  }

  /** Marks a profile verified by an admin; the owner's user id (to notify them), or null when already verified (404 when missing). */
  async verify(playerId: string, m?: EntityManager): Promise<{ userId: string } | null> {
    // One conditional statement: of admins verifying at once only one does it (and notifies); a rejected
    // profile may still be verified (the admin changed their mind). `m`: the admin's transaction (its audit row).
    const [rows]: [{ user_id: string }[], number] = await (m ?? this.players.manager).query(
      `UPDATE players SET verified_at = now(), verification_rejected_at = NULL, verification_rejection_reason = NULL,
              verification_rejection_text = NULL, updated_at = now()
        WHERE id = $1 AND verified_at IS NULL
        RETURNING user_id`,
      [playerId],
    );
    if (rows[0]) return { userId: rows[0].user_id };
    await this.verifyTargetExists(playerId, m);
    return null;
  }

  /** Verifies those of `playerIds` still pending, in one statement (a second admin's bulk skips them). */
  async verifyPending(playerIds: string[], m?: EntityManager): Promise<Array<{ id: string; userId: string }>> {
    const [rows]: [{ id: string; user_id: string }[], number] = await (m ?? this.players.manager).query(
      `UPDATE players SET verified_at = now(), verification_rejection_reason = NULL, verification_rejection_text = NULL, updated_at = now()
        WHERE id = ANY($1::uuid[]) AND verified_at IS NULL AND verification_rejected_at IS NULL
        RETURNING id, user_id`,
      [playerIds],
    );
    return rows.map((r) => ({ id: r.id, userId: r.user_id }));
  }

  /** Rejects a pending profile with a template reason (and text); null when it is not pending. */
  async reject(playerId: string, reason: string, text: string | null, m?: EntityManager): Promise<{ userId: string } | null> {
    const [rows]: [{ user_id: string }[], number] = await (m ?? this.players.manager).query(
      `UPDATE players SET verification_rejected_at = now(), verification_rejection_reason = $2, verification_rejection_text = $3, updated_at = now()
        WHERE id = $1 AND verified_at IS NULL AND verification_rejected_at IS NULL
        RETURNING user_id`,
      [playerId, reason, text],
    );
    return rows[0] ? { userId: rows[0].user_id } : null;
  }

  /**
   * The owner sends a rejected profile back to the queue (after fixing it): it is pending again, keeps
   * its last rejection reason for the admin to read, and its place by creation date.
   */
  async resubmit(userId: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.players.query(
      `UPDATE players SET verification_rejected_at = NULL, updated_at = now()
        WHERE user_id = $1 AND verification_rejected_at IS NOT NULL AND verified_at IS NULL
        RETURNING id`,
      [userId],
    );
    return rows.length > 0;
  }

  /** 404 (Player Not Found) unless the player exists. */
  /** `m`: the caller's transaction, so a transaction never waits on a second pooled connection (20 admins at once). */
  async verifyTargetExists(playerId: string, m?: EntityManager): Promise<void> {
    const players = m ? m.getRepository(this.players.target) : this.players;
    if (!(await players.exists({ where: { id: playerId } }))) throw playerNotFound();
  }

  /** The player facts the admin's user panel shows. */
  async summaryForUser(userId: string): Promise<{ id: string; verified: boolean; school: string | null; province: string | null } | null> {
    const p = await this.players.findOne({ where: { userId } });
    return p ? { id: p.id, verified: !!p.verifiedAt || p.verifiedByCoach, school: p.school, province: p.province } : null;
  }
}

interface PendingRow {
  id: string;
  school: string | null;
  province: string | null;
  positions: string[] | null;
  dob: string | null;
  contact_email: string | null;
  created_at: Date;
  created_key: string;
  verification_fast_tracked_at: Date | null;
  verification_rejection_reason: string | null;
  first_name: string;
  last_name: string;
  full_name: string | null;
  profile_image_url: string | null;
}

interface QueueCursor {
  n: boolean;
  c: string;
  i: string;
}

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeQueueCursor = (c: QueueCursor): string => Buffer.from(JSON.stringify(c)).toString('base64url');

/** A cursor only ever comes from our own answers; anything else is a 400 naming the field. */
function decodeQueueCursor(raw: string | undefined): QueueCursor | null {
  if (!raw) return null;
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<QueueCursor>;
    if (typeof c.n === 'boolean' && typeof c.c === 'string' && PG_TIMESTAMP.test(c.c) && typeof c.i === 'string' && UUID.test(c.i)) {
      return c as QueueCursor;
    }
  } catch {
    /* fall through */
  }
  throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: 'cursor is not valid', errors: { cursor: 'cursor is not valid' } });
}
