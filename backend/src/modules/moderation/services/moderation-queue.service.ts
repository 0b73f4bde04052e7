import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  MODERATION_FIRST_ACTION_HOURS,
  MODERATION_MESSAGES as M,
  type AppealDecision,
  type BulkModerationPreview,
  type BulkModerationResult,
  type CaseAction,
  type CaseOutcome,
  type ModerationCase,
  type ModerationQueuePage,
  type SessionUser,
  type SuspensionLiftRequest,
} from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { ModerationConsole } from './console-bridge';
import { ModerationNotifier } from './moderation-notifier.service';
import { ModerationTargetsService } from './moderation-targets.service';
import { caseNotFound, type CaseRow } from './reports.service';

const PAGE = 25;
const conflict = (message: string) => new ConflictException({ statusCode: 409, code: ERROR_CODES.CONFLICT, message });

/** The queue's order (docs/admin.md): child safety first, then cases about or from minors, then most reporters, oldest first. */
const ORDER = `c.child_safety DESC, c.involves_minor DESC, reporter_count DESC, c.opened_at ASC, c.id ASC`;

const STATUS_FILTER: Record<string, string> = {
  // An appealed case is back in the queue.
  open: `c.status IN ('open', 'appealed')`,
  appealed: `c.status = 'appealed'`,
  closed: `c.status = 'closed'`,
};

interface QueueRow extends CaseRow {
  reporter_count: number;
  opened_key: string;
  decided_key: string | null;
  owner_name: string | null;
  reports: Array<{ reporterId: string; reporterName: string; reporterIsMinor: boolean; reason: string; text: string; createdAt: string }>;
}

/**
 * The admins' side of moderation (docs/admin.md, "Moderation"): the queue, dismiss / hide / suspend
 * (one case or many, with a preview), appeal decisions and the second-admin approval for lifting a
 * child-safety suspension. Every action is written to the admin audit log; each decision claims the
 * case with a conditional UPDATE, so two admins acting at once decide it once.
 */
