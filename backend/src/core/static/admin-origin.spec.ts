import { AREAS } from '@fiji/contracts';
import { ADMIN_REMOTE } from '../config/app-config';
import { isConsolePath } from './admin-origin';

describe('the admin origin answers the console pages the areas registry gives the admin area', () => {
  const admin = AREAS.find((a) => a.remote === ADMIN_REMOTE)!;

  it("every prefix of the admin area, and the paths below it, are console pages", () => {
    expect(admin.prefixes.length).toBeGreaterThan(0);
    for (const prefix of admin.prefixes) {
      for (const path of [prefix, `${prefix}/`, `${prefix}/users`, `${prefix}/moderation/cases/1`]) expect({ path, console: isConsolePath(path) }).toEqual({ path, console: true });
    }
  });

  it("other areas' pages are not (they redirect to the main site); neither is a path that only starts like a prefix", () => {
    for (const area of AREAS.filter((a) => a !== admin)) {
      for (const prefix of area.prefixes) expect({ prefix, console: isConsolePath(prefix) }).toEqual({ prefix, console: false });
    }
    for (const prefix of admin.prefixes) expect(isConsolePath(`${prefix}istrator`)).toBe(false);
    expect(isConsolePath('/')).toBe(false);
  });

  it('the API, the remotes and the sign-in pages stay on the console origin', () => {
    for (const path of ['/api/auth/user', '/remotes/mf-admin/mf-manifest.json', '/signin', '/demo-login', '/profile']) expect(isConsolePath(path)).toBe(true);
  });
});
