/**
 * Debian's chromium driven by playwright-core, with the flags this closed network requires.
 * playwright gives every launch a fresh temporary profile, so no --user-data-dir is passed.
 */
import { chromium, type Browser, type LaunchOptions, type Page } from 'playwright-core';
import { E2E_ENV } from './support/run-state';
import { twoFactorCode } from './support/two-factor';

export function launchOptions(): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync',
    ],
  };
}

/** The browser global-setup started (shared by every suite), or a new one when run outside it. */
export async function launchBrowser(): Promise<Browser> {
  const ws = process.env[E2E_ENV.browser];
  return ws ? chromium.connect(ws) : chromium.launch(launchOptions());
}

export const PHONE = { width: 360, height: 740 };

export async function demoLogin(page: Page, baseUrl: string, email: string, password = 'Bula2024!'): Promise<void> {
  await page.goto(`${baseUrl}/demo-login`);
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // An account with two-factor sign-in on (the demo admin) is asked for its code next.
  const code = page.getByLabel('Authentication code');
  await Promise.race([page.waitForURL(`${baseUrl}/`), code.waitFor()]);
  if (await code.isVisible()) {
    await code.fill(await twoFactorCode());
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL(`${baseUrl}/`);
  // The URL changes before the dashboard commits (the router renders in a transition); wait for the page itself,
  // or a tap on the header now would act on the sign-in page, which the arriving dashboard then replaces.
  await page.getByRole('heading', { name: /^Welcome back, / }).waitFor();
}
