/**
 * Accessibility (docs/accessibility.md): an axe-core 4 audit of every route of the route tables, as each
 * role that can open it, at 360 px and 1280 px, once the screen has loaded its data; the upgrade, contact
 * request, share and watchlist dialogs audited open; and keyboard-only journeys (a contact request and an
 * upload) with focus visible at every stop and returned to the trigger when a dialog closes. Any critical
 * or serious violation fails; moderate and minor ones are printed.
 *
 * The routes come from the code: the shell's own paths (router.tsx, public-pages.ts) and each remote's
 * route table as the built remote exports it (loaded in the page through the Module Federation runtime,
 * for every area of AREAS). ACCESS says who opens each route; a route missing from it fails the test.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AREAS } from '@fiji/contracts';
import { launchBrowser } from './browser';
import { apiClient, disposeApiClients, expectOk, signIn, signUpPlayerWithProfile } from './support/accounts';
import { auditContext, auditDialog, describeFindings, openAndEscape, expectFocusOn, isFailing, runAxe, sideScroll, tabTo, waitForScreen, type AuditFinding } from './support/axe';
import { adminOrigin, isConsolePage } from './support/admin-origin';
import { siteUrl } from './support/run-state';
import { expectToast } from './support/ui';
import { mp4Bytes } from './support/media';

const base = siteUrl();
const SHELL_SRC = join(__dirname, '../src/app');
const WIDTHS = [
  ['360 px', { width: 360, height: 740 }],
  ['1280 px', { width: 1280, height: 800 }],
] as const;

/** Who the audit signs in as (demo accounts: backend/src/database/seed/build-accounts.ts). */
const PEOPLE = {
  visitor: null,
  playerAdult: 'player.paid@demo.fj',
  playerUnder18: 'player.free@demo.fj',
  recruiterFree: 'recruiter.free@demo.fj',
  recruiterPaid: 'recruiter.paid@demo.fj',
  club: 'club@demo.fj',
  union: 'union@demo.fj',
  coach: 'coach@demo.fj',
  agent: 'agent@demo.fj',
  mentor: 'mentor@demo.fj',
  admin: 'admin@demo.fj',
} as const;
type Person = keyof typeof PEOPLE;

const SIGNED_IN = (Object.keys(PEOPLE) as Person[]).filter((p) => p !== 'visitor');
const EVERYONE = Object.keys(PEOPLE) as Person[];
const PLAYERS: Person[] = ['playerAdult', 'playerUnder18'];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const RECRUITING: Person[] = ['recruiterFree', 'recruiterPaid', 'club', 'union', 'coach', 'agent'];

/** Ids the parameterised routes are opened with, read from the API before the sweep. */
interface Sample {
  /** A public profile of a seeded player none of the audited accounts owns. */
  playerId: string;
  /** A watchlist of each person who has one. */
  watchlistOf: Partial<Record<Person, string>>;
  /** A listed mentor (GET /api/mentors). */
  mentorId: string;
}

interface Access {
  /** Who opens the route: each gets the screen meant for them (not an access-denied note). */
  who: readonly Person[];
  /** The URL to open, for a route with parameters (per person where it differs). */
  url?: (person: Person, sample: Sample) => string | undefined;
}

/**
 * Every route of the route tables, and who can open it. A route added to a route table (the shell's or a
 * remote's) without an entry here fails 'the audit covers every route'.
 */
