/** Page-level helpers shared by the browser suites. */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { PHONE } from '../browser';

/** A fresh context (own cookies) with one page on the 360 px phone viewport. */
export async function phonePage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE });
  // Fail an action within 15 s rather than the test's 60 s: the message then names the step.
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/**
 * Waits for a toast holding every one of `texts` (title, description) and closes it, so it covers no
 * button at the bottom of the phone screen for the next 5 s. Radix also renders a hidden live-region
 * copy of each toast: only the visible one counts.
 */
export async function expectToast(page: Page, ...texts: string[]): Promise<void> {
  let toast = page.locator('li[data-state="open"]').filter({ visible: true });
  for (const text of texts) toast = toast.filter({ hasText: text });
  const shown = toast.last();
  try {
    await shown.waitFor();
  } catch (error) {
    // Name what was on screen instead: usually an error toast that explains the failure.
    const onScreen = await page.locator('li[data-state]').allTextContents();
    throw new Error(`No toast with ${JSON.stringify(texts)}; toasts: ${JSON.stringify(onScreen)} at ${page.url()}`, { cause: error });
  }
  // Housekeeping only: the toast may already have timed out.
  await shown
    .getByRole('button', { name: 'Close' })
    .click({ timeout: 2000 })
    .catch(() => undefined);
}

/** The visible element with this text (skips hidden copies such as a toast's live region). */
export function visibleText(scope: Page | Locator, text: string | RegExp): Locator {
  return scope.getByText(text, { exact: typeof text === 'string' }).filter({ visible: true }).first();
}

/**
 * Reads `read` until it returns `expected` (or satisfies it, when a predicate), and returns that value;
 * throws with the last value read when `timeout` passes first.
 */
export async function until<T>(
  read: () => Promise<T>,
  expected: T | ((value: T) => boolean),
  { timeout = 15_000, interval = 100 }: { timeout?: number; interval?: number } = {},
): Promise<T> {
  const ok = typeof expected === 'function' ? (expected as (value: T) => boolean) : (value: T) => value === expected;
  const deadline = Date.now() + timeout;
  let last: T;
  for (;;) {
    last = await read();
    if (ok(last)) return last;
    if (Date.now() > deadline) {
      const wanted = typeof expected === 'function' ? 'the expected value' : JSON.stringify(expected);
      throw new Error(`Still ${JSON.stringify(last)} after ${timeout} ms, waiting for ${wanted}`);
    }
    await new Promise((r) => setTimeout(r, interval));
  }
}

/**
 * Options for a test's own API GET (`context.request.get`): retried on ECONNRESET. The site closes a
 * keep-alive connection idle for 5 s; a request written on it at that very moment is reset before the
 * server reads it, which browsers retry on their own and Playwright's request client only when asked.
 */
export const RETRY_RESET_GET = { maxRetries: 2 } as const;
