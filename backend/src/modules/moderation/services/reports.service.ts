import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  APPEAL_WINDOW_DAYS,
  ERROR_CODES,
  MODERATION_MESSAGES as M,
  isMinor,
  type CreateReportDto,
  type CreateReportResponse,
  type OwnerCaseView,
  type SessionUser,
} from '@fiji/contracts';
import { DataSource, QueryFailedError } from 'typeorm';
import { ModerationTargetsService } from './moderation-targets.service';

const isUniqueViolation = (e: unknown) => e instanceof QueryFailedError && (e.driverError as { code?: string })?.code === '23505';

export const caseNotFound = () => new NotFoundException({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: M.notFound });

/**
 * The user's side of moderation (docs/admin.md, "Moderation"): reporting an item they can see, and the
 * owner's one appeal of a decision. Reports of the same item join its open case: the insert targets
 * the partial unique index on open cases, so even simultaneous reports make one case.
 */
@Injectable()
export class ReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly targets: ModerationTargetsService,
  ) {}

  async report(user: SessionUser, dto: CreateReportDto): Promise<CreateReportResponse> {
    const target = await this.targets.visibleTo(user, dto.targetType, dto.targetId);
    if (!target) throw new NotFoundException({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: 'Not found' });
    if (target.ownerUserId === user.id) throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.BAD_REQUEST, message: M.selfReport });
    const [ownerMinor, reporterMinor] = await Promise.all([this.isMinorUser(target.ownerUserId), this.isMinorUser(user.id)]);
    const childSafety = dto.reason === 'child_safety';
    return this.db.transaction(async (m) => {
      const [row]: Array<{ id: string }> = await m.query(
        `INSERT INTO moderation_cases (target_type, target_id, target_label, owner_user_id, child_safety, involves_minor)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (target_type, target_id) WHERE status <> 'closed'
         DO UPDATE SET child_safety = moderation_cases.child_safety OR EXCLUDED.child_safety,
                       involves_minor = moderation_cases.involves_minor OR EXCLUDED.involves_minor,
                       updated_at = now()
         RETURNING id`,
        [dto.targetType, dto.targetId, target.label || dto.targetType, target.ownerUserId, childSafety, ownerMinor || reporterMinor],
      );
      await m.query(
        `INSERT INTO moderation_reports (case_id, reporter_id, reporter_minor, reason, text) VALUES ($1, $2, $3, $4, $5)`,
        [row!.id, user.id, reporterMinor, dto.reason, dto.text],
      );
      return { caseId: row!.id };
    });
  }

  /** The decision as its owner sees it (the appeal screen); 404 for anyone else. */
  async ownerView(user: Pick<SessionUser, 'id'>, caseId: string): Promise<OwnerCaseView> {
    const c = await this.ownCase(user, caseId);
    const deadline = c.decided_at ? new Date(new Date(c.decided_at).getTime() + APPEAL_WINDOW_DAYS * 86_400_000) : null;
    const appealable = c.status === 'closed' && (c.outcome === 'hidden' || c.outcome === 'suspended');
    return {
      id: c.id,
      targetType: c.target_type,
      targetLabel: c.target_label,
      outcome: c.outcome,
      decisionReason: c.decision_reason,
      decidedAt: c.decided_at ? new Date(c.decided_at).toISOString() : null,
      canAppeal: appealable && !c.appeal_text && !!deadline && deadline.getTime() > Date.now(),
      appealDeadline: appealable && deadline ? deadline.toISOString() : null,
      appeal: c.appeal_text
        ? { text: c.appeal_text, createdAt: new Date(c.appealed_at!).toISOString(), decision: c.appeal_decision }
        : null,
    };
  }

  /** One appeal per decision, within APPEAL_WINDOW_DAYS; the case goes back to the queue as 'appealed'. */
  async appeal(user: Pick<SessionUser, 'id'>, caseId: string, text: string): Promise<OwnerCaseView> {
    const c = await this.ownCase(user, caseId);
    if (c.appeal_text) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: M.appealUsed });
    if (c.status !== 'closed' || (c.outcome !== 'hidden' && c.outcome !== 'suspended')) {
      throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: M.notAppealable });
    }
    let updated: unknown[];
    try {
      [updated] = await this.db.query(
        `UPDATE moderation_cases SET status = 'appealed', appeal_text = $3, appealed_at = now(), updated_at = now()
          WHERE id = $1 AND owner_user_id = $2 AND status = 'closed' AND appeal_text IS NULL
            AND decided_at > now() - make_interval(days => $4)
          RETURNING id`,
        [caseId, user.id, text, APPEAL_WINDOW_DAYS],
      );
    } catch (e) {
      // Someone reported the item again meanwhile: that open case holds the slot; the appeal waits for it.
      if (isUniqueViolation(e)) throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message: M.notAppealable });
      throw e;
    }
    if (!updated || (updated as unknown[]).length === 0) {
      const fresh = await this.ownCase(user, caseId);
      const message = fresh.appeal_text ? M.appealUsed : M.appealExpired;
      throw new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message });
    }
    return this.ownerView(user, caseId);
  }

  private async ownCase(user: Pick<SessionUser, 'id'>, caseId: string): Promise<CaseRow> {
    const [c]: CaseRow[] = await this.db.query(`SELECT * FROM moderation_cases WHERE id = $1 AND owner_user_id = $2`, [caseId, user.id]);
    if (!c) throw caseNotFound();
    return c;
  }

  /** Under 18 by the account's or the player profile's date of birth (either one makes a child). */
  private async isMinorUser(userId: string): Promise<boolean> {
    const [row]: Array<{ dob: string | null; player_dob: string | null }> = await this.db.query(
      `SELECT u.dob::text AS dob, (SELECT p.dob::text FROM player_directory p WHERE p.user_id = u.id) AS player_dob
         FROM user_directory u WHERE u.id = $1`,
      [userId],
    );
    return !!row && (isMinor(row.dob) || isMinor(row.player_dob));
  }
}

/** A moderation_cases row as SQL returns it. */
export interface CaseRow {
  id: string;
  target_type: CreateReportDto['targetType'];
  target_id: string;
  target_label: string;
  owner_user_id: string;
  status: 'open' | 'appealed' | 'closed';
  outcome: OwnerCaseView['outcome'];
  child_safety: boolean;
  involves_minor: boolean;
  opened_at: Date;
  first_action_at: Date | null;
  decided_at: Date | null;
  decided_by: string | null;
  decision_reason: string | null;
  appeal_text: string | null;
  appealed_at: Date | null;
  appeal_decision: 'uphold' | 'restore' | null;
}
