/**
 * What every browser suite sets up the same way: the shared browser (global-setup's), the two widths
 * each journey runs at, and a fresh context per page, closed (with the API clients) after each test.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser } from '../browser';
import { disposeApiClients } from './accounts';

/** A phone first, then a laptop: `describe.each(WIDTHS)` / `test.each(WIDTHS)`. */
export const WIDTHS = [
  ['360 px', { width: 360, height: 740 }],
  ['1280 px', { width: 1280, height: 800 }],
] as const;

export type Viewport = { width: number; height: number };

export interface SuiteBrowser {
  /** The browser (for a suite that opens contexts its own way). */
  browser(): Browser;
  /**
   * A page of a fresh context at `viewport`, in Fiji's time zone (the viewer's zone times are shown in),
   * with axe-core injectable (the test's context bypasses the site's CSP; the site's own is unchanged).
   */
  newPage(viewport: Viewport, options?: BrowserContextOptions): Promise<Page>;
  /** Closes `context` with the others after the test. */
  track(context: BrowserContext): BrowserContext;
}

/** Registers the suite's hooks; call once at the top of a suite file. */
export function useSuiteBrowser(): SuiteBrowser {
  let browser: Browser | undefined;
  const opened: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((c) => c.close()));
    await disposeApiClients();
  });
  const track = (context: BrowserContext) => {
    opened.push(context);
    return context;
  };
  return {
    browser: () => browser!,
    track,
    async newPage(viewport, options = {}) {
      const context = track(await browser!.newContext({ viewport, timezoneId: 'Pacific/Fiji', bypassCSP: true, ...options }));
      context.setDefaultTimeout(15_000);
      return context.newPage();
    },
  };
}
