/**
 * Fresh screens across areas (docs/architecture.md): cached reads never go stale on their own, so a write must
 * invalidate every reader of what it changed, whichever remote shows it. These journeys move between
 * screens of different remotes inside one page (the router's own navigation, never a reload) and
 * check that each screen shows the write made on another: a contact request sent from a profile
 * (mf-player) in the Sent tab and on /recruiter/contacts (mf-recruiting); a watchlist add from a
 * profile in the watchlist cards, the summary tiles and the dashboard card; a follow in the follower
 * count and in the following list another profile shows; a player's approval in the player's own
 * screens at once and in the recruiter's stats and Sent tab. Each journey runs on a 360 px phone and a
 * 1280 px screen. The screens are opened before the write, so their answers are already cached when
 * the write happens (except another person's: see the approval journey).
 */
import type { Page } from 'playwright-core';
import { apiClient, DEMO, signIn, signUp, signUpPlayerWithProfile } from './support/accounts';
import { payThroughApi } from './support/plans';
import { siteUrl } from './support/run-state';
import { expectToast, until, visibleText } from './support/ui';
import { useSuiteBrowser, WIDTHS } from './support/suite';

const base = siteUrl();

const suite = useSuiteBrowser();

async function pageAs(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await suite.browser().newContext({ viewport });
  context.setDefaultTimeout(15_000);
  suite.track(context);
  await signIn(context.request, email);
  return context.newPage();
}

/**
 * A page signed in as a fresh recruiter on the Recruiter Plan: its counts move only with this test's
 * writes, although other suites use the demo recruiter at the same time.
 */
async function freshPaidRecruiterPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await suite.browser().newContext({ viewport });
  context.setDefaultTimeout(15_000);
  suite.track(context);
  await signUp(context.request, 'recruiter', 'Tevita');
  await payThroughApi(context.request, 'recruiter');
  return context.newPage();
}

