import { CONTACT_SUBJECTS, isRecruitingRole, type ContactRole, type UserRole } from '@fiji/contracts';

/** The subject value that swaps in a free-text subject. */
export const OTHER_SUBJECT = 'Other';

export interface SubjectGroup {
  label: string;
  options: readonly string[];
}

/** The contact form's role for a signed-in account (the select is then locked to it). */
export function contactRoleForAccount(role: UserRole): ContactRole {
  if (role === 'player' || role === 'coach') return role;
  if (isRecruitingRole(role)) return 'recruiter';
  return 'other';
}

/**
 * Subject options: the general ones for everyone; player ones for players and
 * visitors; recruiter ones for recruiters and visitors. A signed-in account is what its role says
 * (recruiting roles count as recruiters, docs/decisions.md); a signed-out visitor who picks Player or
 * Recruiter narrows the list to that audience, otherwise sees every option.
 */
export function subjectGroups(role: ContactRole | '', signedInRole: UserRole | null): SubjectGroup[] {
  const player = signedInRole ? signedInRole === 'player' : role !== 'recruiter';
  const recruiter = signedInRole ? isRecruitingRole(signedInRole) : role !== 'player';
  const groups: SubjectGroup[] = [{ label: 'General', options: CONTACT_SUBJECTS.general }];
  if (player) groups.push({ label: 'Players', options: CONTACT_SUBJECTS.player });
  if (recruiter) groups.push({ label: 'Clubs and recruiters', options: CONTACT_SUBJECTS.recruiter });
  return groups;
}

export const subjectOptions = (groups: SubjectGroup[]): string[] => groups.flatMap((g) => g.options);