const ACCESS: Record<string, Access> = {
  // The shell: '/' is the landing page signed out and each role's dashboard signed in.
  '/': { who: EVERYONE },
  '/demo-login': { who: ['visitor'] },
  '/signin': { who: ['visitor'] },
  '/signup': { who: ['visitor'] },
  '/profile': { who: SIGNED_IN },
  '/how-it-works': { who: ['visitor'] },
  '/pricing': { who: ['visitor'] },
  '/find-talent': { who: ['visitor'] },
  '/help': { who: ['visitor'] },
  '/privacy': { who: ['visitor'] },
  '/terms': { who: ['visitor'] },
  '/contact': { who: ['visitor'] },
  '/beta-feedback': { who: ['visitor'] },
  '/features': { who: ['visitor'] },
  '/success-stories': { who: ['visitor'] },
  '/schools': { who: ['visitor'] },
  '/recruiters': { who: ['visitor'] },
  '/blog': { who: ['visitor'] },
  '*': { who: ['visitor'], url: () => '/no-such-page' },
  // Billing (shell pages). The linked pages are opened with an id or token that does not exist, so the
  // audit sees their "not found / expired" state; their live states are audited where they are made real:
  // accessibility-linked-pages.e2e.ts (seat invite, moderation decision, guardian approval) and the journeys.
  '/account/billing': { who: SIGNED_IN.filter((p) => p !== 'admin') },
  '/billing/checkout/:checkoutId': { who: ['recruiterFree'], url: () => `/billing/checkout/${UNKNOWN_ID}` },
  '/billing/guardian/thanks': { who: ['visitor'] },
  '/billing/guardian/:token': { who: ['visitor'], url: () => '/billing/guardian/unknown-token' },
  '/billing/seats/accept/:token': { who: ['recruiterFree'], url: () => '/billing/seats/accept/unknown-token' },
  // Moderation: a decision about one's own content (an id that does not exist shows the not-found state).
  '/account/moderation/:caseId': { who: ['playerAdult'], url: () => `/account/moderation/${UNKNOWN_ID}` },
  // The mailed appeal link opens signed out (an unknown token shows the not-found state).
  '/moderation/appeal/:token': { who: ['visitor'], url: () => '/moderation/appeal/unknown-token' },
  // mf-player
  '/player/onboarding': { who: PLAYERS },
  '/player/:id': { who: SIGNED_IN, url: (_p, s) => `/player/${s.playerId}` },
  '/player': { who: PLAYERS },
  '/upload': { who: PLAYERS },
  // mf-recruiting
  '/recruiter/search': { who: ['recruiterFree', 'recruiterPaid', 'admin'] },
  '/club/search': { who: ['club', 'admin'] },
  '/union/search': { who: ['union', 'admin'] },
  '/coach/search': { who: ['coach', 'admin'] },
  '/agent/search': { who: ['agent', 'admin'] },
  '/mentor/search': { who: ['mentor'] },
  '/recruiter/watchlists': { who: ['recruiterFree', 'recruiterPaid', 'admin'] },
  '/recruiter/watchlists/:id': {
    who: ['recruiterFree', 'recruiterPaid', 'admin'],
    url: (p, s) => (s.watchlistOf[p] ? `/recruiter/watchlists/${s.watchlistOf[p]}` : undefined),
  },
  '/recruiter/contacts': { who: [...RECRUITING, 'admin'] },
  '/contact-requests': { who: SIGNED_IN },
  '/clubs': { who: EVERYONE },
  // mf-mentoring
  '/mentoring': { who: EVERYONE },
  '/mentoring/profile': { who: ['mentor'] },
  '/mentoring/:mentorId/book': { who: PLAYERS, url: () => `/mentoring/${UNKNOWN_ID}/book?start=2030-01-07T06:00:00.000Z&duration=60` },
  '/mentoring/sessions': { who: SIGNED_IN },
  '/mentoring/earnings': { who: ['mentor'] },
  '/mentoring/guardian/:token': { who: ['visitor'], url: () => '/mentoring/guardian/unknown-token' },
  // Progress together (docs/mentoring.md): the linked pages open with an id that does not exist (their not-found state).
  '/mentoring/ama': { who: ['visitor', 'playerAdult', 'recruiterPaid', 'mentor', 'admin'] },
  '/mentoring/feedback': { who: ['playerAdult', 'playerUnder18', 'mentor'] },
  '/mentoring/feedback/:id': { who: ['playerAdult'], url: () => `/mentoring/feedback/${UNKNOWN_ID}` },
  '/mentoring/progress': { who: ['playerAdult', 'playerUnder18', 'mentor'] },
  '/mentoring/progress/:relationshipId': { who: ['playerAdult'], url: () => `/mentoring/progress/${UNKNOWN_ID}` },
  '/mentoring/resources': { who: ['playerAdult', 'playerUnder18', 'mentor'] },
  // Public: every kind of viewer (a player under 18 sees the verified-mentor rule when booking; a recruiter and the admin may look).
  '/mentoring/:mentorId': { who: ['visitor', 'playerAdult', 'playerUnder18', 'recruiterPaid', 'mentor', 'admin'], url: (_p, s) => `/mentoring/${s.mentorId}` },
  // mf-admin
  '/admin': { who: ['admin'] },
  '/admin/verifications': { who: ['admin'] },
  '/admin/users': { who: ['admin'] },
  '/admin/audit': { who: ['admin'] },
  '/admin/analytics': { who: ['admin'] },
  '/admin/jobs': { who: ['admin'] },
  '/admin/moderation': { who: ['admin'] },
};

