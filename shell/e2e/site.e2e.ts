/**
 * Site-wide journeys in a real browser on a 360 px phone viewport: landing, demo login for every demo account,
 * role navigation, sign-up, 404, a remote that is down, logout and the 401 rule.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, demoLogin, PHONE } from './browser';
import { siteUrl } from './support/run-state';

// The site global-setup booted (the admin console on its own origin, port + 1).
const site = { url: siteUrl() };
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => browser?.close());

beforeEach(async () => {
  context = await browser.newContext({ viewport: PHONE });
  page = await context.newPage();
});
afterEach(async () => context.close());

/**
 * Opens the mobile menu when the nav links are collapsed behind it and checks that `links` are among
 * them. Polls: a navigation that commits late closes the menu (it is open for the path it was opened on),
 * so it is opened again until the links show or 10 s pass.
 */
async function expectNavLinks(p: Page, links: string[]): Promise<void> {
  const toggle = p.getByRole('button', { name: /menu/i }).first();
  const nav = p.getByRole('navigation', { name: /main/i });
  const shownLinks = async () => (await nav.getByRole('link').allTextContents()).map((t) => t.trim()).filter(Boolean);
  let shown: string[] = [];
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await p.waitForTimeout(200)) {
    // A short timeout: nothing (e.g. a toast) may cover the phone header's menu button.
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click({ timeout: 2000 });
    shown = await shownLinks();
    if (links.every((l) => shown.includes(l))) break;
  }
  expect(shown).toEqual(expect.arrayContaining(links));
}

test('landing page paints from the prerendered HTML and fetches no remote', async () => {
  const html = await (await fetch(`${site.url}/`)).text();
  expect(html).toContain('62');
  expect(html).toMatch(/1,200\+/);
  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    if (/remoteEntry|mf-manifest/.test(r.url())) remoteRequests.push(r.url());
  });
  await page.goto(site.url);
  await page.waitForLoadState('networkidle');
  await expectNavLinks(page, ['Find Talent', 'How it Works', 'Pricing']);
  expect(remoteRequests).toEqual([]);
});

const DEMO: Array<[string, string, string[]]> = [
  ['player.paid@demo.fj', 'player', ['My Profile', 'Upload Highlights', 'Contact Requests', 'Find Local Clubs', 'Find Mentor']],
  ['player.free@demo.fj', 'player', ['My Profile', 'Upload Highlights', 'Contact Requests', 'Find Local Clubs', 'Find Mentor']],
  ['recruiter.paid@demo.fj', 'Local Club/Provincial Union', ['Search Players', 'Watchlists', 'Contact Requests']],
  ['recruiter.free@demo.fj', 'Local Club/Provincial Union', ['Search Players', 'Watchlists', 'Contact Requests']],
  ['mentor@demo.fj', 'mentor', ['Search Players', 'Contact Requests']],
];

test.each(DEMO)('demo login as %s shows the dashboard and the role navigation', async (email, roleText, links) => {
  await demoLogin(page, site.url, email);
  // The toast (Radix also keeps a hidden live-region copy, hence the visible filter).
  await page.getByText('Welcome!', { exact: true }).filter({ visible: true }).first().waitFor();
  await page.getByText(/^Logged in as \S+ \S+/).filter({ visible: true }).first().waitFor();
  await page.getByRole('heading', { name: /Welcome back, / }).waitFor();
  expect(await page.getByText(new RegExp(`You're signed in as a ${roleText}`, 'i')).count()).toBeGreaterThan(0);
  await expectNavLinks(page, links);
});

