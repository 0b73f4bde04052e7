import { ConflictException, Injectable, OnModuleInit } from '@nestjs/common';
import { ERROR_CODES, FAST_TRACK_MESSAGES, PROFILE_BOOST_DAYS } from '@fiji/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { BillingHooks, type AddonGrant } from '../../billing';
import { FeedbackRequestsService } from '../../mentoring';

const DAY_MS = 86_400_000;
const PROFILE_REQUIRED_MESSAGE = 'Create your player profile first';
/** Pending verification, as the profile shows it (neither verified by an admin or coach, nor rejected). */
const PENDING_SQL = `verified_at IS NULL AND NOT verified_by_coach AND verification_rejected_at IS NULL`;

/**
 * The player's side of the add-ons (docs/billing.md "Add-ons"): billing records the purchase and calls
 * these inside the same transaction, so a paid add-on and its effect commit together or not at all.
 */
@Injectable()
export class BillingGrantsService implements OnModuleInit {
  constructor(
    private readonly hooks: BillingHooks,
    private readonly feedback: FeedbackRequestsService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.hooks.onAddonPurchased('profile_boost', (g, m) => this.boost(g, m));
    this.hooks.onAddonPurchased('extra_upload', (g, m) => this.uploadCredit(g, m));
    this.hooks.onAddonPurchased('verification_fast_track', (g, m) => this.fastTrack(g, m));
    this.hooks.onAddonPurchased('highlight_feedback', (g, m) => this.feedbackRequest(g, m));
    for (const type of ['profile_boost', 'extra_upload'] as const) {
      this.hooks.onAddonCheck(type, async (userId) => ((await this.hasProfile(userId)) ? null : { field: 'addon', message: PROFILE_REQUIRED_MESSAGE }));
    }
    this.hooks.onAddonCheck('verification_fast_track', (userId) => this.checkFastTrack(userId));
    this.hooks.onAddonCheck('highlight_feedback', async (userId, target) => {
      const [own]: unknown[] = await this.db.query(
        `SELECT 1 FROM highlights h JOIN players p ON p.id = h.player_id WHERE h.id = $1 AND p.user_id = $2`,
        [target.highlightId, userId],
      );
      return own ? null : { field: 'highlightId', message: 'Choose one of your own highlights' };
    });
  }

  private async hasProfile(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM players WHERE user_id = $1`, [userId]);
    return rows.length > 0;
  }

  private async playerId(userId: string, m: EntityManager): Promise<string> {
    const [row]: { id: string }[] = await m.query(`SELECT id FROM players WHERE user_id = $1`, [userId]);
    if (!row) throw new Error('add-on bought by an account with no player profile');
    return row.id;
  }

  /** 7 days at the top of recruiter search and Featured; a boost bought during a boost extends it. */
  private async boost(g: AddonGrant, m: EntityManager): Promise<void> {
    const playerId = await this.playerId(g.userId, m);
    const [running]: { end_date: Date }[] = await m.query(
      `SELECT max(end_date) AS end_date FROM profile_boosts WHERE player_id = $1 AND is_active AND end_date > $2`,
      [playerId, g.now],
    );
    const start = running?.end_date && running.end_date > g.now ? running.end_date : g.now;
    await m.query(
      `INSERT INTO profile_boosts (player_id, purchase_id, is_active, start_date, end_date) VALUES ($1, $2, true, $3, $4)`,
      [playerId, g.purchaseId, start, new Date(start.getTime() + PROFILE_BOOST_DAYS * DAY_MS)],
    );
  }

  private async uploadCredit(g: AddonGrant, m: EntityManager): Promise<void> {
    await m.query(`INSERT INTO extra_upload_credits (player_id, purchase_id, credits_remaining) VALUES ($1, $2, 1)`, [await this.playerId(g.userId, m), g.purchaseId]);
  }

  /**
   * Sold only for a pending verification not yet fast-tracked (docs/billing.md "Add-ons"): 409 naming why,
   * since a second one, or one for a decided verification, would change nothing.
   */
  private async checkFastTrack(userId: string): Promise<{ field: string; message: string } | null> {
    const [row]: { pending: boolean; fast_tracked: boolean }[] = await this.db.query(
      `SELECT (${PENDING_SQL}) AS pending, verification_fast_tracked_at IS NOT NULL AS fast_tracked FROM players WHERE user_id = $1`,
      [userId],
    );
    if (!row) return { field: 'addon', message: PROFILE_REQUIRED_MESSAGE };
    if (row.fast_tracked) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.ALREADY_FAST_TRACKED, message: FAST_TRACK_MESSAGES.alreadyFastTracked });
    if (!row.pending) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.VERIFICATION_NOT_PENDING, message: FAST_TRACK_MESSAGES.notPending });
    return null;
  }

  /**
   * First in the admin queue; it never verifies by itself. One conditional update under the player row's
   * lock: of checkouts paid at once (or after the verification was decided) only the first marks it, the
   * others are refused and billing refunds them.
   */
  private async fastTrack(g: AddonGrant, m: EntityManager): Promise<{ refused: string } | void> {
    const marked: unknown[] = await m.query(
      `WITH u AS (UPDATE players SET verification_fast_tracked_at = $2, updated_at = now()
                   WHERE user_id = $1 AND verification_fast_tracked_at IS NULL AND ${PENDING_SQL} RETURNING id)
       SELECT id FROM u`,
      [g.userId, g.now],
    );
    if (!marked.length) return { refused: 'the verification was already fast-tracked or decided' };
  }

  private async feedbackRequest(g: AddonGrant, m: EntityManager): Promise<void> {
    const playerId = await this.playerId(g.userId, m);
    const [own]: unknown[] = await m.query(`SELECT 1 FROM highlights WHERE id = $1 AND player_id = $2`, [g.target.highlightId, playerId]);
    if (!own) throw new Error('highlight_feedback for a highlight the player does not own');
    await this.feedback.open({ playerId, highlightId: g.target.highlightId!, purchaseId: g.purchaseId, mentorId: null }, m);
  }
}
