import { NotFoundException } from '@nestjs/common';
import { ERROR_CODES } from '@fiji/contracts';
import type { EntityManager } from 'typeorm';

/** What a caller may not see answers exactly like what does not exist (docs/mentoring.md). */
export const notFound = (what = 'Not found'): NotFoundException =>
  new NotFoundException({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: what });

export interface RelationshipSides {
  id: string;
  mentorId: string;
  mentorUserId: string;
  menteeUserId: string;
}

/** The relationship when the caller is one of its two sides, else 404 (admins included: private to the pair). */
export async function relationshipOf(m: EntityManager, relationshipId: string, userId: string): Promise<RelationshipSides & { side: 'mentor' | 'mentee' }> {
  const [r]: { id: string; mentor_id: string; mentor_user_id: string; mentee_id: string }[] = await m.query(
    `SELECT r.id, r.mentor_id, mt.user_id AS mentor_user_id, r.mentee_id
       FROM mentoring_relationships r JOIN mentors mt ON mt.id = r.mentor_id
      WHERE r.id = $1 AND (r.mentee_id = $2 OR mt.user_id = $2)`,
    [relationshipId, userId],
  );
  if (!r) throw notFound('Mentoring relationship not found');
  return { id: r.id, mentorId: r.mentor_id, mentorUserId: r.mentor_user_id, menteeUserId: r.mentee_id, side: r.mentor_user_id === userId ? 'mentor' : 'mentee' };
}

/** The caller's mentor row id, or null when the account has none. */
export async function mentorIdOf(m: EntityManager, userId: string): Promise<string | null> {
  const [row]: { id: string }[] = await m.query(`SELECT id FROM mentors WHERE user_id = $1`, [userId]);
  return row?.id ?? null;
}

export const isUuid = (v: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** The rows of an UPDATE/DELETE … RETURNING (TypeORM's PostgreSQL driver answers those as [rows, count]). */
export async function changedRows<T>(m: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const res: unknown = await m.query(sql, params);
  if (Array.isArray(res) && res.length === 2 && Array.isArray(res[0]) && typeof res[1] === 'number') return res[0] as T[];
  return res as T[];
}