test('the admin console opens on its own origin inside the shell, with the session', async () => {
  const adminOrigin = new URL(site.url);
  adminOrigin.port = String(Number(adminOrigin.port) + 1);
  const fromAdminOrigin: string[] = [];
  page.on('response', (r) => {
    if (r.url().startsWith(adminOrigin.origin) && r.ok()) fromAdminOrigin.push(r.url());
  });
  await demoLogin(page, site.url, 'admin@demo.fj');
  await expectNavLinks(page, ['Admin Dashboard', 'User Management', 'Verifications']);
  await page.goto(`${site.url}/admin`);
  await page.getByRole('heading', { name: 'Admin Management Console' }).waitFor();
  expect(page.url()).toBe(`${adminOrigin.origin}/admin`); // the main site's /admin redirects to the console's origin
  expect(fromAdminOrigin.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);
  // The current route is highlighted in the navigation.
  const toggle = page.getByRole('button', { name: /menu/i }).first();
  if (await toggle.isVisible()) await toggle.click();
  const current = page.getByRole('navigation', { name: /main/i }).locator('[aria-current="page"]');
  expect((await current.first().textContent())?.trim()).toBe('Admin Dashboard');
});

test('a visitor signs up as a player and lands signed in', async () => {
  await page.goto(`${site.url}/signup`);
  await page.getByLabel('First name').fill('Mosese');
  await page.getByLabel('Last name').fill('Vakacegu');
  await page.getByLabel('Email').fill(`mosese.${Date.now()}@example.fj`);
  await page.getByLabel('Password', { exact: true }).fill('Kaivata2026!');
  await page.getByLabel('Role').selectOption('player');
  await page.getByLabel('Date of birth').fill('2000-03-14');
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await page.getByRole('heading', { name: 'Welcome back, Mosese!' }).waitFor();
});

test('a 15-year-old is refused at sign-up with the reason', async () => {
  const dob = new Date();
  dob.setFullYear(dob.getFullYear() - 15);
  await page.goto(`${site.url}/signup`);
  await page.getByLabel('First name').fill('Sami');
  await page.getByLabel('Last name').fill('Tora');
  await page.getByLabel('Email').fill(`sami.${Date.now()}@example.fj`);
  await page.getByLabel('Password', { exact: true }).fill('Kaivata2026!');
  await page.getByLabel('Role').selectOption('player');
  await page.getByLabel('Date of birth').fill(dob.toISOString().slice(0, 10));
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  await page.getByText(/at least 16/).first().waitFor();
  expect(page.url()).toContain('/signup');
});

test('an unknown path shows the 404 page', async () => {
  await page.goto(`${site.url}/no-such-page`);
  await page.getByText('404 Page Not Found').waitFor();
});

test('a remote that is down shows a fallback with Retry and the rest of the site keeps working', async () => {
  await demoLogin(page, site.url, 'recruiter.paid@demo.fj');
  let down = true;
  await page.route(/\/remotes\/mf-player\//, (route) => (down ? route.abort() : route.continue()));
  await page.goto(`${site.url}/player/me`);
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  // Header and other areas still work.
  await expectNavLinks(page, ['Search Players']);
  await page.goto(`${site.url}/pricing`);
  await page.getByRole('heading', { name: /pricing|plans/i }).first().waitFor();
  // The remote comes back: Retry loads it in place, without a page reload.
  await page.goto(`${site.url}/player/me`);
  await page.getByRole('button', { name: 'Retry' }).waitFor();
  down = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('button', { name: 'Retry' }).waitFor({ state: 'detached' });
  expect(await page.getByText("couldn't load").count()).toBe(0);
});

test('logout ends the session on the server', async () => {
  await demoLogin(page, site.url, 'player.paid@demo.fj');
  const cookies = await context.cookies();
  const toggle = page.getByRole('button', { name: /account|user menu/i }).first();
  await toggle.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL(`${site.url}/`);
  await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
  // The old cookie no longer opens a session.
  const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await fetch(`${site.url}/api/auth/user`, { headers: { cookie: cookieHeader } });
  expect(res.status).toBe(401);
});

test('a signed-in page without a session shows "Unauthorized" and goes to /demo-login', async () => {
  await page.goto(`${site.url}/profile`);
  await page.getByText('Unauthorized').first().waitFor();
  await page.waitForURL(`${site.url}/demo-login`);
});