/** Marks the loaded document; `expectSameDocument` fails if the page was reloaded since. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __freshScreens?: true }).__freshScreens = true));
async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __freshScreens?: true }).__freshScreens === true)).toBe(true);
}

/**
 * Goes to `path` inside the page, as the browser's back/forward buttons do: a history entry in the
 * router's own format and a popstate, which the shell's one router handles without loading a document.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL(`${base}${path}`);
}

const tabCount = async (page: Page, tab: 'Received' | 'Sent'): Promise<number> => {
  const name = (await page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) }).textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(name)?.[1]);
};

/** The value of one of the /recruiter/contacts stat tiles. */
const statTile = async (page: Page, label: string): Promise<string> =>
  ((await page.getByTestId('contact-stats').locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd').textContent()) ?? '').trim();

/** The value of one of the /recruiter/watchlists summary tiles. */
const summaryTile = async (page: Page, label: string): Promise<string> =>
  ((await page.getByTestId('watchlist-summary').locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd').textContent()) ?? '').trim();

describe.each(WIDTHS)('at %s', (_label, viewport) => {
  test('a contact request sent from a profile shows in the Sent tab and on /recruiter/contacts without a reload', async () => {
    const player = await signUpPlayerWithProfile(await apiClient(), 'Waisea');
    const message = `Bula ${player.firstName}, come to our trials (${Date.now()}).`;
    const page = await freshPaidRecruiterPage(viewport);

    // Both readers first, so their lists are cached before the write.
    await page.goto(`${base}/contact-requests`);
    await page.getByRole('heading', { name: 'Contact Requests' }).waitFor();
    await page.getByRole('tab', { name: /^Sent \(\d+\)$/ }).click();
    const sentBefore = await until(() => tabCount(page, 'Sent'), (n) => Number.isInteger(n));
    await markDocument(page);

    await navigateInApp(page, '/recruiter/contacts');
    await page.getByTestId('contact-stats').waitFor();
    const totalBefore = Number(await statTile(page, 'Total Sent'));
    const pendingBefore = Number(await statTile(page, 'Pending'));

    // The write, on a screen of another remote.
    await navigateInApp(page, `/player/${player.playerId}`);
    await page.getByTestId('player-name').waitFor();
    await page.getByRole('button', { name: 'Contact', exact: true }).click();
    const dialog = page.getByTestId('contact-request-dialog');
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expectToast(page, 'Contact request sent');
    await dialog.waitFor({ state: 'detached' });

    await navigateInApp(page, '/contact-requests');
    await page.getByRole('tab', { name: /^Sent \(\d+\)$/ }).click();
    await until(() => tabCount(page, 'Sent'), sentBefore + 1);
    const sent = page.getByTestId('contact-request-card').filter({ hasText: message });
    await sent.waitFor();
    expect(await sent.getAttribute('data-status')).toBe('pending');

    await navigateInApp(page, '/recruiter/contacts');
    const card = page.getByTestId('recruiter-contact-card').filter({ hasText: message });
    await card.waitFor();
    expect(await card.textContent()).toContain(player.fullName);
    await until(() => statTile(page, 'Total Sent'), String(totalBefore + 1));
    expect(await statTile(page, 'Pending')).toBe(String(pendingBefore + 1));

    await expectSameDocument(page);
  });

  test('a watchlist add from a profile updates the watchlist counts, tiles and dashboard card without a reload', async () => {
    const player = await signUpPlayerWithProfile(await apiClient(), 'Jone');
    const list = `Loose forwards ${Date.now()}`;
    const page = await freshPaidRecruiterPage(viewport);

    // The dashboard card and the watchlists screen first, so their answers are cached before the write.
    await page.goto(`${base}/`);
    await page.getByRole('heading', { name: 'Manage Watchlists' }).waitFor();
    const cardText = async () => (await visibleText(page, /^(No watchlists yet|\d+ watchlists?)$/).textContent()) ?? '';
    const listsBefore = Number(/^\d+/.exec(await until(cardText, (t) => t !== ''))?.[0] ?? 0);
    await markDocument(page);

    // The dashboard card's own link (the router's navigation).
    await page.getByRole('link', { name: 'Open Watchlists' }).click();
    await page.waitForURL(`${base}/recruiter/watchlists`);
    await page.getByRole('heading', { name: 'My Watchlists' }).waitFor();
    const tracked = Number(await until(() => summaryTile(page, 'Players Tracked'), (t) => /^\d+$/.test(t)));
    const total = Number(await summaryTile(page, 'Total Watchlists'));
    expect(total).toBe(listsBefore);

    // The write, on a screen of another remote: a new list created inline, the player added to it.
    await navigateInApp(page, `/player/${player.playerId}`);
    await page.getByRole('button', { name: 'Add to Watchlist' }).click();
    const add = page.getByTestId('add-to-watchlist-dialog');
    const createNew = add.getByRole('radio', { name: 'Create a new watchlist' });
    if (await createNew.count()) await createNew.check();
    await add.getByLabel('Watchlist Name').fill(list);
    await add.getByRole('button', { name: 'Add to Watchlist' }).click();
    await expectToast(page, 'Player added');
    await add.waitFor({ state: 'detached' });

    await navigateInApp(page, '/recruiter/watchlists');
    const card = page.getByTestId('watchlist-card').filter({ hasText: list });
    await card.waitFor();
    await until(() => card.getByTestId('watchlist-player-count').textContent(), (t) => /^1 player\b/.test(t ?? ''));
    await until(() => summaryTile(page, 'Total Watchlists'), String(total + 1));
    expect(await summaryTile(page, 'Players Tracked')).toBe(String(tracked + 1));

    await navigateInApp(page, '/');
    await page.getByRole('heading', { name: 'Manage Watchlists' }).waitFor();
    await until(cardText, `${listsBefore + 1} watchlist${listsBefore + 1 === 1 ? '' : 's'}`);

    await expectSameDocument(page);
  });

  test("a player's approval updates the player's screens in place and the recruiter's stats and Sent tab without a reload", async () => {
    // The recruiter: a fresh paid account whose dashboard is open (it reads no contact request), and a request to the player.
    const recruiter = await freshPaidRecruiterPage(viewport);
    const playerContext = await suite.browser().newContext({ viewport });
    playerContext.setDefaultTimeout(15_000);
    suite.track(playerContext);
    const player = await signUpPlayerWithProfile(playerContext.request, 'Vilimone');
    await payThroughApi(playerContext.request, 'player_pro'); // approving needs a paid plan; declining never does
    const message = `Bula ${player.firstName}, we saw your highlights (${Date.now()}).`;
    const sent = await recruiter.context().request.post(`${base}/api/contact-requests`, { data: { toUser: player.id, playerId: player.playerId, message } });
    expect(sent.status()).toBe(201);
    await recruiter.goto(`${base}/`);
    await recruiter.getByRole('heading', { name: /^Welcome back, / }).waitFor();
    await markDocument(recruiter);

    // The player approves on /contact-requests: the card and the tab answer at once, in the same document.
    const page = await playerContext.newPage();
    await page.goto(`${base}/contact-requests`);
    await page.getByRole('heading', { name: 'Contact Requests' }).waitFor();
    await markDocument(page);
    const card = page.getByTestId('contact-request-card').filter({ hasText: message });
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('pending');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Request Updated');
    await until(() => card.getAttribute('data-status'), 'approved');
    await expectSameDocument(page);

    // The recruiter's screens, reached inside the page: the stats and the Sent tab show the approval. (Another
    // person's write reaches a screen this page has cached only on a reload or a write here, docs/architecture.md
    // "Fresh screens": so these screens are opened after it, from the dashboard, which caches none of them.)
    await navigateInApp(recruiter, '/recruiter/contacts');
    const contact = recruiter.getByTestId('recruiter-contact-card').filter({ hasText: message });
    await contact.waitFor();
    expect(await contact.getAttribute('data-status')).toBe('approved');
    await until(() => statTile(recruiter, 'Approved'), '1');
    expect([await statTile(recruiter, 'Total Sent'), await statTile(recruiter, 'Pending'), await statTile(recruiter, 'Response Rate')]).toEqual(['1', '0', '100%']);
    await navigateInApp(recruiter, '/contact-requests');
    await recruiter.getByRole('tab', { name: /^Sent \(\d+\)$/ }).click();
    const mine = recruiter.getByTestId('contact-request-card').filter({ hasText: message });
    await mine.waitFor();
    expect(await mine.getAttribute('data-status')).toBe('approved');
    await expectSameDocument(recruiter);
  });

  test('a follow updates the follower count and the following list on other profiles without a reload', async () => {
    const api = await apiClient();
    const followed = await signUpPlayerWithProfile(api, 'Semesa');
    const other = await signUpPlayerWithProfile(api, 'Isoa');
    const page = await pageAs(DEMO.recruiterPaid, viewport);
    const count = () => page.getByTestId('followers-count').textContent();
    const following = page.getByTestId('following-card');

    await page.goto(`${base}/player/${other.playerId}`);
    await following.getByRole('heading', { name: 'Players You Follow' }).waitFor();
    await markDocument(page);

    await navigateInApp(page, `/player/${followed.playerId}`);
    await until(count, '0');
    await page.getByTestId('follow-button').click();
    await expectToast(page, 'Following player');
    await until(count, '1');

    // Another profile's following list (read before the follow) now names the player.
    await navigateInApp(page, `/player/${other.playerId}`);
    await following.getByRole('link', { name: followed.fullName }).waitFor();

    await navigateInApp(page, `/player/${followed.playerId}`);
    await until(count, '1');
    await until(() => page.getByTestId('follow-button').textContent(), 'Unfollow');
    await page.getByTestId('follow-button').click();
    await expectToast(page, 'Unfollowed player');
    await until(count, '0');

    await navigateInApp(page, `/player/${other.playerId}`);
    await following.getByRole('heading', { name: 'Players You Follow' }).waitFor();
    await following.getByRole('link', { name: followed.fullName }).waitFor({ state: 'detached' });

    await expectSameDocument(page);
  });
});