/** The shell's own paths: '/', the sign-in, account and billing pages (router.tsx), the public pages that exist, and the 404 page. */
function shellRoutes(): string[] {
  const router = readFileSync(join(SHELL_SRC, 'router.tsx'), 'utf8');
  const own = [...router.matchAll(/\{ path: '([A-Za-z0-9/:-]+)', element:/g)].map((m) => `/${m[1]}`);
  const list = /PUBLIC_PAGE_ROUTES = \[([^\]]*)\]/.exec(readFileSync(join(SHELL_SRC, 'public-pages.ts'), 'utf8'))?.[1] ?? '';
  const pages = [...list.matchAll(/'([a-z0-9-]+)'/g)].map((m) => m[1]!).filter((name) => existsSync(join(SHELL_SRC, 'pages/public', `${name}.tsx`)));
  if (own.length < 4 || pages.length === 0) throw new Error('could not read the shell route table');
  return ['/', ...own, ...pages.map((name) => `/${name}`), '*'];
}

/** Each remote's route paths, as its built `./routes` exports them, loaded in `page` by the shell's MF runtime. */
async function remoteRoutes(page: Page): Promise<Record<string, string[]>> {
  // An area page registers the remote list with the runtime.
  await page.goto(`${base}/clubs`);
  await waitForScreen(page);
  return page.evaluate(async (remotes) => {
    type Instance = { loadRemote(id: string): Promise<{ default: { routes: { path: string }[] } }> };
    const instances = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } }).__FEDERATION__.__INSTANCES__;
    const out: Record<string, string[]> = {};
    for (const remote of remotes) {
      const mod = await instances[0]!.loadRemote(`${remote}/routes`);
      out[remote] = mod.default.routes.map((r) => r.path);
    }
    return out;
  }, AREAS.map((a) => a.remote));
}

let browser: Browser;
const opened: BrowserContext[] = [];
let sample: Sample;
let routes: string[];
/** Watchlists made for the audit, deleted after it. */
const madeLists: { person: Person; id: string }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await apiClient();
  await signIn(api, PEOPLE.recruiterPaid);
  const found = await expectOk<{ results: { id: string; user: { fullName: string } }[] }>(await api.get(`${base}/api/search`), 'search');
  const demoPlayers = ['Taniela Waqanivere', 'Apisai Nakalevu'];
  const other = found.results.find((p) => !demoPlayers.includes(p.user.fullName));
  if (!other) throw new Error('no seeded player to open');
  const watchlistOf: Sample['watchlistOf'] = {};
  for (const person of ['recruiterFree', 'recruiterPaid', 'admin'] as const) {
    const who = await apiClient();
    await signIn(who, PEOPLE[person]);
    const lists = await expectOk<{ id: string }[]>(await who.get(`${base}/api/watchlists`), 'watchlists');
    // Someone with no watchlist gets one for the audit (deleted afterwards), so the detail screen is seen by each.
    const list = lists[0] ?? (await expectOk<{ id: string }>(await who.post(`${base}/api/watchlists`, { data: { name: 'Accessibility audit' } }), 'create watchlist'));
    if (!lists[0]) madeLists.push({ person, id: list.id });
    watchlistOf[person] = list.id;
  }
  const mentors = await expectOk<{ results: { id: string }[] }>(await api.get(`${base}/api/mentors`), 'mentors');
  if (!mentors.results[0]) throw new Error('no listed mentor to open');
  sample = { playerId: other.id, watchlistOf, mentorId: mentors.results[0].id };

  const context = await auditContext(browser, WIDTHS[0][1]);
  opened.push(context);
  const remote = await remoteRoutes(await context.newPage());
  routes = [...shellRoutes(), ...Object.values(remote).flat()];
  await disposeApiClients();
}, 60_000);
afterAll(async () => {
  for (const { person, id } of madeLists.splice(0)) {
    const who = await apiClient();
    await signIn(who, PEOPLE[person]!);
    await who.delete(`${base}/api/watchlists/${id}`);
  }
  await disposeApiClients();
  await Promise.all(opened.splice(0).map((c) => c.close()));
  await browser?.close();
});

