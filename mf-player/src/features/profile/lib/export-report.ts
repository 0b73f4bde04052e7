/**
 * Export Profile (Social Actions): a plain-text report with the fields of
 * in that order.
 */
import { displayName, divisionOf, VISIBILITY_LABELS, type PlayerProfileResponse } from '@fiji/contracts';
import { saveFile } from '@fiji/platform';

const NOT_GIVEN = 'Not specified';
const or = (value: string | number | null | undefined, suffix = ''): string =>
  value === null || value === undefined || value === '' ? NOT_GIVEN : `${value}${suffix}`;

/** Where the player is: province, its division and the country. */
function location(province: string | null): string {
  if (!province) return NOT_GIVEN;
  const division = divisionOf(province);
  return [province, division && division !== province ? `${division} Division` : null, 'Fiji'].filter(Boolean).join(', ');
}

/** A masked contact field says why it is empty ("Contact via request"). */
const contact = (value: string | null, note: string | null): string => value || note || 'Not available';

export function profileReport(player: PlayerProfileResponse, options: { url: string; exportedAt: Date }): string {
  const rows: Array<[string, string]> = [
    ['Name', displayName(player.user, 'Player')],
    ['Position', player.positions.length ? player.positions.join(', ') : NOT_GIVEN],
    ['Age', or(player.age)],
    ['Date of Birth', or(player.dob)],
    ['Height', or(player.heightCm, ' cm')],
    ['Weight', or(player.weightKg, ' kg')],
    ['Club', or(player.ageGradeTeam)],
    ['School', player.school ? `${player.school}${player.gradYear ? ` (Class of ${player.gradYear})` : ''}` : NOT_GIVEN],
    ['Location', location(player.province)],
    ['Formats', player.formats.length ? player.formats.join(', ') : NOT_GIVEN],
    ['Bio', or(player.bio)],
    ['Contact Email', contact(player.contactEmail, player.contactNote)],
    ['Contact Phone', contact(player.contactPhone, player.contactNote)],
    ['Highlights', String(player.highlightCount)],
    ['Visibility', VISIBILITY_LABELS[player.visibility] ?? player.visibility],
    ['URL', options.url],
    ['Export Date', options.exportedAt.toISOString().slice(0, 10)],
  ];
  const title = 'Fiji Rugby Talent Network - Player Profile Report';
  return [title, '='.repeat(title.length), ...rows.map(([label, value]) => `${label}: ${value}`), ''].join('\n');
}

/** "mere-tui-profile.txt" */
export const reportFileName = (player: PlayerProfileResponse): string =>
  `${displayName(player.user, 'player')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'player'}-profile.txt`;

/** Saves the report as a text file in the browser (works offline, no server round trip). */
export const downloadText = (fileName: string, text: string): void =>
  saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
