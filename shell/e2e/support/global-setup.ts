/**
 * Boots the built site and one headless Chromium once for every browser suite: each suite connects to
 * the browser over its websocket and opens its own contexts, so suites stay independent (fresh
 * sign-ups where they change data) without paying for a server and a browser start each.
 */
import { chromium } from 'playwright-core';
import { launchOptions } from '../browser';
import { startSite } from '../server';
import { E2E_ENV, setRunning } from './run-state';

export default async function globalSetup(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3850);
  // The admin console comes from its own origin, as it can in production (site.e2e.ts checks it).
  const site = await startSite(port, { ADMIN_PORT: String(port + 1) });
  try {
    const browser = await chromium.launchServer(launchOptions());
    setRunning({ site, browser });
    process.env[E2E_ENV.url] = site.url;
    process.env[E2E_ENV.browser] = browser.wsEndpoint();
    process.env[E2E_ENV.dataDir] = site.dataDir;
    if (site.databaseUrl) process.env[E2E_ENV.databaseUrl] = site.databaseUrl;
  } catch (error) {
    await site.stop();
    throw error;
  }
}