test('the audit covers every route of the route tables, and only those', () => {
  expect(routes.filter((r) => !ACCESS[r])).toEqual([]);
  expect(Object.keys(ACCESS).filter((r) => !routes.includes(r))).toEqual([]);
  // Each area's prefixes are all in use by its routes (a prefix with no route would go unaudited).
  for (const area of AREAS) for (const prefix of area.prefixes) expect([prefix, routes.some((r) => r === prefix || r.startsWith(`${prefix}/`))]).toEqual([prefix, true]);
});

/**
 * Goes to `path` inside the page (the router's own navigation, no reload), as a click on a link would, and
 * waits for the new screen: the router keeps the old one on screen until the new one's code has loaded,
 * so the URL alone does not say the screen changed. Its text changing does (a screen showing the same
 * text as the one before is given 3 s).
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate(() => document.querySelector('main')?.innerText ?? '');
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL(`${new URL(page.url()).origin}${path}`);
  await page
    .waitForFunction((text) => (document.querySelector('main')?.innerText ?? '') !== text, before, { timeout: 3000 })
    .catch(() => undefined);
}

/**
 * Every route `person` can open, each at both widths, in one context signed in once; returns what axe found
 * and adds each screen that scrolls sideways to `wide`.
 */
async function sweep(person: Person, audited: string[], wide: string[]): Promise<AuditFinding[]> {
  const context = await auditContext(browser, WIDTHS[0][1]);
  opened.push(context);
  const email = PEOPLE[person];
  if (email) await signIn(context.request, email);
  const page = await context.newPage();
  const found: AuditFinding[] = [];
  let first = true;
  for (const route of routes) {
    const access = ACCESS[route];
    if (!access?.who.includes(person)) continue;
    const path = access.url ? access.url(person, sample) : route;
    if (!path) continue;
    // The first screen loads the site; the rest are reached inside it, as a user clicking through would.
    // The console's pages (/admin and below) live on the admin origin: the main site's link redirects there,
    // and leaving the console is a page load of the main site again.
    const origin = new URL(page.url()).origin;
    if (first || isConsolePage(path) !== (origin === adminOrigin())) {
      await page.goto(`${base}${path}`);
      if (isConsolePage(path)) expect(new URL(page.url()).origin).toBe(adminOrigin());
    } else await navigateInApp(page, path);
    first = false;
    for (const [label, viewport] of WIDTHS) {
      await page.setViewportSize(viewport);
      await waitForScreen(page);
      found.push(...(await runAxe(page, `${person} ${label}`)));
      audited.push(`${route} ${person} ${label}`);
      const scrolls = await sideScroll(page);
      if (scrolls) wide.push(`${path} as ${person} at ${label}: ${scrolls}`);
    }
    await page.setViewportSize(WIDTHS[0][1]);
  }
  await context.close();
  return found;
}

/** How many people are swept at once (each in its own context of the one browser). */
const CONCURRENCY = Number(process.env.A11Y_CONCURRENCY ?? 2);

test('every route × role × width: no critical or serious violation (moderate and minor ones are printed), no sideways scroll', async () => {
  const started = Date.now();
  const queue = [...(Object.keys(PEOPLE) as Person[])];
  const audited: string[] = [];
  const findings: AuditFinding[] = [];
  const wide: string[] = [];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let person = queue.shift(); person; person = queue.shift()) findings.push(...(await sweep(person, audited, wide)));
    }),
  );
  // Every person in ACCESS was audited on at least one screen (a missing sample id would skip silently).
  for (const [route, access] of Object.entries(ACCESS))
    for (const person of access.who) expect([route, person, audited.some((a) => a.startsWith(`${route} ${person} `))]).toEqual([route, person, true]);
  console.log(`axe audited ${audited.length} screens (route × role × width) in ${Math.round((Date.now() - started) / 1000)} s`);
  const other = findings.filter((f) => !isFailing(f));
  if (other.length) console.log(`axe, not failing:\n${describeFindings(other)}`);
  const failing = findings.filter(isFailing);
  if (failing.length) throw new Error(`axe: ${failing.length} critical or serious violation(s)\n${describeFindings(failing)}`);
  // A phone user pans sideways to read a screen wider than the viewport (WCAG 1.4.10 Reflow, at 320 CSS px).
  expect(wide).toEqual([]);
}, 600_000);

