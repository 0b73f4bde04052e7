/**
 * The recruiting area in a real browser on a 360 px phone (issue 4): player search with filters and
 * Load More for a paid and a free recruiter, the clubs directory by union for a visitor, a player and
 * a club, a contact request sent by a recruiter and approved by the player, and a watchlist created,
 * filled from a profile, exported and deleted. Data a test changes is its own (fresh sign-ups,
 * unique names and messages), so the tests run in any order.
 */
import { buffer } from 'node:stream/consumers';
import type { Locator, Page } from 'playwright-core';
import { apiClient, DEMO, expectOk, ownPlayerId, PROFILE, signIn, signUp, signUpPlayerWithProfile } from './support/accounts';
import { siteUrl } from './support/run-state';
import { expectToast, phonePage, until, visibleText } from './support/ui';
import { useSuiteBrowser } from './support/suite';

const base = siteUrl();
const suite = useSuiteBrowser();

/** A phone page signed in as `email` (or signed out when null). */
async function pageAs(email: string | null): Promise<Page> {
  const { context, page } = await phonePage(suite.browser());
  suite.track(context);
  if (email) await signIn(context.request, email);
  return page;
}

const cards = (page: Page) => page.getByTestId('player-card');
/** The names on the result cards, in order (the first span of the heading; a tick may follow it). */
const cardNames = (page: Page) => cards(page).locator('h3 > span:first-child').allTextContents();
/** The player each card opens (names repeat: fresh test players share first names and initials). */
const cardPlayerIds = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => el.querySelector('a[href^="/player/"]')?.getAttribute('href') ?? ''));

/** Opens the filters panel (collapsed by default on a phone). */
async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('group', { name: 'Filters', exact: true });
  await panel.waitFor();
  return panel;
}

test('a paid recruiter filters the player search and loads more players', async () => {
  const page = await pageAs(DEMO.recruiterPaid);
  await page.goto(`${base}/recruiter/search`);
  await page.getByRole('heading', { name: 'Find Rugby Talent' }).waitFor();
  await cards(page).first().waitFor();
  expect(await page.getByTestId('preview-alert').count()).toBe(0);
  expect(await page.getByTestId('preview-overlay').count()).toBe(0);

  // Load More appends the next page under the first.
  const firstPage = await cardNames(page);
  expect(firstPage.length).toBeGreaterThanOrEqual(10);
  await page.getByRole('button', { name: 'Load More Players' }).click();
  // Read the list once it has settled (the same players on two reads 400 ms apart), names and ids together.
  let previous = '';
  const twoPageIds = await until(
    async () => {
      await page.waitForTimeout(400);
      return cardPlayerIds(page);
    },
    (ids) => {
      const same = ids.length > firstPage.length && ids.join() === previous;
      previous = ids.join();
      return same;
    },
  );
  const twoPages = await cardNames(page);
  expect(twoPages).toHaveLength(twoPageIds.length);
  expect(twoPages.slice(0, firstPage.length)).toEqual(firstPage);
  expect(new Set(twoPageIds).size).toBe(twoPageIds.length);

  // A filter changes the results: every card is a prop from the Central division.
  const panel = await openFilters(page);
  await panel.getByLabel('Position').selectOption('Prop');
  await visibleText(page, '1 filters applied').waitFor();
  await panel.getByLabel('Province').selectOption('Central');
  await visibleText(page, '2 filters applied').waitFor();
  // Advanced filters are open to a paid viewer.
  expect(await panel.getByLabel('Graduation Year').isEnabled()).toBe(true);
  const filtered = await until(() => cardNames(page), (names) => names.length > 0 && names.join() !== twoPages.join());
  for (const card of await cards(page).all()) expect(await card.getByRole('list', { name: 'Positions' }).textContent()).toMatch(/Prop/);
  expect(filtered.length).toBeLessThan(twoPages.length);

  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByTestId('filters-applied').waitFor({ state: 'detached' });
  await until(() => cardNames(page), (names) => names.slice(0, firstPage.length).join() === firstPage.join());
});

