import { BadRequestException, ConflictException, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES, FEEDBACK_RULES, type AnswerFeedbackDto, type CreateFeedbackRequestDto, type FeedbackRequestView, type FeedbackStatus,
  type SessionUser, type TimecodedComment,
} from '@fiji/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { JobsService } from '../../../core/queue/jobs.service';
import { AddonRefundsService, SessionCheckoutService } from '../../billing';
import type { GuardianApproval } from '../entities/guardian-approval.entity';
import { GuardianApprovalsService } from './guardian-approvals.service';
import { changedRows, isUuid, mentorIdOf, notFound } from './progress-access';
import { Scheduler } from '../../../core/schedule';

export interface FeedbackRequestOpening {
  playerId: string;
  highlightId: string;
  purchaseId: string;
  mentorId: string | null;
}

const HOUR_MS = 3_600_000;
/** How often overdue requests are looked for (the refund itself is a durable job). */
const SWEEP_MS = 5 * 60_000;

interface Row {
  id: string; status: FeedbackStatus; highlight_id: string; player_id: string; player_name: string; mentor_id: string | null; mentor_name: string | null;
  feedback_text: string | null; rating: number | null; comments: TimecodedComment[]; due_at: Date | null; completed_at: Date | null;
  refunded_at: Date | null; created_at: Date;
}

const SELECT = `
  SELECT f.id, f.status, f.highlight_id, f.player_id, pu.full_name AS player_name, f.mentor_id, mu.full_name AS mentor_name,
         f.feedback_text, f.rating, f.comments, f.due_at, f.completed_at, f.refunded_at, f.created_at
    FROM highlight_feedback_requests f
    JOIN player_directory p ON p.id = f.player_id
    JOIN user_directory pu ON pu.id = p.user_id
    LEFT JOIN mentors mt ON mt.id = f.mentor_id
    LEFT JOIN user_directory mu ON mu.id = mt.user_id`;

/**
 * Highlight feedback (billing's add-on, docs/mentoring.md): the player picks a highlight and a mentor,
 * pays through billing (which calls open()), the mentor answers within 72 hours with written feedback,
 * time-coded comments and a rating, or the add-on is refunded by a durable job.
 */
