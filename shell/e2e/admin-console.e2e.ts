/**
 * The admin console in a real browser (docs/admin.md), each journey at 360 px and 1280 px, every screen on
 * the console's own origin (ADMIN_PORT, port + 1), where the admin signed in with the two-factor code:
 * the admin opens /admin on the main site and lands on the console's origin, goes to every pending player through View All Pending, filters by a school,
 * verifies two players together after the preview and rejects a third with a reason; the players are
 * notified, and the audit log shows each of the three. Then the admin finds a player in User Management and suspends them: the player's open
 * session ends, signing in again says the account is suspended, and a recruiter no longer finds the
 * profile; the audit log shows the suspension. A badge granted from the user panel shows on the player's profile.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { ADMIN_MESSAGES } from '@fiji/contracts';
import { apiClient, DEMO, expectOk, PROFILE, signIn, signUp, type Account } from './support/accounts';
import { adminOrigin, expectOnAdminOrigin, servedByAdminOrigin } from './support/admin-origin';
import { siteUrl } from './support/run-state';
import { auditDialog, auditPage } from './support/axe';
import { expectToast, RETRY_RESET_GET } from './support/ui';
import { useSuiteBrowser, WIDTHS, type Viewport } from './support/suite';

const base = siteUrl();
const consoleOrigin = adminOrigin();

const suite = useSuiteBrowser();

const newPage = (viewport: Viewport): Promise<Page> => suite.newPage(viewport);

/** The admin's page, signed in on the console's origin (with the second step), counting what that origin served. */
async function adminPage(viewport: { width: number; height: number }): Promise<{ page: Page; fromAdminOrigin: string[] }> {
  const page = await newPage(viewport);
  const fromAdminOrigin = servedByAdminOrigin(page);
  await signIn(page.context().request, 'admin@demo.fj', consoleOrigin);
  return { page, fromAdminOrigin };
}

/** A new player with a public profile at `school`, on an API client of their own. */
async function pendingPlayer(firstName: string, school: string): Promise<Account & { api: APIRequestContext; playerId: string }> {
  const api = await apiClient();
  const account = await signUp(api, 'player', firstName);
  const profile = await expectOk<{ id: string }>(await api.post(`${base}/api/players`, { data: { ...PROFILE, school } }), 'create profile');
  return { ...account, api, playerId: profile.id };
}

const notifications = async (api: APIRequestContext) =>
  expectOk<Array<{ title: string; message: string }>>(await api.get(`${base}/api/notifications`), 'notifications');