/** A page at `viewport` signed in as `person`. */
async function pageAs(person: Person, viewport: { width: number; height: number }): Promise<Page> {
  const context = await auditContext(browser, viewport);
  opened.push(context);
  const email = PEOPLE[person];
  if (email) await signIn(context.request, email);
  return context.newPage();
}

describe.each(WIDTHS)('dialogs open, at %s', (label, viewport) => {
  afterEach(disposeApiClients);

  test('share', async () => {
    const page = await pageAs('visitor', viewport);
    await page.goto(`${base}/`);
    await waitForScreen(page);
    await page.getByRole('button', { name: 'Invite a friend' }).click();
    await auditDialog(page, page.getByRole('dialog'), `share ${label}`);
  });

  test('upgrade, for a free recruiter on a profile', async () => {
    const page = await pageAs('recruiterFree', viewport);
    await page.goto(`${base}/player/${sample.playerId}`);
    await waitForScreen(page);
    await page.getByTestId('contact-button').click();
    await auditDialog(page, page.getByTestId('upgrade-dialog'), `upgrade ${label}`);
  });

  test('contact request and add to watchlist, for a paid recruiter on a profile', async () => {
    const page = await pageAs('recruiterPaid', viewport);
    await page.goto(`${base}/player/${sample.playerId}`);
    await waitForScreen(page);
    await page.getByTestId('contact-button').click();
    const contact = page.getByTestId('contact-request-dialog');
    await auditDialog(page, contact, `contact request ${label}`);
    await page.keyboard.press('Escape');
    await contact.waitFor({ state: 'detached' });
    await page.getByTestId('watchlist-button').click();
    await auditDialog(page, page.getByTestId('add-to-watchlist-dialog'), `watchlist ${label}`);
  });
});

describe('keyboard alone, at 360 px', () => {
  afterEach(disposeApiClients);

  test('a contact request: Tab to Contact, Escape returns focus, then write and send it; focus back on the trigger', async () => {
    const player = await signUpPlayerWithProfile(await apiClient(), 'Keyboard');
    const page = await pageAs('recruiterPaid', WIDTHS[0][1]);
    await page.goto(`${base}/player/${player.playerId}`);
    await waitForScreen(page);
    const trigger = page.getByTestId('contact-button');
    const dialog = page.getByTestId('contact-request-dialog');

    await openAndEscape(page, trigger, dialog, 'the Contact button');

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, dialog.getByLabel('Message'));
    await page.keyboard.type(`Bula ${player.firstName}, come to our trials (${Date.now()}).`);
    await tabTo(page, dialog.getByRole('button', { name: 'Send Request' }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusOn(page, trigger, 'the Contact button');
    await expectToast(page, 'Contact request sent');
  });

  test('an upload: choose the file, upload it, fill the details and submit with the keyboard', async () => {
    const page = await pageAs('visitor', WIDTHS[0][1]);
    // Listening before the page loads: the browser intercepts the file picker only once a listener exists,
    // and that switch is asynchronous, so a listener added together with the key press could lose the race.
    const chooserOpened = page.waitForEvent('filechooser', { timeout: 60_000 });
    chooserOpened.catch(() => undefined); // awaited below; a step failing before then must not leave it unhandled
    await signUpPlayerWithProfile(page.context().request);
    await page.goto(`${base}/upload`);
    await waitForScreen(page);

    await tabTo(page, page.getByLabel('Choose File'));
    await page.keyboard.press('Space');
    const chooser = await chooserOpened;
    // The system's file picker is outside the page; the test answers it as the user would.
    await chooser.setFiles({ name: 'keyboard-try.mp4', mimeType: 'video/mp4', buffer: await mp4Bytes() });
    await tabTo(page, page.getByRole('button', { name: 'Upload File' }));
    await page.keyboard.press('Enter');
    await expectToast(page, 'Upload Complete');

    await tabTo(page, page.locator('#highlight-title'), { max: 80 });
    await page.keyboard.type('Keyboard try');
    await tabTo(page, page.getByRole('checkbox', { name: 'Try', exact: true }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Submit Highlight' }));
    await page.keyboard.press('Enter');
    await expectToast(page, 'Highlight uploaded successfully!');
    await page.waitForURL(`${base}/player/me`);
  });
});
