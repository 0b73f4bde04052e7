/**
 * Accessibility checks for the browser suites (docs/accessibility.md): an axe-core 4 audit of the page as
 * it is on screen, and keyboard helpers (Tab to a control, focus visible, focus back on a trigger).
 *
 * The site's Content-Security-Policy stays as served: a context made with auditContext() bypasses it,
 * so the test can inject axe-core's script into the page. A suite adds a screen or a dialog with one
 * call, `await auditPage(page, 'checkout dialog')`, which fails on any critical or serious violation
 * and prints the moderate and minor ones.
 */
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail a test; the others are printed. */
export const FAILING_IMPACTS = ['critical', 'serious'] as const;

export interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}
export interface AuditFinding extends AxeViolation {
  /** Where it was found: the audit's label and the page's path. */
  label: string;
  path: string;
}

/**
 * Whether `root` (the page's root element, or a dialog) is wider than what shows of it, or sticks out of the
 * viewport, and if so the deepest elements past its visible right edge: a phone user would have to pan to
 * read them. Null when it fits.
 */
function overflowOf(root: Locator): Promise<string | null> {
  return root.evaluate((el) => {
    const width = document.documentElement.clientWidth;
    const r = el.getBoundingClientRect();
    if (r.left >= 0 && r.right <= width + 1 && el.scrollWidth <= el.clientWidth + 1) return null;
    const edge = Math.min(width, r.left + el.clientWidth);
    const out = [...el.querySelectorAll('*')].filter((d) => {
      const b = d.getBoundingClientRect();
      return b.width > 0 && b.right > edge + 1 && ![...d.children].some((c) => c.getBoundingClientRect().right > edge + 1);
    });
    const describe = (d: Element) => `${d.tagName.toLowerCase()}${d.id ? `#${d.id}` : ''} "${(d.textContent ?? '').trim().slice(0, 40)}" (right edge ${Math.round(d.getBoundingClientRect().right)} px)`;
    return `${el.scrollWidth} px wide in ${width}: ${out.slice(0, 4).map(describe).join('; ')}`;
  });
}

/** Whether the screen scrolls sideways (overflowOf the page's root element), asked twice. */
export async function sideScroll(page: Page): Promise<string | null> {
  const root = page.locator('html');
  // A layout that is wider only for a moment (something sliding in) is not one a user pans: ask twice.
  if ((await overflowOf(root)) === null) return null;
  await page.waitForTimeout(400);
  return overflowOf(root);
}

/** A context whose pages can take axe-core despite the site's CSP; the test's own, not the site's. */
export async function auditContext(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  context.setDefaultTimeout(15_000);
  return context;
}

/** Texts a screen shows while it loads its data ("Loading...", "Loading watchlists...", "Loading profile"). */
const LOADING_TEXT = /^\s*Loading\b[^]{0,40}$/i;

/**
 * Waits until the screen has loaded its data: the app has replaced the prerendered landing (index.html's, shown
 * at '/' until the app's code runs, even to someone signed in), a main landmark is present and, twice in a row
 * 150 ms apart, no loading text, busy region or spinner is on screen.
 */
export async function waitForScreen(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    (source) => {
      const loading = new RegExp(source, 'i');
      const w = window as unknown as { __a11yQuietSince?: number };
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const busy =
        !document.querySelector('main') ||
        !!document.querySelector('#root > [data-prerendered]') ||
        [...document.querySelectorAll('[aria-busy="true"], [role="status"] .animate-spin, .animate-pulse')].some(visible) ||
        [...document.querySelectorAll('body *')].some(
          (el) => el.childElementCount === 0 && loading.test(el.textContent ?? '') && visible(el),
        );
      if (busy) {
        delete w.__a11yQuietSince;
        return false;
      }
      w.__a11yQuietSince ??= Date.now();
      return Date.now() - w.__a11yQuietSince >= 150;
    },
    LOADING_TEXT.source,
    { timeout, polling: 50 },
  );
  await page.evaluate(() => delete (window as unknown as { __a11yQuietSince?: number }).__a11yQuietSince);
}

/**
 * Runs axe-core on the page (or inside `scope`, a CSS selector) and returns every violation, labelled.
 * All of axe's rules but the experimental ones run: WCAG 2.x A and AA, and the best practices (landmarks,
 * heading order).
 */
export async function runAxe(page: Page, label: string, scope?: string): Promise<AuditFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return result.violations;
  }, scope);
  const path = new URL(page.url()).pathname;
  return (violations as AxeViolation[]).map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    helpUrl: v.helpUrl,
    nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 200), failureSummary: n.failureSummary })),
    label,
    path,
  }));
}

export const isFailing = (f: AxeViolation): boolean => (FAILING_IMPACTS as readonly string[]).includes(f.impact ?? '');