@Injectable()
export class ModerationQueueService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly targets: ModerationTargetsService,
    private readonly notifier: ModerationNotifier,
    private readonly console: ModerationConsole,
  ) {}

  async queue(status = 'open', cursor?: string): Promise<ModerationQueuePage> {
    // Own keys only: `status=constructor` must not find Object.prototype's.
    const filter = typeof status === 'string' && Object.hasOwn(STATUS_FILTER, status) ? STATUS_FILTER[status] : undefined;
    if (!filter) {
      const message = `status must be one of: ${Object.keys(STATUS_FILTER).join(', ')}`;
      throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message, errors: { status: message } });
    }
    // Keyset paging in the queue's own order (docs/admin.md): cases decided on page 1 leave the list
    // without shifting the next page, as an OFFSET would (it skipped as many cases as were acted on).
    const closed = status === 'closed';
    const after = decodeQueueCursor(cursor, closed);
    const params: unknown[] = [];
    let where = `WHERE ${filter}`;
    if (after && after.kind === 'closed') {
      where += ` AND (c.decided_at, c.id) < ($${params.push(after.decided)}::timestamptz, $${params.push(after.id)}::uuid)`;
    } else if (after && after.kind === 'open') {
      where += ` AND (-(c.child_safety::int), -(c.involves_minor::int), -rc.reporter_count, c.opened_at, c.id)
                   > ($${params.push(after.cs)}::int, $${params.push(after.im)}::int, $${params.push(after.rc)}::int, $${params.push(after.opened)}::timestamptz, $${params.push(after.id)}::uuid)`;
    }
    const rows = await this.rows(where, params, `ORDER BY ${closed ? 'c.decided_at DESC, c.id DESC' : ORDER} LIMIT ${PAGE + 1}`);
    const page = rows.slice(0, PAGE);
    const last = page[page.length - 1];
    return {
      results: page.map(toCase),
      nextCursor: rows.length > PAGE && last ? encodeQueueCursor(last, closed) : null,
    };
  }

  async one(caseId: string): Promise<ModerationCase> {
    const [row] = await this.rows('WHERE c.id = $1', [caseId], '');
    if (!row) throw caseNotFound();
    return toCase(row);
  }

  /** dismiss / hide / suspend one open case. */
  async act(admin: SessionUser, caseId: string, action: CaseAction, reason: string): Promise<ModerationCase> {
    const c = await this.one(caseId);
    if (c.status !== 'open') throw conflict(c.status === 'appealed' ? M.notAppealed : M.notOpen);
    const outcome: CaseOutcome = action === 'dismiss' ? 'dismissed' : action === 'hide' ? 'hidden' : 'suspended';
    // User management audits the suspension itself (with this case in its detail).
    if (action === 'suspend') await this.console.suspend(c.ownerUserId, admin.id, reason, c.childSafety, c.id);
    await this.db.transaction(async (m) => {
      const claimed: unknown[] = await m.query(
        `UPDATE moderation_cases SET status = 'closed', outcome = $2, decided_at = now(), decided_by = $3, decision_reason = $4,
                first_action_at = coalesce(first_action_at, now()), updated_at = now()
          WHERE id = $1 AND status = 'open' RETURNING id`,
        [caseId, outcome, admin.id, reason],
      );
      if ((claimed as unknown[]).length === 0) throw conflict(M.notOpen);
      if (action === 'hide') await this.targets.setHidden(c.targetType, c.targetId, true);
      if (action !== 'suspend') {
        await this.console.record({ actorId: admin.id, action, targetType: c.targetType, targetId: c.targetId, reason, detail: { caseId, childSafety: c.childSafety } }, m);
      }
    });
    const facts = { id: c.id, targetType: c.targetType, targetLabel: c.targetLabel, ownerUserId: c.ownerUserId };
    await this.notifier.tellReporters(facts, outcome);
    if (action !== 'dismiss') await this.notifier.tellOwner(facts, outcome, reason);
    return this.one(caseId);
  }

  /** The same action on many cases; `preview` answers what would happen without doing it. */
  async bulk(admin: SessionUser, caseIds: string[], action: CaseAction, reason: string, preview: boolean): Promise<BulkModerationPreview | BulkModerationResult> {
    const ids = [...new Set(caseIds)];
    const rows = await this.rows('WHERE c.id = ANY($1::uuid[])', [ids], `ORDER BY ${ORDER}`);
    const cases = rows.map(toCase);
    if (preview) {
      return {
        action,
        cases: cases.map((c) => ({
          id: c.id,
          targetType: c.targetType,
          targetLabel: c.targetLabel,
          ownerName: c.ownerName,
          childSafety: c.childSafety,
          willApply: c.status === 'open',
          ...(c.status === 'open' ? {} : { note: M.notOpen }),
        })),
      };
    }
    const done: string[] = [];
    const skipped: Array<{ id: string; note: string }> = ids.filter((id) => !cases.some((c) => c.id === id)).map((id) => ({ id, note: M.notFound }));
    for (const c of cases) {
      try {
        await this.act(admin, c.id, action, reason);
        done.push(c.id);
      } catch (e) {
        if (!(e instanceof ConflictException)) throw e;
        skipped.push({ id: c.id, note: M.notOpen });
      }
    }
    return { done, skipped };
  }

  /** An appealed case: uphold the decision, or restore (unhide; lift a suspension, through a second admin for child safety). */
  async decideAppeal(admin: SessionUser, caseId: string, decision: AppealDecision, reason: string): Promise<ModerationCase> {
    const c = await this.one(caseId);
    if (c.status !== 'appealed') throw conflict(M.notAppealed);
    const needsSecondAdmin = decision === 'restore' && c.outcome === 'suspended' && (await this.console.childSafetySuspended(c.ownerUserId));
    if (needsSecondAdmin) throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.FORBIDDEN, message: M.ownApproval });
    const outcome: CaseOutcome = decision === 'uphold' ? 'upheld' : 'restored';
    await this.db.transaction(async (m) => {
      const claimed: unknown[] = await m.query(
        `UPDATE moderation_cases SET status = 'closed', outcome = $2, appeal_decision = $3, decided_at = now(), decided_by = $4,
                decision_reason = $5, updated_at = now()
          WHERE id = $1 AND status = 'appealed' RETURNING id`,
        [caseId, outcome, decision, admin.id, reason],
      );
      if ((claimed as unknown[]).length === 0) throw conflict(M.notAppealed);
      await this.console.record(
        { actorId: admin.id, action: decision === 'restore' ? 'restore' : 'appeal_uphold', targetType: c.targetType, targetId: c.targetId, reason, detail: { caseId } },
        m,
      );
    });
    if (decision === 'restore') {
      if (c.outcome === 'hidden') await this.targets.setHidden(c.targetType, c.targetId, false);
      // Already lifted (e.g. a child-safety suspension through the second-admin approval): nothing left to lift.
      if (c.outcome === 'suspended' && (await this.console.isSuspended(c.ownerUserId))) await this.console.unsuspend(c.ownerUserId, admin.id, reason);
    }
    await this.notifier.tellOwner({ id: c.id, targetType: c.targetType, targetLabel: c.targetLabel, ownerUserId: c.ownerUserId }, outcome, reason);
    return this.one(caseId);
  }

  /** First admin: asks to lift a child-safety suspension (one pending request per account). */
  async requestLift(admin: SessionUser, userId: string, reason: string): Promise<SuspensionLiftRequest> {
    if (!(await this.console.childSafetySuspended(userId))) {
      throw new NotFoundException({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: 'No child-safety suspension for this account' });
    }
    const id = await this.db.transaction(async (m) => {
      const [row]: Array<{ id: string }> = await m.query(
        `INSERT INTO suspension_lift_requests (user_id, requested_by, reason) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) WHERE approved_at IS NULL DO NOTHING RETURNING id`,
        [userId, admin.id, reason],
      );
      if (!row) throw conflict('A request to lift this suspension is already waiting for approval.');
      await this.console.record({ actorId: admin.id, action: 'lift_requested', targetType: 'user', targetId: userId, reason, detail: { requestId: row.id } }, m);
      return row.id;
    });
    return this.lift(id);
  }

  async pendingLifts(): Promise<SuspensionLiftRequest[]> {
    const rows: LiftRow[] = await this.db.query(`${LIFT_SELECT} WHERE l.approved_at IS NULL ORDER BY l.created_at`);
    return rows.map(toLift);
  }

  /** Second admin: approves and the suspension is lifted. The requester cannot approve their own request. */
  async approveLift(admin: SessionUser, id: string, reason: string): Promise<SuspensionLiftRequest> {
    const request = await this.lift(id);
    if (request.approvedAt) throw conflict('This request is already approved.');
    if (request.requestedBy === admin.id) throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.FORBIDDEN, message: M.ownApproval });
    await this.db.transaction(async (m) => {
      const claimed: unknown[] = await m.query(
        `UPDATE suspension_lift_requests SET approved_by = $2, approved_at = now() WHERE id = $1 AND approved_at IS NULL AND requested_by <> $2 RETURNING id`,
        [id, admin.id],
      );
      if ((claimed as unknown[]).length === 0) throw conflict('This request is already approved.');
      await this.console.record(
        { actorId: admin.id, action: 'lift_approved', targetType: 'user', targetId: request.userId, reason, detail: { requestId: id, requestedBy: request.requestedBy } },
        m,
      );
    });
    await this.console.unsuspend(request.userId, admin.id, reason);
    return this.lift(id);
  }

  private async lift(id: string): Promise<SuspensionLiftRequest> {
    const [row]: LiftRow[] = await this.db.query(`${LIFT_SELECT} WHERE l.id = $1`, [id]);
    if (!row) throw new NotFoundException({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: M.liftNotFound });
    return toLift(row);
  }

  private rows(where: string, params: unknown[], tail: string): Promise<QueueRow[]> {
    return this.db.query(
      `SELECT c.*, c.opened_at::text AS opened_key, c.decided_at::text AS decided_key, rc.reporter_count, coalesce(o.full_name, trim(o.first_name || ' ' || o.last_name)) AS owner_name, rc.reports
         FROM moderation_cases c
         LEFT JOIN user_directory o ON o.id = c.owner_user_id
         CROSS JOIN LATERAL (
           SELECT count(DISTINCT r.reporter_id)::int AS reporter_count,
                  coalesce(json_agg(json_build_object(
                    'reporterId', r.reporter_id, 'reporterName', coalesce(ru.full_name, trim(ru.first_name || ' ' || ru.last_name)),
                    'reporterIsMinor', r.reporter_minor, 'reason', r.reason, 'text', r.text, 'createdAt', r.created_at
                  ) ORDER BY r.created_at), '[]') AS reports
             FROM moderation_reports r LEFT JOIN user_directory ru ON ru.id = r.reporter_id
            WHERE r.case_id = c.id
         ) rc
         ${where} ${tail}`,
      params,
    );
  }
}