@Injectable()
export class FeedbackRequestsService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('FeedbackRequests');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly scheduler: Scheduler,
    private readonly jobs: JobsService,
    private readonly refunds: AddonRefundsService,
    private readonly approvals: GuardianApprovalsService,
    private readonly checkout: SessionCheckoutService,
  ) {}

  onModuleInit(): void {
    this.approvals.register('feedback_request', {
      onApproved: async (a, m) => this.guardianDecided(a.subjectId, true, m),
      onDeclined: async (a, m) => this.guardianDecided(a.subjectId, false, m),
      checkoutFor: (a, token) => this.guardianCheckout(a, token),
    });
    this.jobs.register('mentoring.feedback-refund', ({ requestId }) => this.refundOverdue(requestId), { durable: true, attempts: 5 });
  }

  onApplicationBootstrap(): void {
    this.scheduler.every('mentoring.feedback-expiry', SWEEP_MS, () => this.expireOverdue());
  }

  /**
   * Called by billing inside the purchase's transaction. The player's waiting request for that highlight
   * (chosen mentor) becomes pending and its 72-hour clock starts; a purchase made without one opens a
   * request with no mentor yet.
   */
  async open(r: FeedbackRequestOpening, m: EntityManager): Promise<void> {
    const due = new Date(Date.now() + FEEDBACK_RULES.answerHours * HOUR_MS);
    const claimed = await changedRows(
      m,
      `UPDATE highlight_feedback_requests SET purchase_id = $3, status = 'pending', due_at = $4, updated_at = now()
        WHERE id = (SELECT id FROM highlight_feedback_requests WHERE player_id = $1 AND highlight_id = $2 AND status = 'awaiting_payment'
                     ORDER BY created_at DESC LIMIT 1 FOR UPDATE)
        RETURNING id`,
      [r.playerId, r.highlightId, r.purchaseId, due],
    );
    if (claimed.length > 0) return;
    await m.query(
      `INSERT INTO highlight_feedback_requests (player_id, highlight_id, purchase_id, mentor_id, status, due_at) VALUES ($1, $2, $3, $4, 'pending', $5)`,
      [r.playerId, r.highlightId, r.purchaseId, r.mentorId, due],
    );
  }

  /** The player asks: one of their own highlights, a listed mentor. A minor's waits for the guardian. */
  async create(me: SessionUser, dto: CreateFeedbackRequestDto): Promise<FeedbackRequestView> {
    const [player]: { id: string }[] = await this.db.query(`SELECT id FROM player_directory WHERE user_id = $1`, [me.id]);
    if (!player) throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.PROFILE_REQUIRED, message: 'Create your player profile first' });
    const [own]: unknown[] = await this.db.query(`SELECT 1 FROM highlight_directory WHERE id = $1 AND player_id = $2`, [dto.highlightId, player.id]);
    if (!own) throw fieldError('highlightId', 'Choose one of your own highlights');
    const [mentor]: { user_id: string; name: string }[] = await this.db.query(
      `SELECT mt.user_id, u.full_name AS name FROM mentors mt JOIN user_directory u ON u.id = mt.user_id WHERE mt.id = $1 AND mt.is_active`,
      [dto.mentorId],
    );
    if (!mentor || mentor.user_id === me.id) throw fieldError('mentorId', 'Choose a listed mentor');
    const guardian = await this.approvals.guardianOf(me.id);
    const id = await this.db.transaction(async (m) => {
      const [row]: { id: string }[] = await m.query(
        `INSERT INTO highlight_feedback_requests (player_id, highlight_id, mentor_id, status) VALUES ($1, $2, $3, $4) RETURNING id`,
        [player.id, dto.highlightId, dto.mentorId, guardian ? 'awaiting_guardian' : 'awaiting_payment'],
      );
      if (guardian) {
        await this.approvals.request(
          { kind: 'feedback_request', subjectId: row!.id, playerUserId: me.id, summary: `written feedback from mentor ${mentor.name} on one of their highlights (Highlight Feedback)` },
          m,
        );
      }
      return row!.id;
    });
    return this.view(me, id);
  }

  /** The caller's requests: as the player, or as the mentor asked (mentors see nothing unpaid). */
  async list(me: SessionUser, role: 'player' | 'mentor'): Promise<FeedbackRequestView[]> {
    if (role === 'mentor') {
      const mentorId = await mentorIdOf(this.db.manager, me.id);
      if (!mentorId) return [];
      const rows: Row[] = await this.db.query(
        `${SELECT} WHERE f.mentor_id = $1 AND f.status IN ('pending', 'completed', 'refunded') ORDER BY f.created_at DESC LIMIT 100`,
        [mentorId],
      );
      return rows.map((r) => toView(r, false));
    }
    const rows: Row[] = await this.db.query(`${SELECT} WHERE p.user_id = $1 ORDER BY f.created_at DESC LIMIT 100`, [me.id]);
    return rows.map((r) => toView(r, true));
  }

  /** One request, for its player or its mentor (once paid); anyone else 404. */
  async view(me: SessionUser, id: string): Promise<FeedbackRequestView> {
    if (!isUuid(id)) throw notFound('Feedback request not found');
    const [r]: (Row & { player_user_id: string; mentor_user_id: string | null })[] = await this.db.query(
      `${SELECT.replace('f.created_at\n', 'f.created_at, p.user_id AS player_user_id, mt.user_id AS mentor_user_id\n')} WHERE f.id = $1`,
      [id],
    );
    const mine = r?.player_user_id === me.id;
    const asMentor = !!r && r.mentor_user_id === me.id && ['pending', 'completed', 'refunded'].includes(r.status);
    if (!r || (!mine && !asMentor)) throw notFound('Feedback request not found');
    return toView(r, mine);
  }

  /** The mentor's answer, once, while the 72 hours run. */
  async answer(me: SessionUser, id: string, dto: AnswerFeedbackDto): Promise<FeedbackRequestView> {
    if (!isUuid(id)) throw notFound('Feedback request not found');
    const mentorId = await mentorIdOf(this.db.manager, me.id);
    const comments = [...dto.comments].sort((a, b) => a.second - b.second).map((c) => ({ second: c.second, comment: c.comment.trim() }));
    const updated = await changedRows<{ id: string }>(
      this.db.manager,
      `UPDATE highlight_feedback_requests SET status = 'completed', feedback_text = $3, rating = $4, comments = $5::jsonb, completed_at = now(), updated_at = now()
        WHERE id = $1 AND mentor_id = $2 AND status = 'pending' AND (due_at IS NULL OR due_at > now()) RETURNING id`,
      [id, mentorId, dto.feedbackText.trim(), dto.rating, JSON.stringify(comments)],
    );
    if (updated.length === 0) {
      const [r]: { status: string }[] = await this.db.query(`SELECT status FROM highlight_feedback_requests WHERE id = $1 AND mentor_id = $2`, [id, mentorId]);
      if (!r || !['pending', 'completed', 'expired', 'refunded'].includes(r.status)) throw notFound('Feedback request not found');
      throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: r.status === 'completed' ? 'This feedback was already given' : 'The 72 hours to answer have passed; the player was refunded' });
    }
    return this.view(me, id);
  }

  /** The guardian's answer on a minor's request (a GuardianApprovalsService kind): approved, it waits for payment; declined, it ends. */
  private async guardianDecided(id: string, approved: boolean, m: EntityManager): Promise<void> {
    await m.query(
      `UPDATE highlight_feedback_requests SET status = $2, guardian_decided_at = now(), updated_at = now() WHERE id = $1 AND status = 'awaiting_guardian'`,
      [id, approved ? 'awaiting_payment' : 'declined'],
    );
  }

  /** After the guardian approved: the add-on's checkout, paid by the guardian (minors never pay). */
  private async guardianCheckout(a: GuardianApproval, token: string): Promise<string | null> {
    const [r]: { highlight_id: string; status: string }[] = await this.db.query(`SELECT highlight_id, status FROM highlight_feedback_requests WHERE id = $1`, [a.subjectId]);
    if (!r || r.status !== 'awaiting_payment') return null;
    const { url } = await this.checkout.startFeedbackForGuardian({
      userId: a.playerUserId, highlightId: r.highlight_id, guardianEmail: a.guardianEmail, expiresAt: new Date(Date.now() + HOUR_MS),
      returnTo: `/mentoring/guardian/${token}`,
    });
    return url;
  }

  /**
   * Overdue paid requests become 'expired' and each gets a durable refund job in the same transaction,
   * so a crash between the two never loses a refund. `now` lets tests run it past the 72 hours.
   */
  async expireOverdue(now: Date = new Date()): Promise<number> {
    return this.db.transaction(async (m) => {
      const rows = await changedRows<{ id: string }>(
        m,
        `UPDATE highlight_feedback_requests SET status = 'expired', updated_at = now()
          WHERE status = 'pending' AND due_at IS NOT NULL AND due_at <= $1 AND purchase_id IS NOT NULL RETURNING id`,
        [now],
      );
      for (const r of rows) await this.jobs.enqueue('mentoring.feedback-refund', { requestId: r.id }, m);
      return rows.length;
    });
  }

  private async refundOverdue(requestId: string): Promise<void> {
    const [r]: { purchase_id: string | null; status: string }[] = await this.db.query(
      `SELECT purchase_id, status FROM highlight_feedback_requests WHERE id = $1`,
      [requestId],
    );
    if (!r || r.status !== 'expired' || !r.purchase_id) return;
    await this.refunds.refund(r.purchase_id, `no mentor answered within ${FEEDBACK_RULES.answerHours} hours`);
    await this.db.query(`UPDATE highlight_feedback_requests SET status = 'refunded', refunded_at = now(), updated_at = now() WHERE id = $1 AND status = 'expired'`, [requestId]);
  }
}

function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message, errors: { [field]: message } });
}

function toView(r: Row, asPlayer: boolean): FeedbackRequestView {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    id: r.id,
    status: r.status,
    highlightId: r.highlight_id,
    highlightTitle: null,
    mediaUrl: `/api/highlights/${r.highlight_id}/media/playable`,
    posterUrl: `/api/highlights/${r.highlight_id}/media/poster`,
    playerName: r.player_name,
    mentorId: r.mentor_id,
    mentorName: r.mentor_name,
    feedbackText: r.feedback_text,
    rating: r.rating,
    comments: Array.isArray(r.comments) ? r.comments : [],
    dueAt: iso(r.due_at),
    completedAt: iso(r.completed_at),
    refundedAt: iso(r.refunded_at),
    createdAt: new Date(r.created_at).toISOString(),
    checkout: asPlayer && r.status === 'awaiting_payment' ? { addon: 'highlight_feedback', highlightId: r.highlight_id } : null,
  };
}
