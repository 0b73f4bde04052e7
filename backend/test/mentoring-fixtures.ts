import type { TestApp } from './app.factory';
import { newAccount, type TestAccount } from './social-fixtures';

/**
 * A listed mentor for booking tests (docs/mentoring.md): USD 60 an hour, Fiji time, open every day all
 * day, no notice or buffer, 30- and 60-minute sessions; verified by an admin or not.
 */
export async function listedMentor(t: TestApp, isVerified: boolean): Promise<TestAccount & { mentorId: string }> {
  const acc = await newAccount(t, 'mentor');
  await t.dataSource.query(`INSERT INTO mentors (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [acc.userId]);
  const weekly = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })));
  // An UPDATE through TypeORM answers [rows, count].
  const [[m]]: [{ id: string }[], number] = await t.dataSource.query(
    `UPDATE mentors SET title = 'Forwards coach', bio = 'Twenty seasons in the front row.', years_experience = 20,
            specializations = '{"Technical Skills"}', languages = '{English}', hourly_rate = 60, currency = 'USD', timezone = 'Pacific/Fiji',
            weekly_availability = $2::jsonb, availability_overrides = '[]', buffer_minutes = 0, min_notice_hours = 0, session_lengths = '{30,60}',
            is_verified = $3, is_active = true
      WHERE user_id = $1 RETURNING id`,
    [acc.userId, weekly, isVerified],
  );
  return { ...acc, mentorId: m!.id };
}