type QueueCursor =
  | { kind: 'open'; cs: number; im: number; rc: number; opened: string; id: string }
  | { kind: 'closed'; decided: string; id: string };

/** The last row's sort key (timestamps as PostgreSQL's text: microseconds kept). */
function encodeQueueCursor(r: QueueRow, closed: boolean): string {
  const key: QueueCursor = closed
    ? { kind: 'closed', decided: r.decided_key!, id: r.id }
    : { kind: 'open', cs: r.child_safety ? -1 : 0, im: r.involves_minor ? -1 : 0, rc: -r.reporter_count, opened: r.opened_key, id: r.id };
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function decodeQueueCursor(cursor: string | undefined, closed: boolean): QueueCursor | null {
  if (!cursor) return null;
  let k: Partial<Record<string, unknown>> | null = null;
  try {
    k = typeof cursor === 'string' ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : null;
  } catch {
    k = null;
  }
  const ints = (...v: unknown[]) => v.every((x) => Number.isInteger(x));
  if (k && typeof k.id === 'string' && UUID.test(k.id)) {
    if (closed && k.kind === 'closed' && typeof k.decided === 'string' && STAMP.test(k.decided)) return k as QueueCursor;
    if (!closed && k.kind === 'open' && ints(k.cs, k.im, k.rc) && typeof k.opened === 'string' && STAMP.test(k.opened)) return k as QueueCursor;
  }
  throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: 'cursor is not valid', errors: { cursor: 'cursor is not valid' } });
}

