/**
 * Layout across widths: the suites walk journeys on a 360 px phone; these check the frame at desktop
 * width (1280 px) as well as on phones: a remote's stylesheet never changes the shell's header, and the
 * floating Beta Feedback button never covers the page's content and sits inside a landmark.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoLogin, launchBrowser } from './browser';
import { siteUrl } from './support/run-state';

const site = { url: siteUrl() };
const DESKTOP = { width: 1280, height: 800 };
const PHONE_390 = { width: 390, height: 844 };
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());
afterEach(async () => context?.close());

async function open(viewport: { width: number; height: number }): Promise<Page> {
  context = await browser.newContext({ viewport });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  return page;
}

/** The header's links and the user's name are on screen (not collapsed behind the phone menu button). */
async function expectDesktopHeader(p: Page, links: string[], name: string): Promise<void> {
  const nav = p.getByRole('navigation', { name: 'Main' });
  for (const label of links) {
    expect([label, await nav.getByRole('link', { name: label, exact: true }).first().isVisible()]).toEqual([label, true]);
  }
  expect(await nav.getByText(name, { exact: true }).first().isVisible()).toBe(true);
  // The phone menu button is for narrow screens only.
  expect(await nav.getByRole('button', { name: /menu/i }).isVisible()).toBe(false);
}

test('1280 px: a player’s header keeps its links and name after the player area’s stylesheet loads', async () => {
  const p = await open(DESKTOP);
  await demoLogin(p, site.url, 'player.paid@demo.fj');
  const links = ['My Profile', 'Upload Highlights', 'Contact Requests', 'Find Local Clubs', 'Find Mentor'];
  const name = 'Taniela Waqanivere';
  // The dashboard's player cards bring the player remote and its stylesheet a moment later.
  await p.getByRole('heading', { name: 'Upload Image/Video' }).first().waitFor();
  await p.waitForFunction(() => [...document.styleSheets].some((s) => s.href?.includes('/remotes/mf-player/')));
  await p.waitForTimeout(2000);
  await expectDesktopHeader(p, links, name);

  await p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Profile' }).click();
  await p.waitForURL(`${site.url}/player/me`);
  await p.getByRole('heading', { level: 1 }).first().waitFor();
  await p.waitForTimeout(2000);
  await expectDesktopHeader(p, links, name);

  // Loaded directly, too (the remote's stylesheet then lands while the page is first drawn).
  await p.goto(`${site.url}/player/me`);
  await p.getByRole('heading', { level: 1 }).first().waitFor();
  await p.waitForTimeout(2000);
  await expectDesktopHeader(p, links, name);
});

/** The floating Beta Feedback button (not the footer's link of the same name), marked for the locator below. */
const FEEDBACK = '[data-e2e="feedback-button"]';
async function markFeedbackButton(p: Page): Promise<void> {
  const found = await p.evaluate(() => {
    const button = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === 'Beta Feedback' && !a.closest('li'));
    button?.setAttribute('data-e2e', 'feedback-button');
    return !!button;
  });
  expect(found).toBe(true);
}

/**
 * The page's content (headings, links, buttons, text) the Beta Feedback button overlaps in the current
 * viewport, as "tag: text" strings. Controls count by their box; text blocks by the lines of their text (a
 * full-width paragraph with centred text, such as the footer's copyright line, is not covered at its empty ends).
 */
async function coveredByFeedbackButton(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const button = document.querySelector('[data-e2e="feedback-button"]');
    if (!button) throw new Error('no Beta Feedback button');
    const b = button.getBoundingClientRect();
    const covered: string[] = [];
    const TEXT_BLOCKS = new Set(['H1', 'H2', 'H3', 'H4', 'P', 'LI', 'LABEL']);
    const boxesOf = (el: Element): DOMRect[] => {
      if (!TEXT_BLOCKS.has(el.tagName)) return [el.getBoundingClientRect()];
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()];
    };
    for (const el of document.querySelectorAll('main h1, main h2, main h3, main h4, main a, main button, main p, main li, main label, main input, footer a, footer p, footer h2, footer h3')) {
      if (el === button || button.contains(el) || el.contains(button)) continue;
      const overlaps = boxesOf(el).some(
        (r) => r.width > 0 && r.height > 0 && r.left < b.right && b.left < r.right && r.top < b.bottom && b.top < r.bottom,
      );
      if (overlaps) covered.push(`${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
    }
    return covered;
  });
}

/** Whether the button sits inside a landmark (main, header, footer, nav, aside, or a role naming one). */
async function feedbackLandmark(p: Page): Promise<string | null> {
  return p.evaluate(() => {
    const button = document.querySelector('[data-e2e="feedback-button"]');
    const landmark = button?.closest('main, header, footer, nav, aside, [role="main"], [role="banner"], [role="contentinfo"], [role="navigation"], [role="complementary"], [role="region"][aria-label]');
    return landmark ? landmark.tagName.toLowerCase() : null;
  });
}

test.each([
  ['390 px', PHONE_390],
  ['1280 px', DESKTOP],
])('%s: the Beta Feedback button covers none of the mentor dashboard, at the top and at the bottom', async (_label, viewport) => {
  const p = await open(viewport);
  await demoLogin(p, site.url, 'mentor@demo.fj');
  await p.getByText('Featured Players').first().waitFor();
  await p.waitForTimeout(1000);
  await markFeedbackButton(p);
  expect(await coveredByFeedbackButton(p)).toEqual([]);
  await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await p.waitForTimeout(300);
  expect(await coveredByFeedbackButton(p)).toEqual([]);
  expect(await feedbackLandmark(p)).not.toBeNull();
  // Still one tap away.
  await p.locator(FEEDBACK).click();
  await p.waitForURL(`${site.url}/beta-feedback`);
});

/** Two pages the button floats beside at wide screens: the mentor dashboard, and a player's long profile page. */
const WIDE_PAGES = [
  ['the mentor dashboard', 'mentor@demo.fj', '/', 'Featured Players'],
  ['a player’s own profile (/player/me)', 'player.paid@demo.fj', '/player/me', 'Highlights'],
] as const;

describe.each([
  ['1600 px', { width: 1600, height: 900 }],
  ['1920 px', { width: 1920, height: 1080 }],
])('%s, where the Beta Feedback button floats', (_label, viewport) => {
  test.each(WIDE_PAGES)('it covers none of %s, at the top and at the bottom', async (_page, email, path, marker) => {
    const p = await open(viewport);
    await demoLogin(p, site.url, email);
    if (path !== '/') {
      await p.goto(`${site.url}${path}`);
      await p.getByRole('heading', { level: 1 }).first().waitFor();
    }
    await p.getByText(marker).first().waitFor();
    await p.waitForTimeout(1000);
    await markFeedbackButton(p);
    // The floating case (fixed in the margin), not the in-flow one below 1600 px.
    expect(await p.locator(FEEDBACK).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(await coveredByFeedbackButton(p)).toEqual([]);
    await p.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await p.waitForTimeout(300);
    expect(await coveredByFeedbackButton(p)).toEqual([]);
    expect(await feedbackLandmark(p)).not.toBeNull();
  });
});
