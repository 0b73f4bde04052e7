/**
 * Billing in a real browser (issue 10, docs/billing.md "Screens"), each journey at 360 px and 1280 px:
 * a free recruiter meets the paywall on Contact, pays in the demo checkout, lands back on the profile
 * and sends the request; a Player Pro player cancels (with a reason) and resumes; a 17-year-old asks
 * the guardian, who pays from the mailed link signed out; a paid recruiter downloads a receipt; the
 * checkout journey with the keyboard alone, a declined card announced; a free player upgrades to Player
 * Pro from the analytics prompt and sees the Pro analytics on landing back; a player buys a Profile Boost
 * (their profile and a recruiter's search card say "Boosted") and, at the media limit, an extra upload
 * that the next upload uses at once. The screens' live states are
 * audited with axe on the way (docs/accessibility.md); the route sweep in accessibility.e2e.ts covers
 * the billing routes' empty and not-found states and the upgrade dialog.
 *
 * Every journey signs up fresh accounts, so the demo accounts other suites rely on keep their plans.
 */
import { buffer } from 'node:stream/consumers';
import type { APIRequestContext, Page } from 'playwright-core';
import { ADDONS, ADVANCED_ANALYTICS_TEXT, BILLING_MESSAGES, BOOSTED_LABEL, LIMITS, pendingChangeSummary } from '@fiji/contracts';
import { apiClient, expectOk, signUp, signUpPlayerWithProfile, type PlayerAccount, signUpMinor } from './support/accounts';
import { auditContext, auditDialog, auditPage, expectFocusOn, openAndEscape, tabTo, waitForScreen } from './support/axe';
import { linkInMail } from './support/mail';
import { pngBytes } from './support/media';
import { siteUrl } from './support/run-state';
import { expectToast, until, visibleText } from './support/ui';
import { CHECKOUT_PATH, GUARDIAN_CHECKOUT_PATH, onDemoCheckout, payOnDemoCheckout, payThroughApi, subscriptionOf, untilPlan } from './support/plans';
import { useSuiteBrowser, WIDTHS } from './support/suite';

const base = siteUrl();

const suite = useSuiteBrowser();

/** A page of its own context (own cookies; axe may be injected) at `viewport`, signed out. */
async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await auditContext(suite.browser(), viewport);
  suite.track(context);
  return context.newPage();
}

/** Goes to `path` inside the page, as a link would (no reload): the router's own navigation. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL(`${base}${path}`);
}

/** A free recruiter on a fresh player's public profile, the Contact button on screen. */
async function freeRecruiterOnProfile(viewport: { width: number; height: number }): Promise<{ page: Page; player: PlayerAccount }> {
  const player = await signUpPlayerWithProfile(await apiClient(), 'Josaia');
  const page = await newPage(viewport);
  await signUp(page.context().request, 'recruiter', 'Litia');
  await page.goto(`${base}/player/${player.playerId}`);
  await waitForScreen(page);
  return { page, player };
}

/** The request just sent is in the Sent tab of /contact-requests, reached without a reload. */
async function expectSent(page: Page, message: string): Promise<void> {
  await navigateInApp(page, '/contact-requests');
  await page.getByRole('tab', { name: /^Sent \(1\)$/ }).click();
  await visibleText(page, message).waitFor();
}

/** A photo highlight of the signed-in player, through the API (the upload page's own calls). */
async function photoHighlight(api: APIRequestContext, title: string): Promise<void> {
  const target = await expectOk<{ uploadURL: string; objectPath: string }>(await api.post(`${base}/api/objects/upload`), 'upload URL');
  await expectOk(await api.put(`${base}${target.uploadURL}`, { headers: { 'content-type': 'image/png' }, data: await pngBytes({ r: 30, g: 140, b: 90 }) }), 'upload');
  await expectOk(
    await api.post(`${base}/api/highlights`, { data: { title, contentType: 'image', filePath: target.objectPath, privacy: 'public', tags: [] } }),
    'create highlight',
  );
}

/** On /upload: chooses a photo and presses Upload File. */
async function uploadPhoto(page: Page, name: string): Promise<void> {
  await page.getByLabel('Choose File').setInputFiles({ name, mimeType: 'image/png', buffer: await pngBytes({ r: 200, g: 60, b: 20 }) });
  await page.getByRole('button', { name: 'Upload File' }).click();
}

