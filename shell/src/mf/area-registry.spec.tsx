/**
 * The area registry (AREAS in @fiji/contracts, docs/areas.md) is the one list of areas: this checks every
 * consumer against it — the shell's area routes and header nav, mf-config's remote list, the backend's
 * remote list and REMOTE_*_URL variables, the README, and each remote's routes, nav and dashboard cards.
 * The remotes and the backend are read with jest.requireActual: the shell never imports them in code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import {
  AREAS,
  NAV_BY_ROLE,
  PRIMARY_REMOTE_BY_ROLE,
  REMOTE_NAMES,
  SIGNED_OUT_NAV,
  USER_ROLES,
  areaForPath,
  isPublicAreaPath,
  prefixOwns,
  remoteUrlEnv,
  type UserRole,
} from '@fiji/contracts';
import type { AreaDashboard, AreaRoutes } from '@fiji/platform';
import { REMOTES as MF_CONFIG_REMOTES } from '../../../libs/mf-config/src/remotes';

jest.mock('./remote-area', () => ({ RemoteArea: () => null }));

import { areaRoutes, createAppRoutes, shellPagePaths } from '../app/router';

const repo = join(__dirname, '..', '..', '..');

/** Every absolute path of a route tree (children with absolute paths included). */
function routePaths(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((r) => [...(r.path?.startsWith('/') ? [r.path] : []), ...routePaths(r.children ?? [])]);
}

