/**
 * The player area in a real browser on a 360 px phone (issue 3): onboarding create then edit, the
 * profile picture, a video upload with its progress bar, achievements, follow/unfollow by a club,
 * a recruiter's interest level, and the image lightbox / video viewer. Each test signs up its own
 * player, so the tests share no data and may run in any order.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { apiClient, DEMO, disposeApiClients, expectOk, signIn, signUp, signUpPlayerWithProfile, type PlayerAccount } from './support/accounts';
import { mp4Bytes, pngBytes } from './support/media';
import { siteUrl } from './support/run-state';
import { expectToast, phonePage, RETRY_RESET_GET, until, visibleText } from './support/ui';

const base = siteUrl();
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

beforeEach(async () => {
  ({ context, page } = await phonePage(browser));
});
afterEach(async () => {
  await context.close();
  await disposeApiClients();
});

/** A player with a public profile, signed up on its own API client (not the browser's session). */
async function otherPlayer(): Promise<PlayerAccount> {
  return signUpPlayerWithProfile(await apiClient(), 'Waisea');
}

test('a new player creates a profile (a missing field is named), then edits it', async () => {
  await signUp(context.request, 'player', 'Josaia');
  await page.goto(`${base}/player/onboarding`);
  await page.getByRole('heading', { name: 'Create Your Player Profile' }).waitFor();

  await page.getByLabel('Date of birth').fill('2003-04-11');
  await page.getByLabel('Height (cm)').fill('181');
  await page.getByLabel('Weight (kg)').fill('96');
  await page.getByLabel('Dominant side').selectOption('right');
  await page.getByRole('checkbox', { name: 'Hooker', exact: true }).check();
  await page.getByRole('checkbox', { name: '15s', exact: true }).check();
  await page.getByLabel('School').fill('Suva Grammar School');
  await page.getByLabel('Province').selectOption('Rewa');
  await page.getByLabel('Contact email').fill('josaia@e2e.example.fj');
  // Contact phone left empty: the form names it and sends nothing.
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await visibleText(page, 'Phone number is required').waitFor();
  expect(page.url()).toBe(`${base}/player/onboarding`);

  await page.getByLabel('Contact phone').fill('+679 701 2345');
  await page.getByRole('button', { name: 'Create Profile' }).click();
  await expectToast(page, 'Player profile created successfully!');
  await page.waitForURL(`${base}/`);

  await page.goto(`${base}/player/onboarding`);
  await page.getByRole('heading', { name: 'Edit Player Profile' }).waitFor();
  // The saved profile fills the form.
  expect(await page.getByLabel('School').inputValue()).toBe('Suva Grammar School');
  expect(await page.getByRole('checkbox', { name: 'Hooker', exact: true }).isChecked()).toBe(true);
  await page.getByLabel('School').fill('Marist Brothers High School');
  await page.getByRole('checkbox', { name: 'Lock', exact: true }).check();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Player profile updated successfully!');
  await page.waitForURL(`${base}/`);

  await page.goto(`${base}/player/me`);
  const header = page.getByTestId('player-details');
  await header.waitFor();
  expect(await header.textContent()).toContain('Marist Brothers High School');
  expect(await header.textContent()).toContain('Rewa');
  expect(await page.getByTestId('player-positions').textContent()).toMatch(/Hooker.*Lock/);
  expect(await page.getByTestId('stat-height').textContent()).toBe('181 cm');
});

test('a player changes the profile picture and the header shows the new one', async () => {
  await signUpPlayerWithProfile(context.request);
  await page.goto(`${base}/player/me`);
  await page.getByRole('button', { name: 'Change Picture' }).waitFor();
  const picture = page.getByTestId('profile-picture');
  expect(await picture.count()).toBe(0);

  const chooser = page.getByTestId('profile-picture-input');
  await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngBytes({ r: 200, g: 30, b: 40 }) });
  await expectToast(page, 'Profile picture updated');
  await picture.waitFor();
  const first = await picture.getAttribute('src');
  expect(first).toMatch(/\/pictures\/.+\.webp$/);

  await chooser.setInputFiles({ name: 'me-again.png', mimeType: 'image/png', buffer: await pngBytes({ r: 20, g: 90, b: 200 }) });
  await expectToast(page, 'Profile picture updated');
  await until(() => picture.getAttribute('src'), (v) => v !== first);
  // The new file is really served (decoded by the browser), not just a changed URL.
  await until(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true);
});

