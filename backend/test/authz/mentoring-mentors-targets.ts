/**
 * Mentor pages for the authorization matrix (docs/mentoring.md "Mentors and availability"): a listed
 * mentor is public, the mentor's own unlisted profile is visible to them, any other unlisted one answers
 * exactly like a missing one.
 */
import { randomUUID } from 'node:crypto';
import type { Cell, Ctx } from './matrix';
import type { Principal } from './world';

export const mentorTarget = async ({ world }: Ctx, p: Principal): Promise<Cell[]> => {
  const q = <T>(sql: string, params: unknown[] = []): Promise<T[]> => world.t.dataSource.query(sql, params);
  const cells: Cell[] = [];
  if (p.role === 'mentor' && p.userId) {
    const [own] = await q<{ id: string }>(`SELECT id FROM mentors WHERE user_id = $1`, [p.userId]);
    if (own) cells.push({ kind: 'own', label: 'own', ref: { id: own.id } });
  }
  const [listed] = await q<{ id: string }>(
    `SELECT id FROM mentors WHERE user_id IS DISTINCT FROM $1 AND is_verified AND jsonb_array_length(weekly_availability) > 0 ORDER BY created_at LIMIT 1`,
    [p.userId],
  );
  cells.push({ kind: 'other', label: 'other:listed', ref: { id: listed!.id } });
  // A new mentor account has a profile from sign-up, not yet complete: not listed.
  const { userId } = await world.user('mentor');
  const [unlisted] = await q<{ id: string }>(`SELECT id FROM mentors WHERE user_id = $1`, [userId]);
  cells.push({ kind: 'hidden', label: 'hidden:unlisted', ref: { id: unlisted!.id } });
  cells.push({ kind: 'missing', label: 'missing', ref: { id: randomUUID() } });
  return cells;
};

/** A valid weekly schedule (the demo mentors' own), so the matrix leaves the mentor listed. */
export const availabilityBody = () => ({
  timeZone: 'Pacific/Fiji',
  weekly: [
    { weekday: 1, start: '17:00', end: '19:00' },
    { weekday: 3, start: '17:00', end: '19:00' },
    { weekday: 6, start: '09:00', end: '12:00' },
  ],
  overrides: [],
  bufferMinutes: 15,
  minNoticeHours: 12,
  sessionLengths: [30, 60, 90],
});