test('a free recruiter gets preview results, locked advanced filters and the upgrade prompt on Contact', async () => {
  const page = await pageAs(DEMO.recruiterFree);
  await page.goto(`${base}/recruiter/search`);
  await page.getByTestId('preview-alert').waitFor();
  await cards(page).first().waitFor();
  // The server cut every card to the preview.
  expect(await cards(page).count()).toBe(await page.locator('[data-testid="player-card"][data-preview]').count());

  const panel = await openFilters(page);
  expect(await panel.getByLabel('Graduation Year').isDisabled()).toBe(true);
  expect(await panel.getByLabel('Format').isDisabled()).toBe(true);
  await panel.getByRole('button', { name: 'Upgrade to unlock' }).click();
  const upgrade = page.getByTestId('upgrade-dialog');
  await upgrade.getByRole('heading', { name: 'Upgrade to Recruiter Plan' }).waitFor();
  await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
  await upgrade.waitFor({ state: 'detached' });

  // Load More and the basic filters work in the preview too.
  const firstPage = await cardNames(page);
  await page.getByRole('button', { name: 'Load More Players' }).click();
  const twoPages = await until(() => cardNames(page), (names) => names.length > firstPage.length);
  expect(twoPages.slice(0, firstPage.length)).toEqual(firstPage);
  await panel.getByLabel('Position').selectOption('Wing');
  await visibleText(page, '1 filters applied').waitFor();
  await until(() => cardNames(page), (names) => names.length > 0 && names.join() !== twoPages.join());
  // The preview shows 2 positions: a wing listed third hides behind "+N more".
  for (const card of await cards(page).all()) expect(await card.getByRole('list', { name: 'Positions' }).textContent()).toMatch(/Wing|\+\d+ more/);

  await cards(page).first().getByRole('button', { name: /^Contact / }).click();
  await upgrade.getByRole('heading', { name: 'Upgrade to Recruiter Plan' }).waitFor();
  expect(await page.getByTestId('contact-request-dialog').count()).toBe(0);
  await upgrade.getByRole('link', { name: 'View all plans' }).click();
  await page.waitForURL(`${base}/pricing`);
});

/** Picks Suva on the union panel and waits for its organisations. */
async function openSuva(page: Page): Promise<void> {
  await page.goto(`${base}/clubs`);
  await page.getByRole('heading', { name: 'Find Rugby Clubs & Teams' }).waitFor();
  await page.getByRole('heading', { name: 'Choose Your Rugby Union' }).waitFor();
  await page.getByTestId('union-picker').getByRole('button', { name: 'Suva', exact: true }).click();
  await page.getByRole('heading', { name: 'Suva Union' }).waitFor();
  await page.getByTestId('organization-card').first().waitFor();
}

const showing = async (page: Page): Promise<[number, number]> => {
  const text = (await page.getByTestId('organizations-footer').textContent()) ?? '';
  const m = /^Showing (\d+) of (\d+) organizations$/.exec(text.trim());
  if (!m) throw new Error(`Unexpected footer: ${text}`);
  return [Number(m[1]), Number(m[2])];
};

test('the clubs directory lists a union’s organisations, with the preview for visitors and players', async () => {
  // A signed-out visitor: the preview, then a union, a refinement and the way back.
  let page = await pageAs(null);
  await openSuva(page);
  await page.getByTestId('clubs-preview-banner').waitFor();
  const [shown, total] = await showing(page);
  expect(shown).toBe(await page.getByTestId('organization-card').count());
  expect(shown).toBe(total);
  const card = page.getByTestId('organization-card').first();
  expect(await card.getByRole('button', { name: 'Email' }).isDisabled()).toBe(true);
  await card.getByText('Contact details available to premium users').waitFor();

  await page.getByLabel('Organization Type').selectOption({ label: 'Rugby Clubs' });
  const [clubs, sameTotal] = await until(() => showing(page), ([n]) => n < total);
  expect(sameTotal).toBe(total);
  expect(clubs).toBeGreaterThan(0);
  for (const c of await page.getByTestId('organization-card').all()) await c.getByText('Rugby Club', { exact: true }).waitFor();

  await page.getByRole('button', { name: '← Back to Union Selection' }).click();
  await page.getByRole('heading', { name: 'Choose Your Rugby Union' }).waitFor();
  expect(await page.getByTestId('organization-card').count()).toBe(0);

  // A player gets the preview too; a club gets the full cards with working contact links.
  page = await pageAs(null);
  await signUp(page.context().request, 'player');
  await openSuva(page);
  await page.getByTestId('clubs-preview-banner').waitFor();

  page = await pageAs(DEMO.club);
  await openSuva(page);
  expect(await page.getByTestId('clubs-preview-banner').count()).toBe(0);
  const email = page.getByTestId('organization-card').getByRole('link', { name: /^Email / }).first();
  expect(await email.getAttribute('href')).toMatch(/^mailto:.+@/);
});

