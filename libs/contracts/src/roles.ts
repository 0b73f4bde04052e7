/** Every account role (user_role). */
export const USER_ROLES = ['player', 'recruiter', 'agent', 'coach', 'admin', 'mentor', 'club', 'union'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Labels shown in the user menu and badges. "recruiter" is labelled per spec. */
export const ROLE_LABELS: Record<UserRole, string> = {
  player: 'Player',
  recruiter: 'Local Club/Provincial Union',
  agent: 'Agent',
  coach: 'Coach',
  admin: 'Admin',
  mentor: 'Mentor',
  club: 'Club',
  union: 'Union',
};

/** Roles that recruit players (docs/decisions.md). */
export const RECRUITING_ROLES: readonly UserRole[] = ['recruiter', 'club', 'union', 'coach', 'agent'];
/** Roles that see Follow / Contact on a profile. */
export const SOCIAL_ROLES: readonly UserRole[] = ['recruiter', 'club', 'mentor', 'union', 'agent', 'admin'];
/** Roles allowed on the player search screens (docs/decisions.md). */
export const PLAYER_SEARCH_ROLES: readonly UserRole[] = ['club', 'union', 'recruiter', 'coach', 'agent', 'admin'];
/** Roles a visitor may pick when signing up: every role but admin. */
export const SIGNUP_ROLES: readonly UserRole[] = USER_ROLES.filter((r) => r !== 'admin');

export const isRecruitingRole = (role: string | undefined | null): boolean =>
  !!role && (RECRUITING_ROLES as readonly string[]).includes(role);
