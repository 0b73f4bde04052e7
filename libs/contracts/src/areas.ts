import type { UserRole } from './roles';

/**
 * The one registry of the site's areas (docs/areas.md). Each area is a
 * folder pair: a Module Federation remote `<folder>/` and a backend module `backend/src/modules/<name>/`.
 * Everything that lists areas derives from AREAS: the backend's remote list and its REMOTE_*_URL
 * variables, the static folders it serves, the shell's area routes and header nav, the dashboard's
 * primary area per role, mf-config's remote list (dev ports) and the lint zones.
 *
 * Adding an area: one entry here plus its folder pair. Adding a screen under one of an area's prefixes
 * needs no shell rebuild: the shell mounts each prefix with everything below it and lets the remote's
 * own routes decide (a path the remote does not know is its 404 page).
 */

/** A header link of an area, shown to the listed roles. */
export interface AreaNavEntry {
  label: string;
  path: string;
  roles: readonly UserRole[];
}

export interface AreaDefinition {
  /** Short name: the lint scope (`scope:<name>`) and the backend module folder. */
  name: string;
  /** Module Federation container name (what the shell registers and loads). */
  remote: string;
  /** Folder of the remote in the repository; it is served at /remotes/<folder>/. */
  folder: string;
  /** Port of the remote's standalone dev server. */
  devPort: number;
  /**
   * Paths the area owns. Each prefix owns itself and everything below it ('/player' owns '/player',
   * '/player/me', '/player/onboarding', ...). No two areas' prefixes overlap.
   */
  prefixes: readonly string[];
  /**
   * Paths under the prefixes open to signed-out visitors, exact, or a folder ending in '/*' (a signed
   * link such as '/mentoring/guardian/<token>'); the rest of the area needs a session.
   */
  publicPaths: readonly string[];
  /** Header links, in order; the header concatenates the areas' entries for a role in AREAS order. */
  nav: readonly AreaNavEntry[];
  /** Roles whose dashboard cards come from this area (its primary area). Each role has exactly one. */
  dashboardRoles: readonly UserRole[];
  /**
   * The one call a screen opens with, which the shell starts as soon as the path is navigated to, while
   * the area's code is still loading (docs/performance.md). `:id` matches a UUID only, so '/player/me' or
   * '/player/onboarding' start nothing. The screen takes the answer with takePrefetched (@fiji/platform).
   */
  routeData: readonly AreaRouteData[];
}

/** A screen's opening call: `path` and `data` name the same `:id`. */
export interface AreaRouteData {
  path: string;
  data: string;
}

const SEARCH_NAV_ROLES = ['recruiter', 'club', 'union', 'agent'] as const;