describe('the registry itself', () => {
  it('names, remotes, folders and dev ports are unique', () => {
    for (const key of ['name', 'remote', 'folder', 'devPort'] as const) {
      const values = AREAS.map((a) => a[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it.each(AREAS.map((a) => [a.name, a] as const))("the %s area's folder pair exists", (_name, area) => {
    for (const file of ['rspack.config.ts', 'src/routes.tsx', 'src/dashboard.tsx', 'src/styles.css']) {
      expect(existsSync(join(repo, area.folder, file))).toBe(true);
    }
    expect(existsSync(join(repo, 'backend/src/modules', area.name))).toBe(true);
    // The container the remote builds is the one the registry names.
    expect(readFileSync(join(repo, area.folder, 'rspack.config.ts'), 'utf8')).toContain(`name: '${area.remote}'`);
  });

  it('the npm workspaces hold exactly the registry remotes among the mf-* folders', () => {
    const { workspaces } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { workspaces: string[] };
    expect(workspaces.filter((w) => w.startsWith('mf-')).sort()).toEqual(AREAS.map((a) => a.folder).sort());
  });

  it('prefixes are absolute, without a trailing slash, and no two overlap', () => {
    const all = AREAS.flatMap((a) => a.prefixes.map((prefix) => ({ area: a.name, prefix })));
    for (const { prefix } of all) expect(prefix).toMatch(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/);
    for (const a of all) {
      for (const b of all) if (a !== b) expect([a.prefix, b.prefix, prefixOwns(a.prefix, b.prefix)]).toEqual([a.prefix, b.prefix, false]);
    }
  });

  it("public paths lie under the area's own prefixes", () => {
    for (const area of AREAS) for (const path of area.publicPaths) expect(areaForPath(path)?.area.name).toBe(area.name);
  });

  it('every role has exactly one primary (dashboard) area', () => {
    for (const role of USER_ROLES) {
      expect([role, AREAS.filter((a) => (a.dashboardRoles as readonly string[]).includes(role)).length]).toEqual([role, 1]);
    }
  });

  it('no shell page sits under an area prefix', () => {
    for (const path of shellPagePaths()) expect([path, areaForPath(path)]).toEqual([path, undefined]);
  });

  it("the shell's pages are read from its route table: every page route, none of the areas' (the appeal page included)", () => {
    const pages = shellPagePaths();
    expect(pages).toEqual(expect.arrayContaining(['/demo-login', '/signin', '/signup', '/profile', '/account/billing', '/account/moderation/:caseId']));
    for (const r of areaRoutes()) expect(pages).not.toContain(`/${r.path}`);
    expect(pages).not.toContain('/*');
  });
});

describe('shell: routing and header nav', () => {
  it('mounts exactly the registry prefixes, each with everything below it, on its remote', () => {
    const mounted = areaRoutes().map((r) => [r.path, (r.element as ReactElement<{ remote: string; base: string }>).props]);
    const expected = AREAS.flatMap((a) => a.prefixes.map((p) => [`${p.slice(1)}/*`, { remote: a.remote, base: p }]));
    expect(mounted).toEqual(expected);
    // The app's route table holds these same routes.
    const children = createAppRoutes()[0]!.children!;
    for (const r of areaRoutes()) expect(children.some((c) => c.path === r.path)).toBe(true);
  });

  it('a new screen under a prefix reaches its area without a shell change', () => {
    for (const area of AREAS) {
      for (const prefix of area.prefixes) {
        const matches = matchRoutes(createAppRoutes(), `${prefix}/some-new-screen/42`) ?? [];
        const element = matches[matches.length - 1]?.route.element as ReactElement<{ remote?: string }> | undefined;
        expect([prefix, element?.props.remote]).toEqual([prefix, area.remote]);
      }
    }
  });

  it('the header nav of each role is the areas’ nav entries for that role, in registry order', () => {
    for (const role of USER_ROLES) {
      const expected = AREAS.flatMap((a) =>
        a.nav.filter((n) => (n.roles as readonly UserRole[]).includes(role)).map(({ label, path }) => ({ label, path })),
      );
      expect([role, NAV_BY_ROLE[role]]).toEqual([role, expected]);
    }
  });

  it('every nav link points at a path some area owns (signed in) or at a shell public page (signed out)', () => {
    for (const role of USER_ROLES) {
      for (const link of NAV_BY_ROLE[role]) expect([role, link.path, !!areaForPath(link.path)]).toEqual([role, link.path, true]);
    }
    const shellPages = new Set(shellPagePaths());
    for (const link of SIGNED_OUT_NAV) {
      expect([link.path, shellPages.has(link.path) || isPublicAreaPath(link.path)]).toEqual([link.path, true]);
    }
  });

  it('the dashboard loads each role’s cards from the area listing the role', () => {
    for (const role of USER_ROLES) {
      expect(PRIMARY_REMOTE_BY_ROLE[role]).toBe(AREAS.find((a) => (a.dashboardRoles as readonly string[]).includes(role))!.remote);
    }
    expect(REMOTE_NAMES).toEqual(AREAS.map((a) => a.remote));
  });
});

describe('mf-config and the backend', () => {
  it("mf-config's remote list (names, folders, dev ports) is the registry's", () => {
    expect(MF_CONFIG_REMOTES).toEqual(AREAS.map((a) => ({ name: a.remote, folder: a.folder, devPort: a.devPort })));
  });

  it("the backend's remote list and REMOTE_*_URL variables are the registry's, and the README documents each", () => {
    const { REMOTES, ADMIN_REMOTE } = jest.requireActual<{
      REMOTES: { name: string; folder: string; env: string }[];
      ADMIN_REMOTE: string;
    }>('../../../backend/src/core/config/app-config');
    expect(REMOTES).toEqual(AREAS.map((a) => ({ name: a.remote, folder: a.folder, env: remoteUrlEnv(a) })));
    expect(AREAS.map((a) => a.remote)).toContain(ADMIN_REMOTE);
    expect(remoteUrlEnv({ folder: 'mf-player' })).toBe('REMOTE_MF_PLAYER_URL');
    const readme = readFileSync(join(repo, 'README.md'), 'utf8');
    for (const area of AREAS) expect(readme).toContain(`\`${remoteUrlEnv(area)}\``);
  });
});

describe.each(AREAS.map((a) => [a.folder, a] as const))('remote %s', (folder, area) => {
  const routes = () => jest.requireActual<{ default: AreaRoutes }>(`../../../${folder}/src/routes.tsx`).default;
  const dashboard = () => jest.requireActual<{ default: AreaDashboard }>(`../../../${folder}/src/dashboard.tsx`).default;

  it("every route lies under the area's own prefixes, and every prefix has a route", () => {
    const paths = routePaths(routes().routes);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect([path, area.prefixes.some((p) => prefixOwns(p, path.replace(/\/[:*].*$/, '') || '/'))]).toEqual([path, true]);
    }
    for (const prefix of area.prefixes) {
      expect([prefix, paths.some((path) => prefixOwns(prefix, path.replace(/\/[:*].*$/, '') || '/'))]).toEqual([prefix, true]);
    }
  });

  it("its nav is the registry's, and each nav link opens one of its routes", () => {
    const area$ = routes();
    expect(area$.nav).toEqual(area.nav);
    for (const link of area.nav) expect([link.path, !!matchRoutes(area$.routes, link.path)]).toEqual([link.path, true]);
  });

  it("its stylesheet builds its utilities only under its area's mark (never styling the shell)", () => {
    const css = readFileSync(join(repo, folder, 'src/styles.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    expect(css).not.toMatch(/tailwindcss(\/utilities\.css)?['"]\s*(layer\([^)]*\))?\s*(source\([^)]*\))?\s*;/);
    expect(css).not.toMatch(/preflight/);
    const scoped = css.match(/:where\(\[data-area='([^']+)'\]\)\s*\{\s*@tailwind utilities[^;]*;\s*\}/g) ?? [];
    expect(scoped).toEqual([expect.stringContaining(`[data-area='${folder}']`)]);
    expect(css.match(/@tailwind utilities/g)).toHaveLength(1);
  });

  it("its dashboard has cards for exactly the registry's dashboard roles", () => {
    expect(Object.keys(dashboard().cards).sort()).toEqual([...area.dashboardRoles].sort());
  });
});
