/**
 * Every query key of the front ends comes from the factory in query-keys.ts, so a write can invalidate
 * its readers by prefix in any area: no source file writes a key as a literal array or string.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as keys from './query-keys';
import { getQueryFn } from './api-client';

const repo = join(__dirname, '..', '..', '..');
const FRONT_ENDS = ['shell/src', 'mf-player/src', 'mf-recruiting/src', 'mf-mentoring/src', 'mf-admin/src', 'libs/platform/src', 'libs/ui/src'];

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sources(path));
    else if (/\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

it('no front-end source writes a query key by hand', () => {
  const literal = /queryKey:\s*[[\x27"`]/;
  const offenders = FRONT_ENDS.flatMap((dir) => sources(join(repo, dir)))
    .filter((file) => literal.test(readFileSync(file, 'utf8')))
    .map((file) => relative(repo, file));
  expect(offenders).toEqual([]);
});

it('every factory has an `all` prefix of its own', () => {
  const factories = Object.values(keys) as Array<{ all: readonly string[] }>;
  const roots = factories.map((f) => f.all.join('/'));
  expect(factories.every((f) => f.all.length === 1)).toBe(true);
  expect(new Set(roots).size).toBe(roots.length);
});

it('getQueryFn reads `url` when a key names a resource rather than a URL', async () => {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ id: 'u1' }) }) as unknown as Response);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const read = getQueryFn<unknown>({ on401: 'returnNull', url: '/api/auth/user' });
  await expect(read({ queryKey: keys.sessionKeys.user() } as never)).resolves.toEqual({ id: 'u1' });
  expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', { credentials: 'include' });
});

it('the shared clients import only types from the contracts (the DTO modules would land on every page)', () => {
  for (const file of ['query-keys.ts', 'contact-requests.ts', 'watchlists.ts']) {
    const text = readFileSync(join(__dirname, file), 'utf8');
    const valueImports = text.match(/^import (?!type )[^;]*from '@fiji\/contracts';/gms) ?? [];
    expect([file, valueImports]).toEqual([file, []]);
  }
});