export const AREAS = [
  {
    name: 'player',
    remote: 'mf_player',
    folder: 'mf-player',
    devPort: 3101,
    prefixes: ['/player', '/upload'],
    publicPaths: [],
    nav: [
      { label: 'My Profile', path: '/player/me', roles: ['player'] },
      { label: 'Upload Highlights', path: '/upload', roles: ['player'] },
    ],
    dashboardRoles: ['player'],
    routeData: [{ path: '/player/:id', data: '/api/players/:id/page' }],
  },
  {
    name: 'recruiting',
    remote: 'mf_recruiting',
    folder: 'mf-recruiting',
    devPort: 3102,
    prefixes: [
      '/recruiter',
      '/club/search',
      '/union/search',
      '/coach/search',
      '/agent/search',
      '/mentor/search',
      '/contact-requests',
      '/clubs',
    ],
    publicPaths: ['/clubs'],
    nav: [
      ...SEARCH_NAV_ROLES.map((role) => ({ label: 'Search Players', path: `/${role}/search`, roles: [role] })),
      { label: 'Search Players', path: '/mentor/search', roles: ['mentor'] },
      { label: 'Watchlists', path: '/recruiter/watchlists', roles: ['recruiter'] },
      { label: 'Contact Requests', path: '/contact-requests', roles: ['player', 'recruiter', 'club', 'union', 'agent', 'mentor'] },
      { label: 'Find Local Clubs', path: '/clubs', roles: ['player'] },
    ],
    dashboardRoles: ['recruiter', 'club', 'union', 'coach', 'agent'],
    routeData: [],
  },
  {
    name: 'mentoring',
    remote: 'mf_mentoring',
    folder: 'mf-mentoring',
    devPort: 3103,
    prefixes: ['/mentoring'],
    publicPaths: ['/mentoring', '/mentoring/guardian/*'],
    nav: [{ label: 'Find Mentor', path: '/mentoring', roles: ['player'] }],
    dashboardRoles: ['mentor'],
    routeData: [],
  },
  {
    name: 'admin',
    remote: 'mf_admin',
    folder: 'mf-admin',
    devPort: 3104,
    prefixes: ['/admin'],
    publicPaths: [],
    nav: [
      { label: 'Admin Dashboard', path: '/admin', roles: ['admin'] },
      { label: 'User Management', path: '/admin/users', roles: ['admin'] },
      { label: 'Verifications', path: '/admin/verifications', roles: ['admin'] },
    ],
    dashboardRoles: ['admin'],
    routeData: [],
  },
] as const satisfies readonly AreaDefinition[];

export type Area = (typeof AREAS)[number];
export type AreaName = Area['name'];
export type RemoteName = Area['remote'];

/** The Module Federation container names, in registry order. */
export const REMOTE_NAMES: readonly RemoteName[] = AREAS.map((a) => a.remote);

export function areaNamed(name: AreaName): Area {
  return AREAS.find((a) => a.name === name)!;
}

export function areaOfRemote(remote: string): Area | undefined {
  return AREAS.find((a) => a.remote === remote);
}

/** The environment variable that overrides a remote's entry URL: mf-player -> REMOTE_MF_PLAYER_URL. */
export function remoteUrlEnv(area: Pick<AreaDefinition, 'folder'>): string {
  return `REMOTE_${area.folder.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_URL`;
}

const normalise = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

/** True when `prefix` owns `pathname` (the prefix itself or a path below it). */
export function prefixOwns(prefix: string, pathname: string): boolean {
  const path = normalise(pathname);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The area owning a path, with the prefix that matched; undefined for the shell's own paths. */
export function areaForPath(pathname: string): { area: Area; prefix: string } | undefined {
  for (const area of AREAS) {
    for (const prefix of area.prefixes) if (prefixOwns(prefix, pathname)) return { area, prefix };
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The opening call of the screen at `pathname` (AreaDefinition.routeData), or null when it has none. */
export function routeDataUrl(pathname: string): string | null {
  const parts = normalise(pathname).split('/');
  for (const area of AREAS as readonly AreaDefinition[]) {
    for (const route of area.routeData) {
      const pattern = route.path.split('/');
      if (pattern.length !== parts.length) continue;
      let id: string | null = null;
      const same = pattern.every((seg, i) => {
        if (seg !== ':id') return seg === parts[i];
        id = parts[i]!;
        return UUID.test(id);
      });
      if (same && id) return route.data.replace(':id', id);
    }
  }
  return null;
}

/** An area path a signed-out visitor may open. */
export function isPublicAreaPath(pathname: string): boolean {
  const owner = areaForPath(pathname);
  const path = normalise(pathname);
  return !!owner && (owner.area.publicPaths as readonly string[]).some((p) => p === path || (p.endsWith('/*') && path.startsWith(p.slice(0, -1)) && path.length > p.length - 1));
}

/** What the lint boundaries need: each area's scope tag, remote folder and backend module folder. */
export const AREA_LINT_ZONES: readonly { scope: AreaName; remoteFolder: string; backendModule: string }[] = AREAS.map((a) => ({
  scope: a.name,
  remoteFolder: a.folder,
  backendModule: `backend/src/modules/${a.name}`,
}));
