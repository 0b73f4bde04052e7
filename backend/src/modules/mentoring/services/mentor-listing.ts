import type { MentorSetupItem } from '@fiji/contracts';
import type { Mentor } from '../entities/mentor.entity';

/**
 * "Listed" = complete and active (and not hidden by a moderator), on an active (not suspended) mentor account: the one rule, in SQL for
 * the list, the mentor page and booking (aliases: m = mentors, u = the mentor's user), and in code
 * (`missingSetup`) for the mentor's own "Complete Setup" card. Keep the two in step.
 */
export const LISTED_SQL = `(m.is_active AND m.moderation_hidden_at IS NULL AND u.suspended_at IS NULL AND m.moderation_hidden_at IS NULL AND u.role = 'mentor'
  AND coalesce(btrim(m.title), '') <> '' AND coalesce(btrim(m.bio), '') <> '' AND m.years_experience IS NOT NULL
  AND cardinality(m.specializations) > 0 AND cardinality(m.languages) > 0 AND m.hourly_rate IS NOT NULL
  AND m.timezone IS NOT NULL AND jsonb_array_length(m.weekly_availability) > 0)`;

/** What the mentor still has to fill in, in the order the card lists it. */
export function missingSetup(m: Mentor): MentorSetupItem[] {
  const missing: MentorSetupItem[] = [];
  if (!m.title?.trim()) missing.push('title');
  if (!m.bio?.trim()) missing.push('bio');
  if (m.yearsExperience === null || m.yearsExperience === undefined) missing.push('yearsExperience');
  if (!m.specializations?.length) missing.push('specializations');
  if (!m.languages?.length) missing.push('languages');
  if (m.hourlyRate === null || m.hourlyRate === undefined) missing.push('hourlyRate');
  if (!m.timezone) missing.push('timeZone');
  if (!m.weeklyAvailability?.length) missing.push('weekly');
  return missing;
}
