import { AREAS, type RemoteName } from './areas';
import { USER_ROLES, type UserRole } from './roles';

/**
 * The header links (table). They come from the area registry (areas.ts), not from the
 * remotes, so the shell can draw the header without fetching any remote (the landing page loads none).
 */
export interface NavLink {
  label: string;
  path: string;
}

/** Signed-out links: shell public pages (shell/src/app/public-pages.ts). */
export const SIGNED_OUT_NAV: NavLink[] = [
  { label: 'Find Talent', path: '/find-talent' },
  { label: 'How it Works', path: '/how-it-works' },
  { label: 'Pricing', path: '/pricing' },
];

/** Each role's links: the areas' nav entries for that role, in registry order. */
export const NAV_BY_ROLE: Record<UserRole, NavLink[]> = Object.fromEntries(
  USER_ROLES.map((role) => [
    role,
    AREAS.flatMap((area) =>
      area.nav.filter((n) => (n.roles as readonly UserRole[]).includes(role)).map(({ label, path }) => ({ label, path })),
    ),
  ]),
) as Record<UserRole, NavLink[]>;

/** The remote whose dashboard cards a role sees (the area listing the role in dashboardRoles). */
export const PRIMARY_REMOTE_BY_ROLE: Record<UserRole, RemoteName> = Object.fromEntries(
  USER_ROLES.map((role) => {
    const area = AREAS.find((a) => (a.dashboardRoles as readonly UserRole[]).includes(role));
    if (!area) throw new Error(`No area lists the ${role} role in dashboardRoles`);
    return [role, area.remote];
  }),
) as Record<UserRole, RemoteName>;