test('a player uploads a video with a progress bar and submits it as a highlight', async () => {
  await signUpPlayerWithProfile(context.request);
  await page.goto(`${base}/upload`);
  await page.getByRole('heading', { name: 'Upload Highlight' }).waitFor();
  const submit = page.getByRole('button', { name: 'Submit Highlight' });

  const clip = await mp4Bytes();
  await page.getByLabel('Choose File').setInputFiles({ name: 'try-vs-marist.mp4', mimeType: 'video/mp4', buffer: clip });
  await visibleText(page, 'try-vs-marist.mp4').waitFor();
  expect(await submit.isDisabled()).toBe(true);

  // A slow uplink (as on a phone) so the bar has steps to show between 0 and 100.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: clip.length });
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  const seen = new Set<number>();
  await page.getByRole('button', { name: 'Upload File' }).click();
  await bar.waitFor();
  await until(
    async () => {
      const now = Number(await bar.getAttribute('aria-valuenow'));
      if (!Number.isNaN(now)) seen.add(Math.round(now));
      return now;
    },
    100,
    { interval: 30, timeout: 20_000 },
  );
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  expect([...seen].some((v) => v > 0 && v < 100)).toBe(true);
  expect(await page.getByTestId('upload-progress-percent').textContent()).toBe('100%');
  await expectToast(page, 'Upload Complete');

  await page.getByLabel('Title').fill('Try vs Marist');
  await page.getByLabel('Competition').fill('Deans Trophy');
  await page.getByRole('checkbox', { name: 'Try', exact: true }).check();
  await submit.click();
  await expectToast(page, 'Highlight uploaded successfully!');
  await page.waitForURL(`${base}/player/me`);
  const tile = page.getByTestId('highlight-tile').filter({ hasText: 'Try vs Marist' });
  await tile.waitFor();
  expect(await tile.textContent()).toContain('Deans Trophy');
  expect(await page.getByTestId('stat-highlights').textContent()).toBe('1');
});