/** One finding per line: impact, rule, where, and the first elements it hit. */
export function describeFindings(findings: AuditFinding[]): string {
  return findings
    .map((f) => {
      const nodes = f.nodes.slice(0, 3).map((n) => `    ${n.target.join(' ')}  ${n.html}`);
      const more = f.nodes.length > 3 ? [`    … and ${f.nodes.length - 3} more`] : [];
      return [`[${f.impact}] ${f.id} (${f.help}) at ${f.label} ${f.path}`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

/**
 * Audits the page as it is now, after waiting for its data: throws on any critical or serious
 * violation, prints the moderate and minor ones. `scope` limits the audit to a part (e.g. a dialog).
 */
export async function auditPage(page: Page, label: string, { scope, wait = true }: { scope?: string; wait?: boolean } = {}): Promise<AuditFinding[]> {
  if (wait) await waitForScreen(page);
  const findings = await runAxe(page, label, scope);
  const failing = findings.filter(isFailing);
  const other = findings.filter((f) => !isFailing(f));
  if (other.length) console.log(`axe, not failing:\n${describeFindings(other)}`);
  if (failing.length) throw new Error(`axe: ${failing.length} critical or serious violation(s)\n${describeFindings(failing)}`);
  return findings;
}

/** Audits an open dialog: the whole page, with the dialog on top (its backdrop hides the rest from axe too). */
export async function auditDialog(page: Page, dialog: Locator, label: string): Promise<AuditFinding[]> {
  await dialog.waitFor();
  // Let the opening animation end, so colours are read at full opacity.
  await page.waitForTimeout(250);
  // Fixed on screen, a dialog never widens the page: it must fit the viewport itself, without a sideways scroll inside.
  const overflow = await overflowOf(dialog);
  if (overflow) throw new Error(`${label}: the dialog does not fit the screen: ${overflow}`);
  return auditPage(page, `${label} (dialog open)`, { wait: false });
}

/** A description of the focused element, for messages. */
const focusedDescription = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(nothing: body)';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${name}`;
  });

/**
 * Throws unless the focused element matches :focus-visible (keyboard focus) and looks different from
 * its unfocused self: outline, ring (box-shadow), border or background. For a visually hidden control
 * (a file input under its styled label) its labels are what must change. Transitions are switched off
 * in the test's page first, so the look is read as it ends, not mid-way.
 */
export async function expectFocusVisible(page: Page): Promise<void> {
  const problem = await page.evaluate(() => {
    if (!document.getElementById('a11y-no-transitions')) {
      const style = document.createElement('style');
      style.id = 'a11y-no-transitions';
      style.textContent = '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }';
      document.head.append(style);
    }
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing is focused';
    // A date or time input's focus sits in one of its parts (day, month, year), which the browser
    // highlights itself; the input then matches neither :focus nor :focus-visible in Chromium.
    if (el instanceof HTMLInputElement && ['date', 'time', 'datetime-local', 'month', 'week'].includes(el.type)) return null;
    if (!el.matches(':focus-visible')) return 'the focused element does not match :focus-visible';
    const box = el.getBoundingClientRect();
    const labels = [...((el as HTMLInputElement).labels ?? [])];
    const shown = box.width <= 1 || box.height <= 1 ? labels : [el, ...labels];
    if (shown.length === 0) return 'it is not visible and has no label';
    const look = (t: Element) => {
      const s = getComputedStyle(t);
      return [s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}`, s.boxShadow, s.borderColor, s.backgroundColor].join(' | ');
    };
    const focused = shown.map(look);
    // The unfocused look: a copy of each, put first in its parent for a moment (so no focus, and no
    // `.peer:focus-visible ~` rule, reaches it; the page's focus is left alone), read, then removed.
    const unfocused = shown.map((t) => {
      const copy = t.cloneNode(true) as Element;
      copy.removeAttribute('id');
      t.parentElement!.insertBefore(copy, t.parentElement!.firstChild);
      const value = look(copy);
      copy.remove();
      return value;
    });
    if (focused.some((f, i) => f !== unfocused[i])) return null;
    return `it looks the same focused and unfocused (${focused[0]})`;
  });
  if (problem) throw new Error(`Focus not visible on ${await focusedDescription(page)}: ${problem}`);
}

/**
 * Presses Tab (or Shift+Tab when `backwards`) until `target` has focus, checking that every stop on
 * the way shows its focus (wrapping past the page's end as a browser does); throws after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // Past the last stop the browser moves focus out of the page (nothing focused); the next Tab wraps to the first.
    if (await page.evaluate(() => !document.activeElement || document.activeElement === document.body)) continue;
    await expectFocusVisible(page);
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
  }
  throw new Error(`Tab never reached the target after ${max} presses; focus is on ${await focusedDescription(page)}`);
}

/** Throws unless `target` (e.g. the button that opened a closed dialog) has focus. */
export async function expectFocusOn(page: Page, target: Locator, what = 'the target'): Promise<void> {
  const ok = await page
    .waitForFunction((el) => el === document.activeElement, await target.elementHandle(), { timeout: 2000 })
    .then(() => true)
    .catch(() => false);
  if (!ok) throw new Error(`Focus is not on ${what}: it is on ${await focusedDescription(page)}`);
}

/**
 * The dialog keyboard round trip every dialog journey starts with: Tab to the trigger, open it with
 * Enter, close it with Escape, and check focus is back (visibly) on the trigger.
 */
export async function openAndEscape(page: Page, trigger: Locator, dialog: Locator, what: string): Promise<void> {
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await expectFocusOn(page, trigger, what);
  await expectFocusVisible(page);
}