const LIFT_SELECT = `SELECT l.*, coalesce(u.full_name, trim(u.first_name || ' ' || u.last_name)) AS user_name,
       coalesce(a.full_name, trim(a.first_name || ' ' || a.last_name)) AS requested_by_name
  FROM suspension_lift_requests l
  LEFT JOIN user_directory u ON u.id = l.user_id
  LEFT JOIN user_directory a ON a.id = l.requested_by`;

interface LiftRow {
  id: string;
  user_id: string;
  user_name: string | null;
  requested_by: string;
  requested_by_name: string | null;
  reason: string;
  created_at: Date;
  approved_by: string | null;
  approved_at: Date | null;
}

const toLift = (r: LiftRow): SuspensionLiftRequest => ({
  id: r.id,
  userId: r.user_id,
  userName: r.user_name ?? '',
  requestedBy: r.requested_by,
  requestedByName: r.requested_by_name ?? '',
  reason: r.reason,
  createdAt: new Date(r.created_at).toISOString(),
  approvedBy: r.approved_by,
  approvedAt: r.approved_at ? new Date(r.approved_at).toISOString() : null,
});

function toCase(r: QueueRow): ModerationCase {
  const opened = new Date(r.opened_at);
  const ageHours = Math.max(0, Math.floor((Date.now() - opened.getTime()) / 3_600_000));
  const reports = (r.reports ?? []).map((x) => ({ ...x, reason: x.reason as ModerationCase['reasons'][number], createdAt: new Date(x.createdAt).toISOString() }));
  return {
    id: r.id,
    targetType: r.target_type,
    targetId: r.target_id,
    targetLabel: r.target_label,
    ownerUserId: r.owner_user_id,
    ownerName: r.owner_name ?? '',
    status: r.status,
    outcome: r.outcome,
    childSafety: r.child_safety,
    involvesMinor: r.involves_minor,
    reporterCount: r.reporter_count,
    reasons: [...new Set(reports.map((x) => x.reason))],
    openedAt: opened.toISOString(),
    ageHours,
    firstActionAt: r.first_action_at ? new Date(r.first_action_at).toISOString() : null,
    overdue: !r.first_action_at && ageHours >= MODERATION_FIRST_ACTION_HOURS,
    decisionReason: r.decision_reason,
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
    appeal: r.appeal_text ? { text: r.appeal_text, createdAt: new Date(r.appealed_at!).toISOString() } : null,
    reports,
  };
}