test('a player adds, edits and deletes an achievement', async () => {
  await signUpPlayerWithProfile(context.request);
  await page.goto(`${base}/player/me`);
  const card = page.getByTestId('achievements-card');
  await card.getByText('No achievements yet').waitFor();

  await card.getByRole('button', { name: 'Add Achievement' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Achievement' });
  await dialog.getByLabel('Title').fill('Deans Trophy finalist');
  await dialog.getByLabel('Year').fill('2019');
  await dialog.getByLabel('Type').selectOption({ label: 'Captaincy / Leadership' });
  await dialog.getByRole('button', { name: 'Add Achievement' }).click();
  await expectToast(page, 'Achievement added successfully');
  let item = card.getByTestId('achievement-item').filter({ hasText: 'Deans Trophy finalist' });
  await item.waitFor();
  expect(await item.textContent()).toMatch(/2019.*Captaincy \/ Leadership/);

  await card.getByRole('button', { name: 'Edit Deans Trophy finalist' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Achievement' });
  expect(await dialog.getByLabel('Title').inputValue()).toBe('Deans Trophy finalist');
  await dialog.getByLabel('Title').fill('Deans Trophy champion');
  await dialog.getByLabel('Type').selectOption({ label: 'Tournament Achievement' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Achievement updated successfully');
  item = card.getByTestId('achievement-item').filter({ hasText: 'Deans Trophy champion' });
  await item.waitFor();
  expect(await item.textContent()).toContain('Tournament Achievement');
  expect(await card.getByText('Deans Trophy finalist').count()).toBe(0);

  await card.getByRole('button', { name: 'Delete Deans Trophy champion' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Achievement' }).click();
  await expectToast(page, 'Achievement deleted successfully');
  await card.getByText('No achievements yet').waitFor();
});

test('a club follows and unfollows a player from the public profile', async () => {
  const player = await otherPlayer();
  await signIn(context.request, DEMO.club);
  await page.goto(`${base}/player/${player.playerId}`);
  const followers = page.getByTestId('followers-count');
  await until(() => followers.textContent(), '0');

  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expectToast(page, 'Following player', `You are now following ${player.fullName}`);
  await page.getByRole('button', { name: 'Unfollow' }).waitFor();
  await until(() => followers.textContent(), '1');

  // The server kept it.
  await page.reload();
  await page.getByRole('button', { name: 'Unfollow' }).click();
  await expectToast(page, 'Unfollowed player');
  await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
  await until(() => followers.textContent(), '0');
});

test('a recruiter marks interest in a player, changes the level and removes it', async () => {
  const player = await otherPlayer();
  await signIn(context.request, DEMO.recruiterPaid);
  await page.goto(`${base}/player/${player.playerId}`);
  const card = page.getByTestId('interest-card');
  const levels = card.getByRole('group', { name: 'Your interest in this player' });
  const level = (name: string) => levels.getByRole('button', { name, exact: true });
  const listed = card.getByRole('list', { name: 'Interested recruiters' });
  await card.getByText('No recruiter interest yet.').waitFor();

  await level('Interested').click();
  await until(() => level('Interested').getAttribute('aria-pressed'), 'true');
  await listed.getByText('Interested', { exact: true }).waitFor();

  await level('Very Interested').click();
  await until(() => level('Very Interested').getAttribute('aria-pressed'), 'true');
  expect(await level('Interested').getAttribute('aria-pressed')).toBe('false');
  await listed.getByText('Very Interested', { exact: true }).waitFor();
  expect(await listed.getByRole('listitem').count()).toBe(1);

  // Stored on the server: a reload shows the same level; the same level clicked again removes it.
  await page.reload();
  await until(() => level('Very Interested').getAttribute('aria-pressed'), 'true');
  await level('Very Interested').click();
  await card.getByText('No recruiter interest yet.').waitFor();
  // The list and the viewer's own level are two answers; the second may arrive a moment later.
  await until(() => level('Very Interested').getAttribute('aria-pressed'), 'false');
});

/** Uploads a clip through the API and waits until its job made the playable file. */
async function videoHighlight(api: APIRequestContext, playerId: string, title: string): Promise<void> {
  const target = await expectOk<{ uploadURL: string; objectPath: string }>(await api.post(`${base}/api/objects/upload`), 'upload URL');
  await expectOk(await api.put(`${base}${target.uploadURL}`, { headers: { 'content-type': 'video/mp4' }, data: await mp4Bytes() }), 'upload');
  await expectOk(
    await api.post(`${base}/api/highlights`, { data: { title, contentType: 'video', filePath: target.objectPath, privacy: 'public', tags: [] } }),
    'create highlight',
  );
  await until(
    async () => {
      const list = await expectOk<Array<{ title: string; status: string }>>(await api.get(`${base}/api/highlights/player/${playerId}`), 'highlights');
      return list.find((h) => h.title === title)?.status;
    },
    'ready',
    { timeout: 40_000, interval: 500 },
  );
}

const bodyOverflow = (p: Page) => p.evaluate(() => getComputedStyle(document.body).overflow);
const scrollY = (p: Page) => p.evaluate(() => window.scrollY);

test('the picture lightbox and the video viewer close on Escape and on a click outside, and lock page scroll', async () => {
  const player = await signUpPlayerWithProfile(context.request);
  await expectOk(
    await context.request.post(`${base}/api/players/profile-picture`, {
      multipart: { profilePicture: { name: 'me.png', mimeType: 'image/png', buffer: await pngBytes({ r: 0, g: 120, b: 60 }, 600) } },
    }),
    'profile picture',
  );
  await videoHighlight(context.request, player.playerId, 'Sevens line break');
  await page.goto(`${base}/player/me`);

  const viewer = page.getByTestId('media-viewer');
  const openers = [
    page.getByRole('button', { name: `View ${player.fullName}'s profile picture` }),
    page.getByTestId('highlight-tile').getByRole('button', { name: 'Play Sevens line break' }),
  ];
  for (const opener of openers) {
    for (const close of ['Escape', 'click outside'] as const) {
      expect(await bodyOverflow(page)).not.toBe('hidden');
      await opener.click();
      await viewer.waitFor();
      expect(await bodyOverflow(page)).toBe('hidden');
      // The page behind does not move under the wheel.
      const before = await scrollY(page);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
      expect(await scrollY(page)).toBe(before);
      if (close === 'Escape') await page.keyboard.press('Escape');
      // The dark backdrop around the centred media: the bottom-left corner of the 360x740 screen.
      else await page.mouse.click(3, 736);
      await viewer.waitFor({ state: 'detached' });
      await until(() => bodyOverflow(page), (v) => v !== 'hidden');
    }
  }
  // Unlocked again: the page scrolls (it is longer than the phone screen).
  const top = await scrollY(page);
  await page.mouse.wheel(0, 600);
  await until(() => scrollY(page), (y) => y > top);

  // The viewers show the real media: the lightbox a decoded picture, the video viewer the playable clip.
  await openers[0].click();
  const picture = viewer.getByRole('img');
  await until(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), true);
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  await openers[1].click();
  // Nothing loads before Play (video.e2e.ts plays it); the 360p MP4 behind it is served with ranges.
  const src = await viewer.locator('video').getAttribute('data-fallback-src');
  expect(src).toBeTruthy();
  const clip = await context.request.get(new URL(src!, base).toString(), { ...RETRY_RESET_GET, headers: { range: 'bytes=0-99' } });
  expect(clip.status()).toBe(206);
  expect(clip.headers()['content-type']).toMatch(/^video\/mp4/);
});
