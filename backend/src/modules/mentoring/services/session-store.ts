import { ConflictException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { ERROR_CODES, type MentoringSessionStatus } from '@fiji/contracts';
import type { EntityManager } from 'typeorm';
import { randomBytes } from 'node:crypto';

/** One mentoring_sessions row as the booking code reads it (raw: the columns of migration 1764000001100 included). */
export interface SessionRow {
  id: string;
  relationship_id: string | null;
  mentor_id: string;
  mentor_user_id: string;
  mentor_timezone: string | null;
  mentee_id: string;
  title: string;
  description: string | null;
  session_type: string;
  scheduled_at: Date;
  ends_at: Date;
  duration: number;
  status: MentoringSessionStatus;
  meeting_url: string | null;
  session_notes: string | null;
  mentee_reflection: string | null;
  hold_expires_at: Date | null;
  price_cents: number;
  currency: string;
  paid_at: Date | null;
  checkout_url: string | null;
  guardian_approval: 'pending' | 'approved' | 'declined' | 'expired' | null;
  cancel_reason: string | null;
  cancelled_by: 'mentor' | 'mentee' | 'guardian' | 'system' | null;
  absent_party: 'mentor' | 'mentee' | null;
  reviewed: boolean;
  /** Set when a mentee moved the session from inside the free-cancel window (migration 1764000003400). */
  free_cancel_start: Date | null;
}

export const LIVE: readonly MentoringSessionStatus[] = ['scheduled', 'confirmed', 'in_progress'];

const SELECT = `SELECT s.*, m.user_id AS mentor_user_id, m.timezone AS mentor_timezone,
  EXISTS (SELECT 1 FROM mentor_reviews r WHERE r.session_id = s.id) AS reviewed
  FROM mentoring_sessions s JOIN mentors m ON m.id = s.mentor_id`;

export async function loadSession(m: EntityManager, id: string, lock = false): Promise<SessionRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  if (lock) await m.query(`SELECT id FROM mentoring_sessions WHERE id = $1 FOR UPDATE`, [id]);
  const [row]: SessionRow[] = await m.query(`${SELECT} WHERE s.id = $1`, [id]);
  return row ?? null;
}

export async function listSessions(m: EntityManager, where: string, params: unknown[], order: string): Promise<SessionRow[]> {
  return m.query(`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT 100`, params);
}

/**
 * Unpaid holds past their time are cancelled, for one mentor (the booking path, in its own
 * transaction, before it checks the slot) or all (the sweep). So an expired hold never blocks the
 * exclusion constraint for longer than it takes someone to try the slot.
 */
export async function expireHolds(m: EntityManager, now: Date, mentorId: string | null): Promise<string[]> {
  // An UPDATE through TypeORM answers [rows, count].
  const [rows]: [{ id: string }[], number] = await m.query(
    `UPDATE mentoring_sessions SET status = 'cancelled', cancelled_by = 'system', cancel_reason = 'Not paid in time',
            guardian_approval = CASE WHEN guardian_approval = 'pending' THEN 'expired' ELSE guardian_approval END, updated_at = now()
      WHERE status = 'scheduled' AND paid_at IS NULL AND hold_expires_at IS NOT NULL AND hold_expires_at <= $1
        AND ($2::uuid IS NULL OR mentor_id = $2::uuid)
      RETURNING id`,
    [now, mentorId],
  );
  return rows.map((r) => r.id);
}

export const slotTaken = () =>
  new ConflictException({ statusCode: 409, code: ERROR_CODES.SLOT_TAKEN, message: 'This time is no longer available: please pick another slot' });

export const stateConflict = (message: string) => new ConflictException({ statusCode: 409, code: ERROR_CODES.SESSION_STATE, message });

export { fieldError } from '../../../core/errors/field-error';

export const onlyThe = (who: string) => new ForbiddenException({ statusCode: 403, code: ERROR_CODES.FORBIDDEN, message: `Only the ${who} can do this` });

export const missing = () => new NotFoundException({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: 'Session not found' });

/** A database exclusion violation of a session insert/update, as the 409 the client reads. */
export function overlapError(e: unknown): Error | null {
  const err = e as { driverError?: { code?: string; constraint?: string }; code?: string; constraint?: string };
  const code = err.driverError?.code ?? err.code;
  const constraint = err.driverError?.constraint ?? err.constraint;
  if (code !== '23P01') return null;
  if (constraint === 'ex_mentoring_sessions_mentee_time') {
    return new ConflictException({ statusCode: 409, code: ERROR_CODES.SESSION_OVERLAP, message: 'You already have a session at this time' });
  }
  return slotTaken();
}

/** A video-call room nobody can guess (Jitsi Meet needs no account). */
export function generatedLink(): string {
  return `https://meet.jit.si/FijiRugbyTalent-${randomBytes(9).toString('base64url')}`;
}
