/**
 * The admin console's own origin in the browser suites (docs/admin.md "Two-factor sign-in and the console's
 * origin"): global-setup starts the site with ADMIN_PORT = port + 1, so the console lives on the site's host
 * at the next port, and the main site's /admin redirects there.
 */
import type { Page } from 'playwright-core';
import { siteUrl } from './run-state';

/** The console's origin: the site's scheme and host, port + 1. */
export function adminOrigin(): string {
  const u = new URL(siteUrl());
  u.port = String(Number(u.port) + 1);
  return u.origin;
}

/** Whether a path is a console page (/admin and below), which only the admin origin serves. */
export const isConsolePage = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

/** Fails unless the page is on the console's origin (at `path` when given). */
export function expectOnAdminOrigin(page: Page, path?: string): void {
  const url = new URL(page.url());
  expect(url.origin).toBe(adminOrigin());
  if (path !== undefined) expect(url.pathname).toBe(path);
}

/** The URLs the admin origin answered with success for `page` from now on (its pages, the admin remote, the API). */
export function servedByAdminOrigin(page: Page): string[] {
  const served: string[] = [];
  const origin = adminOrigin();
  page.on('response', (r) => {
    if (r.url().startsWith(origin) && r.ok()) served.push(r.url());
  });
  return served;
}
