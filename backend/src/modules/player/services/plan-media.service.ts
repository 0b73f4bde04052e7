import { BadRequestException, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { HIGHLIGHT_MESSAGES, LIMITS, PLAN_ENTITLEMENTS, isPaidPlanId, uploadIdOf, type SessionUser, type VisibleSelectionResponse } from '@fiji/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { JobsService } from '../../../core/queue/jobs.service';
import { BillingClock, BillingHooks, type PlanEnded } from '../../billing';
import { HighlightsService } from './highlights.service';
import { mediaFolderKey, partialFileKey, uploadFileKey } from './media-storage-keys';

/**
 * Media after a paid plan ends (docs/billing.md "Media after a paid plan ends"): what the Free plan
 * cannot hold is hidden (highlights.plan_hidden_at), stays the owner's for the retention days, comes
 * back when a paid plan is bought again, and is deleted with its files when the retention expires.
 * The owner chooses which highlights stay visible.
 */
@Injectable()
export class PlanMediaService implements OnModuleInit {
  constructor(
    private readonly hooks: BillingHooks,
    private readonly clock: BillingClock,
    private readonly jobs: JobsService,
    private readonly highlights: HighlightsService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.hooks.onPlanEnded((e) => this.planEnded(e));
    this.hooks.onRetentionExpired((userId) => this.retentionExpired(userId));
    this.hooks.onPlanStarted((userId, plan) => this.planStarted(userId, plan));
  }

  /** Free's allowance plus the extra-upload credits not yet used. */
  private async freeAllowance(playerId: string, m: EntityManager): Promise<number> {
    return PLAN_ENTITLEMENTS.free.mediaAllowance + (await this.credits(playerId, m));
  }

  /** Locks the account's player row (one change to its media at a time); null without a profile. */
  private async lockPlayer(userId: string, m: EntityManager): Promise<string | null> {
    const [row]: { id: string }[] = await m.query(`SELECT id FROM players WHERE user_id = $1 FOR UPDATE`, [userId]);
    return row?.id ?? null;
  }

  /** Hides all but the newest highlights the Free plan can hold. */
  private async planEnded(e: PlanEnded): Promise<void> {
    await this.db.transaction(async (m) => {
      const playerId = await this.lockPlayer(e.userId, m);
      if (!playerId) return;
      const allowance = await this.freeAllowance(playerId, m);
      await m.query(
        `UPDATE highlights SET plan_hidden_at = $3
          WHERE player_id = $1 AND plan_hidden_at IS NULL
            AND id NOT IN (SELECT id FROM highlights WHERE player_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
        [playerId, allowance, this.clock.now()],
      );
    });
  }

  /** A paid plan that holds more media than Free: everything hidden comes back. */
  private async planStarted(userId: string, plan: string): Promise<void> {
    if (!isPaidPlanId(plan) || PLAN_ENTITLEMENTS[plan].mediaAllowance <= LIMITS.freeMediaMax) return;
    await this.db.query(
      `UPDATE highlights SET plan_hidden_at = NULL WHERE plan_hidden_at IS NOT NULL AND player_id IN (SELECT id FROM players WHERE user_id = $1)`,
      [userId],
    );
  }

  /** Deletes the hidden highlights; their stored files go through the durable media.purge job after the commit. */
  private async retentionExpired(userId: string): Promise<void> {
    await this.db.transaction(async (m) => {
      const playerId = await this.lockPlayer(userId, m);
      if (!playerId) return;
      const gone: { id: string; file_path: string | null }[] = await m.query(
        `SELECT id, file_path FROM highlights WHERE player_id = $1 AND plan_hidden_at IS NOT NULL`,
        [playerId],
      );
      if (gone.length === 0) return;
      await m.query(`DELETE FROM highlights WHERE id = ANY($1::uuid[])`, [gone.map((h) => h.id)]);
      const uploads = gone.map((h) => (h.file_path ? uploadIdOf(h.file_path) : null)).filter((id): id is string => !!id);
      await this.jobs.enqueue(
        'media.purge',
        { files: uploads.flatMap((id) => [uploadFileKey(id), partialFileKey(id)]), folders: gone.map((h) => mediaFolderKey(h.id)) },
        m,
      );
    });
  }

  /** GET /api/highlights/visible-selection: the caller's visible and hidden highlights, newest first, and the allowance. */
  async selection(me: SessionUser): Promise<VisibleSelectionResponse> {
    const player = await this.highlights.requireProfile(me);
    const { max } = await this.highlights.mediaPlan(me);
    return this.db.transaction(async (m) => this.current(player.id, max + (await this.credits(player.id, m)), m));
  }

  /**
   * POST /api/highlights/visible-selection: exactly as many of the caller's highlights as the plan shows
   * (all of them when there are fewer) stay visible; the others are hidden. 400 naming highlightIds otherwise.
   */
  async choose(me: SessionUser, highlightIds: string[]): Promise<VisibleSelectionResponse> {
    const player = await this.highlights.requireProfile(me);
    const { max } = await this.highlights.mediaPlan(me);
    return this.db.transaction(async (m) => {
      await this.lockPlayer(me.id, m);
      const allowance = max + (await this.credits(player.id, m));
      const own: { id: string }[] = await m.query(`SELECT id FROM highlights WHERE player_id = $1`, [player.id]);
      const ownIds = new Set(own.map((h) => h.id));
      const chosen = [...new Set(highlightIds)];
      const needed = Math.min(allowance, own.length);
      if (chosen.length !== highlightIds.length || chosen.length !== needed || !chosen.every((id) => ownIds.has(id))) {
        const message = HIGHLIGHT_MESSAGES.chooseVisibleExactly(needed);
        throw new BadRequestException({ statusCode: 400, message, errors: { highlightIds: message } });
      }
      await m.query(
        `UPDATE highlights SET plan_hidden_at = CASE WHEN id = ANY($2::uuid[]) THEN NULL ELSE coalesce(plan_hidden_at, $3) END
          WHERE player_id = $1`,
        [player.id, chosen, this.clock.now()],
      );
      return this.current(player.id, allowance, m);
    });
  }

  private async credits(playerId: string, m: EntityManager): Promise<number> {
    const [row]: { credits: number }[] = await m.query(
      `SELECT coalesce(sum(credits_remaining), 0)::int AS credits FROM extra_upload_credits WHERE player_id = $1`,
      [playerId],
    );
    return row?.credits ?? 0;
  }

  private async current(playerId: string, allowance: number, m: EntityManager): Promise<VisibleSelectionResponse> {
    const rows: { id: string; hidden: boolean }[] = await m.query(
      `SELECT id, plan_hidden_at IS NOT NULL AS hidden FROM highlights WHERE player_id = $1 ORDER BY created_at DESC, id DESC`,
      [playerId],
    );
    return { visible: rows.filter((r) => !r.hidden).map((r) => r.id), hidden: rows.filter((r) => r.hidden).map((r) => r.id), allowance };
  }
}
