/**
 * Platform Analytics and Jobs in a real browser (docs/admin.md), each journey at 360 px and 1280 px: the
 * admin signs in through the demo portal with the two-factor step on the console's own origin (ADMIN_PORT,
 * port + 1), where every console screen opens. A new sign-up shows in today's sign-ups;
 * the range switches to 7 days; a chart downloads as CSV; the Jobs page shows each queue's counts. And
 * any user turns two-factor on in Profile Settings and then signs in with a code.
 */
import type { Page } from 'playwright-core';
import { demoLogin } from './browser';
import { apiClient, signUp } from './support/accounts';
import { twoFactorCode } from './support/two-factor';
import { adminOrigin, expectOnAdminOrigin, servedByAdminOrigin } from './support/admin-origin';
import { siteUrl } from './support/run-state';
import { useSuiteBrowser, WIDTHS } from './support/suite';

const base = siteUrl();
const consoleOrigin = adminOrigin();

const suite = useSuiteBrowser();

/** The admin signed in through the portal form on the console's own origin, code step included; counts what that origin served. */
async function adminPage(viewport: { width: number; height: number }): Promise<{ page: Page; fromAdminOrigin: string[] }> {
  const page = await suite.newPage(viewport, { acceptDownloads: true });
  const fromAdminOrigin = servedByAdminOrigin(page);
  await demoLogin(page, consoleOrigin, 'admin@demo.fj');
  return { page, fromAdminOrigin };
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.each(WIDTHS)('at %s the admin (two-factor passed) sees the analytics charts, a new sign-up counted today, switches to 7 days and downloads a CSV', async (_w, viewport) => {
  await signUp(await apiClient(), 'player', 'Analytics');
  const { page, fromAdminOrigin } = await adminPage(viewport);
  await page.goto(`${consoleOrigin}/admin/analytics`);
  await page.getByRole('heading', { name: 'Platform Analytics' }).waitFor();
  expectOnAdminOrigin(page, '/admin/analytics');
  const signups = page.getByTestId('chart-signups');
  await signups.getByRole('heading', { name: 'Sign-ups per day by role' }).waitFor();
  await signups.locator('.recharts-surface').first().waitFor();
  // Each chart loads its own data, so the weekly-active chart may draw after the sign-ups one.
  const weeklyActive = page.getByRole('img', { name: /^Weekly active users, last 30 days/ });
  await weeklyActive.waitFor();
  expect(await weeklyActive.count()).toBe(1);
  expect(fromAdminOrigin.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);

  await page.getByRole('button', { name: '7 days' }).click();
  expect(await page.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
  await signups.getByText('last 7 days (UTC)').waitFor();
  // The data table of the chart: today's row (the last one) counts at least the new player.
  await signups.getByText('Data table').click();
  const header = (await signups.locator('thead th').allTextContents()).map((t) => t.trim());
  const lastRow = (await signups.locator('tbody tr').last().locator('th, td').allTextContents()).map((t) => t.trim());
  expect(lastRow[0]).toBe(new Date().toISOString().slice(0, 10));
  expect(Number(lastRow[header.indexOf('player')])).toBeGreaterThanOrEqual(1);

  const [download] = await Promise.all([page.waitForEvent('download'), signups.getByRole('button', { name: /Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe('signups-7d.csv');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const csv = Buffer.concat(chunks).toString('utf8').trim().split('\n');
  expect(csv[0]).toBe(`date,${header.slice(1).join(',')}`);
  expect(csv).toHaveLength(8);
  expect(await noSideScroll(page)).toBe(true);
});

test.each(WIDTHS)('at %s the admin opens Jobs from Analytics and sees each queue with waiting, active, failed and completed', async (_w, viewport) => {
  const { page } = await adminPage(viewport);
  await page.goto(`${consoleOrigin}/admin/analytics`);
  await page.getByRole('link', { name: 'Jobs' }).click();
  await page.getByRole('heading', { name: 'Jobs', exact: true }).waitFor();
  expectOnAdminOrigin(page, '/admin/jobs');
  const durable = page.getByTestId('queue-durable');
  await durable.getByRole('heading', { name: 'Durable jobs (kept in the database)' }).waitFor();
  for (const label of ['Waiting', 'Active', 'Failed', 'Completed']) await durable.getByText(label, { exact: true }).waitFor();
  expect(Number(await durable.getByTestId('count-completed').textContent())).toBeGreaterThanOrEqual(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByRole('button', { name: 'Refresh' }).waitFor();
  expect(await noSideScroll(page)).toBe(true);
});

test.each(WIDTHS)('at %s a player turns on two-factor in Profile Settings, keeps the recovery codes, and the next sign-in asks for the code', async (_w, viewport) => {
  const page = await suite.newPage(viewport);
  const context = page.context();
  const account = await signUp(context.request, 'player', 'Twofa');
  await page.goto(`${base}/profile`);
  const setup = page.getByRole('button', { name: 'Setup 2FA' });
  await setup.click();
  const dialog = page.getByRole('dialog', { name: 'Setup 2FA' });
  await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await dialog.getByTestId('twofa-secret').textContent())!.trim();
  await dialog.getByLabel('Authentication code').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on 2FA' }).click();
  await dialog.getByRole('alert').waitFor(); // a wrong code is refused
  await dialog.getByLabel('Authentication code').fill(await twoFactorCode(secret));
  await dialog.getByRole('button', { name: 'Turn on 2FA' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' });
  await codes.waitFor();
  expect(await codes.getByRole('listitem').count()).toBe(10);
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Turn off 2FA' }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Turn off 2FA'); // focus back on the trigger

  await context.clearCookies();
  await page.goto(`${base}/signin`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('Kaivata2026!');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByLabel('Authentication code');
  await code.waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
  await code.fill(await twoFactorCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${base}/`);
  await page.getByRole('heading', { name: /^Welcome back, / }).waitFor();
});