describe.each(WIDTHS)('billing at %s', (label, viewport) => {
  test('a free recruiter presses Contact, upgrades in the demo checkout, lands back on the profile and sends the request', async () => {
    const { page, player } = await freeRecruiterOnProfile(viewport);
    const profileUrl = `${base}/player/${player.playerId}`;
    await page.getByTestId('contact-button').click();
    const upgrade = page.getByTestId('upgrade-dialog');
    await upgrade.getByRole('heading', { name: 'Upgrade to Recruiter Plan' }).waitFor();
    await upgrade.getByRole('button', { name: 'Upgrade', exact: true }).click();

    await onDemoCheckout(page);
    await page.getByTestId('checkout-description').getByText(/^Recruiter Plan/).waitFor();
    await auditPage(page, `demo checkout ${label}`);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // Back on the same profile, the parameter dropped, with the success toast.
    await page.waitForURL(profileUrl);
    await expectToast(page, 'Payment complete. Welcome to Recruiter Plan!');
    await page.getByTestId('contact-button').click();
    const contact = page.getByTestId('contact-request-dialog');
    await contact.waitFor();
    expect(await page.getByTestId('upgrade-dialog').count()).toBe(0);
    const message = `Bula ${player.firstName}, trials on Saturday (${Date.now()}).`;
    await contact.getByLabel('Message').fill(message);
    await contact.getByRole('button', { name: 'Send Request' }).click();
    await expectToast(page, 'Contact request sent');
    await contact.waitFor({ state: 'detached' });
    await expectSent(page, message);
  });

  test('a Player Pro player cancels with a reason, sees the plan end date, and resumes', async () => {
    const page = await newPage(viewport);
    const api = page.context().request;
    await signUp(api, 'player', 'Mere');
    const paid = await payThroughApi(api, 'player_pro');
    const summary = pendingChangeSummary('player_pro', paid.currentPeriodEnd!, 'free');

    await page.goto(`${base}/account/billing`);
    await waitForScreen(page);
    await until(() => page.getByTestId('plan-name').textContent(), 'Player Pro');
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    const dialog = page.getByTestId('cancel-plan-dialog');
    await auditDialog(page, dialog, `cancel dialog ${label}`);
    await dialog.getByLabel('Reason (optional)').fill('Saving for boots this season.');
    await dialog.getByRole('button', { name: 'Cancel plan' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expectToast(page, summary);
    expect(await page.getByTestId('pending-change').textContent()).toBe(summary);
    const cancelled = await subscriptionOf(api);
    expect([cancelled.plan, cancelled.cancelAtPeriodEnd]).toEqual(['player_pro', true]);
    await auditPage(page, `billing, cancel pending ${label}`);

    await page.getByRole('button', { name: 'Resume' }).click();
    await expectToast(page, 'Player Pro continues.');
    await page.getByTestId('pending-change').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Cancel plan' }).waitFor();
    const resumed = await subscriptionOf(api);
    expect([resumed.plan, resumed.cancelAtPeriodEnd]).toEqual(['player_pro', false]);
  });

  test('a 17-year-old asks the guardian, who pays from the mailed link signed out; the player is then on Player Pro', async () => {
    const page = await newPage(viewport);
    const api = page.context().request;
    const { guardianEmail } = await signUpMinor(api, 'Akanisi', 'Ravouvou');

    await page.goto(`${base}/pricing`);
    await waitForScreen(page);
    const ask = page.getByRole('button', { name: 'Ask my guardian' });
    await ask.waitFor();
    expect(await page.getByRole('button', { name: 'Go Pro' }).count()).toBe(0);
    await auditPage(page, `pricing, player under 18 ${label}`);
    await ask.click();
    await expectToast(page, BILLING_MESSAGES.guardianLinkSent);

    // The guardian's mail (DATA_DIR/mail/*.eml, SMTP_URL unset) carries the signed link.
    const link = await until(() => Promise.resolve(linkInMail(guardianEmail, /https?:\/\/\S+\/billing\/guardian\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/)), (l) => l !== null);
    const guardian = await newPage(viewport);
    await guardian.goto(link!);
    await guardian.getByRole('heading', { name: 'Player Pro for Akanisi' }).waitFor();
    await auditPage(guardian, `guardian page ${label}`);
    await guardian.getByRole('button', { name: 'Continue to payment' }).click();
    await onDemoCheckout(guardian, GUARDIAN_CHECKOUT_PATH);
    await guardian.getByTestId('checkout-description').getByText(/^Player Pro/).waitFor();
    await auditPage(guardian, `demo checkout, guardian ${label}`);
    await guardian.getByRole('button', { name: 'Pay', exact: true }).click();
    await guardian.waitForURL(/\/billing\/guardian\/thanks\?/);
    await guardian.getByRole('heading', { name: 'Thank you' }).waitFor();
    await visibleText(guardian, 'Your payment is complete. The receipt is on its way to your email.').waitFor();
    await guardian.getByRole('status').getByText(/^Player Pro/).waitFor();

    await untilPlan(api, 'player_pro');
    await page.goto(`${base}/account/billing`);
    await waitForScreen(page);
    await until(() => page.getByTestId('plan-name').textContent(), 'Player Pro');
  });

  test('a recruiter who paid sees the receipt on the billing page and downloads it', async () => {
    const page = await newPage(viewport);
    const api = page.context().request;
    await signUp(api, 'recruiter', 'Viliame');
    await payThroughApi(api, 'recruiter');

    await page.goto(`${base}/account/billing`);
    await waitForScreen(page);
    const rows = page.getByTestId('receipt-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/Recruiter Plan.*\$99\.00/);
    await auditPage(page, `billing, paid recruiter with a receipt ${label}`);

    const download = rows.first().getByRole('link', { name: /^Download/ });
    expect(await download.getAttribute('download')).not.toBeNull();
    const href = (await download.getAttribute('href'))!;
    const res = await api.get(new URL(href, base).toString());
    expect(res.status()).toBe(200);
    expect(res.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.html"$/);
    expect(res.headers()['content-type']).toMatch(/^text\/html/);
    expect(await res.text()).toContain('Recruiter Plan');

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.html$/);
    // The browser runs as a server of its own (global-setup): read the file through playwright.
    expect((await buffer(await file.createReadStream())).toString('utf8')).toContain('$99.00');
  });

  test('keyboard alone: Contact, the upgrade dialog (Escape returns focus), a declined card announced, then Pay and the request', async () => {
    const { page, player } = await freeRecruiterOnProfile(viewport);
    const trigger = page.getByTestId('contact-button');
    const upgrade = page.getByTestId('upgrade-dialog');

    await openAndEscape(page, trigger, upgrade, 'the Contact button');

    await page.keyboard.press('Space');
    await upgrade.waitFor();
    await tabTo(page, upgrade.getByRole('button', { name: 'Upgrade', exact: true }));
    await page.keyboard.press('Enter');
    await onDemoCheckout(page);

    await tabTo(page, page.getByRole('button', { name: 'Decline' }));
    await page.keyboard.press('Enter');
    const alert = page.getByTestId('checkout-error');
    expect(await alert.getAttribute('role')).toBe('alert');
    await until(() => alert.textContent(), BILLING_MESSAGES.declined);
    expect(page.url()).toMatch(CHECKOUT_PATH);

    // Focus stays on Decline; Pay is the stop before it.
    await expectFocusOn(page, page.getByRole('button', { name: 'Decline' }), 'Decline');
    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }), { backwards: true });
    await page.keyboard.press('Space');
    await page.waitForURL(`${base}/player/${player.playerId}`);
    await expectToast(page, 'Payment complete. Welcome to Recruiter Plan!');

    await tabTo(page, trigger, { max: 80 });
    await page.keyboard.press('Enter');
    const contact = page.getByTestId('contact-request-dialog');
    await contact.waitFor();
    await tabTo(page, contact.getByLabel('Message'));
    const message = `Bula ${player.firstName}, keyboard trials (${Date.now()}).`;
    await page.keyboard.type(message);
    await tabTo(page, contact.getByRole('button', { name: 'Send Request' }));
    await page.keyboard.press('Enter');
    await contact.waitFor({ state: 'detached' });
    await expectFocusOn(page, trigger, 'the Contact button');
    await expectToast(page, 'Contact request sent');
  });

  test('a free player upgrades to Player Pro from the analytics prompt, pays, lands back and sees the Pro analytics at once', async () => {
    const page = await newPage(viewport);
    await signUpPlayerWithProfile(page.context().request, 'Waisake');
    await page.goto(`${base}/player/me`);
    await waitForScreen(page);
    const upgrade = page.getByRole('button', { name: ADVANCED_ANALYTICS_TEXT.upgrade });
    await upgrade.waitFor();
    expect(await page.getByTestId('advanced-analytics').count()).toBe(0);
    await upgrade.click();

    await onDemoCheckout(page);
    await page.getByTestId('checkout-description').getByText(/^Player Pro/).waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    await page.waitForURL(`${base}/player/me`);
    await expectToast(page, 'Payment complete. Welcome to Player Pro!');
    const analytics = page.getByTestId('advanced-analytics');
    await analytics.waitFor();
    await analytics.getByTestId('views-per-day-chart').waitFor();
    expect(await page.getByRole('button', { name: ADVANCED_ANALYTICS_TEXT.upgrade }).count()).toBe(0);
    await untilPlan(page.context().request, 'player_pro');
  });

  test('a player buys a Profile Boost in the demo checkout: "Boosted until …" on their profile and "Boosted" on a recruiter\'s search card', async () => {
    const page = await newPage(viewport);
    const player = await signUpPlayerWithProfile(page.context().request, 'Kalisito');
    await page.goto(`${base}/player/me`);
    await waitForScreen(page);
    const boost = page.getByTestId('addon-offer-profile_boost');
    await boost.getByRole('button', { name: 'Boost my profile' }).waitFor();
    expect(await boost.getByTestId('addon-price').textContent()).toBe('$9.00 · 7 days');
    // A new profile waits for verification: the fast track is offered beside the boost.
    await page.getByTestId('addon-offer-verification_fast_track').getByRole('button', { name: 'Fast-track my verification' }).waitFor();
    await auditPage(page, `owner profile with the add-on offers ${label}`);
    await boost.getByRole('button', { name: 'Boost my profile' }).click();

    await onDemoCheckout(page);
    await page.getByTestId('checkout-description').getByText(ADDONS.profile_boost.name).waitFor();
    await payOnDemoCheckout(page);
    await page.waitForURL(`${base}/player/me`);
    await expectToast(page, `Payment complete: ${ADDONS.profile_boost.name}.`);
    const status = page.getByTestId('boosted-until');
    await status.waitFor();
    // The end, in the browser's own time zone and named: 7 days from now, give or take the test's minutes.
    expect(await status.textContent()).toMatch(new RegExp(`^${BOOSTED_LABEL} until \\d{1,2} \\w{3} \\d{4}, \\d{2}:\\d{2} \\([A-Za-z_/+-]+\\)\\.`));
    await auditPage(page, `owner profile, boost running ${label}`);

    // A paid recruiter finds the player by name: the card says Boosted.
    const recruiter = await newPage(viewport);
    const api = recruiter.context().request;
    await signUp(api, 'recruiter', 'Losana');
    await payThroughApi(api, 'recruiter');
    await recruiter.goto(`${base}/recruiter/search?q=${encodeURIComponent(player.lastName)}`);
    const card = recruiter.getByTestId('player-card').filter({ hasText: player.lastName });
    await card.waitFor();
    expect(await card.getByTestId('boosted-badge').textContent()).toBe(BOOSTED_LABEL);
  });

  test('at the media limit the upload page offers an extra upload; bought in the demo checkout, the next upload goes through', async () => {
    const page = await newPage(viewport);
    const api = page.context().request;
    await signUpPlayerWithProfile(api, 'Ilisapeci');
    for (let i = 1; i <= LIMITS.freeMediaMax; i++) await photoHighlight(api, `Lineout ${i}`);

    await page.goto(`${base}/upload`);
    await waitForScreen(page);
    await uploadPhoto(page, 'fourth.png');
    await expectToast(page, 'Upload Limit Reached');
    const upgrade = page.getByTestId('upgrade-dialog');
    await upgrade.waitFor();
    await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
    await upgrade.waitFor({ state: 'detached' });
    const offer = page.getByTestId('addon-offer-extra_upload');
    await offer.waitFor();
    await auditPage(page, `upload page, extra upload offered ${label}`);
    await offer.getByRole('button', { name: 'Buy an extra upload' }).click();

    await onDemoCheckout(page);
    await page.getByTestId('checkout-description').getByText(ADDONS.extra_upload.name).waitFor();
    await payOnDemoCheckout(page);
    await page.waitForURL(`${base}/upload`);
    await expectToast(page, `Payment complete: ${ADDONS.extra_upload.name}.`);

    await uploadPhoto(page, 'fourth.png');
    await expectToast(page, 'Upload Complete');
    await page.getByLabel(/Title/).fill('Lineout 4');
    await page.getByRole('button', { name: 'Submit Highlight' }).click();
    await page.waitForURL(`${base}/player/me`);
    const list = await expectOk<Array<{ title: string }>>(await api.get(`${base}/api/highlights/player/${(await expectOk<{ id: string }>(await api.get(`${base}/api/players/me`), 'me')).id}`), 'highlights');
    expect(list.map((h) => h.title)).toContain('Lineout 4');
  });
});