describe.each(WIDTHS)('admin console at %s', (_label, viewport) => {
  it('verifies two players together after a preview and rejects a third with a reason; each is notified', async () => {
    const school = `E2E Admin Academy ${Date.now().toString(36)}${viewport.width}`;
    const [ana, bui, cama] = [await pendingPlayer('Ana', school), await pendingPlayer('Bui', school), await pendingPlayer('Cama', school)];
    const { page, fromAdminOrigin } = await adminPage(viewport);

    // /admin on the main site redirects to the console's own origin.
    await page.goto(`${base}/admin`);
    await page.getByRole('heading', { name: 'Admin Management Console' }).waitFor();
    expectOnAdminOrigin(page, '/admin');
    await page.getByTestId('stat-totalPlayers').waitFor();
    expect(await page.getByText('Pending Verifications', { exact: true }).count()).toBeGreaterThan(0);
    expect(fromAdminOrigin.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);
    for (const card of ['User Management', 'Content Moderation', 'Platform Analytics']) {
      await page.getByRole('link', { name: `Open ${card}` }).waitFor();
    }
    await auditPage(page, 'admin console');
    await page.getByRole('link', { name: 'View All Pending' }).click();
    await page.waitForURL(`${consoleOrigin}/admin/verifications`);

    await page.getByLabel('School').fill(school);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('Showing 3 pending verification(s)').waitFor();

    await page.getByLabel(`Select ${ana.fullName}`).check();
    await page.getByLabel(`Select ${bui.fullName}`).check();
    const verifySelected = page.getByRole('button', { name: 'Verify selected (2)' });
    await verifySelected.click();
    const preview = page.getByRole('dialog', { name: 'Verify 2 player(s)?' });
    await auditDialog(page, preview, 'bulk verify preview');
    expect((await preview.getByTestId('bulk-preview').textContent()) ?? '').toMatch(new RegExp(`${ana.fullName}.*${bui.fullName}`));
    await preview.getByRole('button', { name: 'Verify 2' }).click();
    await expectToast(page, '2 player(s) verified');
    await page.getByText('Showing 1 pending verification(s)').waitFor();

    await page.getByRole('button', { name: `Reject ${cama.fullName}` }).click();
    const reject = page.getByRole('dialog', { name: 'Reject verification' });
    await auditDialog(page, reject, 'reject dialog');
    await reject.getByLabel('Reason').selectOption('school_not_confirmed');
    await reject.getByLabel(/Message to the player/).fill('Please add your school year.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, `${cama.fullName}: verification rejected`);
    await page.getByText('No pending verifications').waitFor();
    await auditPage(page, 'verifications');

    expect((await notifications(ana.api)).map((n) => n.title)).toContain('Profile verified');
    expect((await notifications(bui.api)).map((n) => n.title)).toContain('Profile verified');
    const told = (await notifications(cama.api)).find((n) => n.title === 'Profile verification not approved');
    expect(told?.message).toContain('Your school could not be confirmed. Please add your school year.');

    // The audit log shows each step: both verifications and the rejection, each with its player.
    await page.goto(`${consoleOrigin}/admin/audit`);
    expectOnAdminOrigin(page, '/admin/audit');
    for (const [who, action] of [[ana, 'verify player'], [bui, 'verify player'], [cama, 'reject player']] as const) {
      await page.getByLabel('Target (id or type)').fill(who.playerId);
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.getByTestId('audit-row').filter({ hasText: who.playerId }).filter({ hasText: action }).waitFor();
    }
  });

  it('grants a badge from the user panel; the player profile it links to shows it', async () => {
    const seru = await pendingPlayer('Seru', `E2E Badge School ${viewport.width}`);
    const { page } = await adminPage(viewport);
    await page.goto(`${consoleOrigin}/admin/users`);
    await page.getByLabel('Name or email').fill(seru.lastName);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: `Open ${seru.fullName}` }).click();
    const panel = page.getByRole('dialog', { name: seru.fullName, exact: true });
    const badges = panel.getByTestId('user-badges');
    await badges.getByText('No badges yet').waitFor();
    await badges.getByLabel('Badge').selectOption('top_performer');
    await badges.getByLabel('Description (optional)').fill('Player of the Deans final');
    await badges.getByLabel('Description (optional)').press('Enter');
    await expectToast(page, 'Top Performer badge granted');
    await badges.getByRole('button', { name: 'Revoke Top Performer' }).waitFor();
    await auditDialog(page, panel, 'user panel with badges');
    await panel.getByRole('link', { name: 'Open profile' }).click();
    await page.waitForURL(`${consoleOrigin}/player/${seru.playerId}`); // the shell's own screen, inside the console's origin
    await page.getByTestId('badges-card').getByText('Top Performer').waitFor();
  });

  it('finds a player in User Management and suspends them: logged out at once, told why at sign-in, hidden from a recruiter', async () => {
    // The player is signed in in a browser of their own.
    const playerPage = await newPage(viewport);
    const player = await signUp(playerPage.context().request, 'player', 'Losana');
    const profile = await expectOk<{ id: string }>(await playerPage.context().request.post(`${base}/api/players`, { data: PROFILE }), 'create profile');
    await playerPage.goto(`${base}/`);
    await playerPage.getByRole('heading', { name: /^Welcome back, / }).waitFor();
    const recruiter = await apiClient();
    await signIn(recruiter, DEMO.recruiterPaid);
    await expectOk(await recruiter.get(`${base}/api/players/${profile.id}`), 'profile before');

    const { page } = await adminPage(viewport);
    await page.goto(`${consoleOrigin}/admin/users`);
    await page.getByLabel('Name or email').fill(player.lastName);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByTestId('user-row').filter({ hasText: player.fullName }).waitFor();
    expect(await page.getByTestId('user-row').count()).toBe(1);
    expectOnAdminOrigin(page, '/admin/users');
    await auditPage(page, 'user management');
    await page.getByRole('button', { name: `Open ${player.fullName}` }).click();
    const panel = page.getByRole('dialog', { name: player.fullName, exact: true });
    await panel.getByText('Recent activity').waitFor();
    await auditDialog(page, panel, 'user panel');
    await panel.getByRole('button', { name: 'Suspend' }).click();
    const confirm = page.getByRole('dialog', { name: `Suspend ${player.fullName}?` });
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await confirm.getByText('A reason is required').waitFor();
    await confirm.getByLabel('Reason').fill('Impersonating another player');
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await expectToast(page, `${player.fullName} suspended`);
    await panel.getByTestId('suspension').filter({ hasText: 'Impersonating another player' }).waitFor();

    // The player's open session is over; signing in again says why.
    expect((await playerPage.context().request.get(`${base}/api/auth/user`, RETRY_RESET_GET)).status()).toBe(401);
    await playerPage.goto(`${base}/signin`);
    await playerPage.getByRole('heading', { name: 'Sign In' }).waitFor();
    await playerPage.getByLabel('Email').fill(player.email);
    await playerPage.locator('input[type="password"]').fill('Kaivata2026!');
    await playerPage.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(playerPage, 'Account suspended', ADMIN_MESSAGES.suspendedLogin);

    // Gone for everyone else, exactly like a missing profile.
    expect((await recruiter.get(`${base}/api/players/${profile.id}`)).status()).toBe(404);

    // The audit log shows it.
    await page.keyboard.press('Escape');
    await page.goto(`${consoleOrigin}/admin/audit`);
    expectOnAdminOrigin(page, '/admin/audit');
    await page.getByLabel('Target (id or type)').fill(player.id);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByTestId('audit-row').filter({ hasText: 'Impersonating another player' }).waitFor();
    await auditPage(page, 'audit log');
  });
});
