/**
 * What global-setup hands to the suites (through environment variables, which the test workers
 * inherit) and to global-teardown (in this process's memory).
 */
import type { BrowserServer } from 'playwright-core';
import type { RunningSite } from '../server';

export const E2E_ENV = { url: 'E2E_BASE_URL', browser: 'E2E_BROWSER_WS', dataDir: 'E2E_DATA_DIR', databaseUrl: 'E2E_DATABASE_URL' } as const;

interface Running {
  site: RunningSite;
  browser: BrowserServer;
}

const KEY = Symbol.for('fiji.e2e.running');
type Holder = { [KEY]?: Running };

export function setRunning(running: Running): void {
  (globalThis as Holder)[KEY] = running;
}

export function takeRunning(): Running | undefined {
  const running = (globalThis as Holder)[KEY];
  delete (globalThis as Holder)[KEY];
  return running;
}

/** The site's URL for a suite; fails clearly when a suite is run without the e2e jest config. */
export function siteUrl(): string {
  const url = process.env[E2E_ENV.url];
  if (!url) throw new Error(`${E2E_ENV.url} is not set: run browser suites with jest -c shell/jest.e2e.config.js`);
  return url;
}

/** The site's DATA_DIR (its sent mail is under mail/), for a suite that reads what the server wrote. */
export function siteDataDir(): string {
  const dir = process.env[E2E_ENV.dataDir];
  if (!dir) throw new Error(`${E2E_ENV.dataDir} is not set: run browser suites with jest -c shell/jest.e2e.config.js`);
  return dir;
}