test('a recruiter sends a contact request from a profile and the player approves it', async () => {
  const playerApi = await apiClient();
  const recruiter = await pageAs(DEMO.recruiterPaid);
  await signIn(playerApi, DEMO.playerPaid);
  const playerId = await ownPlayerId(playerApi);
  const message = `Bula! We would like you at our trials (${Date.now()}).`;

  await recruiter.goto(`${base}/player/${playerId}`);
  const name = ((await recruiter.getByTestId('player-name').textContent()) ?? '').replace('Verified', '').trim();
  await recruiter.getByRole('button', { name: 'Contact', exact: true }).click();
  const dialog = recruiter.getByTestId('contact-request-dialog');
  await dialog.getByRole('heading', { name: `Contact ${name}` }).waitFor();
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await dialog.getByText('Please enter a message for your contact request').waitFor();
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expectToast(recruiter, 'Contact request sent', `Your message has been sent to ${name}`);
  await dialog.waitFor({ state: 'detached' });

  const player = await pageAs(DEMO.playerPaid);
  await player.goto(`${base}/contact-requests`);
  await player.getByRole('tab', { name: /^Received \(\d+\)$/ }).waitFor();
  const received = player.getByTestId('contact-request-card').filter({ hasText: message });
  await received.getByText('wants to contact you').waitFor();
  await received.getByRole('button', { name: 'Approve' }).click();
  await expectToast(player, 'Request Updated', 'Contact request approved successfully.');
  await until(() => received.getAttribute('data-status'), 'approved');
  expect(await received.getByRole('button', { name: 'Approve' }).count()).toBe(0);

  await recruiter.goto(`${base}/recruiter/contacts`);
  await recruiter.getByTestId('contact-stats').waitFor();
  const sent = recruiter.getByTestId('recruiter-contact-card').filter({ hasText: message });
  await until(() => sent.getAttribute('data-status'), 'approved');
  expect(await sent.textContent()).toContain(name);
  await sent.getByRole('link', { name: 'Send Message' }).waitFor();
  expect(await sent.getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
});

test('a recruiter creates a watchlist, adds a player from the profile, exports it and deletes it', async () => {
  const player = await signUpPlayerWithProfile(await apiClient(), 'Semi');
  const page = await pageAs(DEMO.recruiterPaid);
  const list = `Back three ${Date.now()}`;

  await page.goto(`${base}/recruiter/watchlists`);
  await page.getByRole('heading', { name: 'My Watchlists' }).waitFor();
  await page.getByRole('button', { name: 'Create Watchlist' }).click();
  const create = page.getByRole('dialog', { name: 'Create Watchlist' });
  await create.getByRole('button', { name: 'Create Watchlist' }).click();
  await create.getByText('Watchlist name is required').waitFor();
  await create.getByLabel('Watchlist Name').fill(list);
  await create.getByRole('button', { name: 'Create Watchlist' }).click();
  await expectToast(page, 'Watchlist created');
  const card = page.getByTestId('watchlist-card').filter({ hasText: list });
  await until(() => card.getByTestId('watchlist-player-count').textContent(), '0 players');

  await page.goto(`${base}/player/${player.playerId}`);
  await page.getByRole('button', { name: 'Add to Watchlist' }).click();
  const add = page.getByTestId('add-to-watchlist-dialog');
  await add.getByRole('radio', { name: `${list} (0)` }).check();
  await add.getByRole('button', { name: 'Add to Watchlist' }).click();
  await expectToast(page, 'Player added', 'Player has been added to your watchlist.');

  await page.goto(`${base}/recruiter/watchlists`);
  await until(() => card.getByTestId('watchlist-player-count').textContent(), (t) => /^1 player\b/.test(t ?? ''));
  await card.getByRole('button', { name: `Actions for ${list}` }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  // The browser runs as a server of its own (global-setup): read the file through playwright.
  const csv = (await buffer(await download.createReadStream())).toString('utf8');
  expect(csv.split(/\r?\n/)[0]).toMatch(/^\uFEFF?Name,/);
  expect(csv).toContain(player.fullName);

  await card.getByRole('button', { name: `Actions for ${list}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Watchlist' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Watchlist deleted');
  await card.waitFor({ state: 'detached' });
});

test('a free recruiter opening a profile gets the server-built preview and the upgrade prompt; a paid one sees it all', async () => {
  const api = await apiClient();
  await signUp(api, 'player', 'Preview');
  const tail = 'and finishes every season as the top tackler in the whole of the Western division.';
  const bio = `Explosive loose forward from Ba who reads the breakdown early, carries hard over the gain line ${tail}`;
  const { id } = await expectOk<{ id: string }>(
    await api.post(`${base}/api/players`, { data: { ...PROFILE, positions: ['Openside Flanker', 'Number 8', 'Lock'], bio } }),
    'create profile',
  );

  const free = await pageAs(DEMO.recruiterFree);
  await free.goto(`${base}/player/${id}`);
  const notice = free.getByTestId('profile-preview-notice');
  await notice.waitFor();
  await visibleText(free, /Explosive loose forward from Ba/).waitFor();
  const text = await free.locator('main').innerText();
  expect(text).not.toContain(tail); // the bio was cut by the server
  expect(text).not.toContain(PROFILE.contactEmail);
  await notice.getByRole('button', { name: 'Upgrade Now' }).click();
  await free.getByTestId('upgrade-dialog').waitFor();

  const paid = await pageAs(DEMO.recruiterPaid);
  await paid.goto(`${base}/player/${id}`);
  await visibleText(paid, /top tackler in the whole of the Western division/).waitFor();
  expect(await paid.getByTestId('profile-preview-notice').count()).toBe(0);
});
