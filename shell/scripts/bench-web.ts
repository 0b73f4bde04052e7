/**
 * `npm run bench:web`: what a phone downloads, against the budgets below. Loads the built site in chromium
 * and prints, in gzip bytes, the JS requested before the landing page has painted and loaded (the app's
 * code comes after, at idle: scripts/prerender.mjs) and whether any remote was fetched; the total JS of a
 * signed-in dashboard and how many remoteEntry files sit on its path; then opens a player profile as a
 * paid recruiter over an emulated slow mobile link: its API requests and the time until every section
 * shows. One verdict per budget; exits 1 when one fails. Not part of `npm test` (timings vary with the
 * machine). Why each budget holds: docs/performance.md.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser, demoLogin, PHONE } from '../e2e/browser';
import { startSite } from '../e2e/server';

const KiB = 1024;
const BUDGET = { landingJs: 100 * KiB, dashboardJs: 200 * KiB, dashboardRemoteEntries: 1, profileMs: 1000, profileApiCalls: 3 };

interface Load { js: Array<{ url: string; gzip: number; wire: number }>; remoteFetches: string[] }

async function record(page: Page, action: () => Promise<void>): Promise<Load> {
  const load: Load = { js: [], remoteFetches: [] };
  const pending: Promise<void>[] = [];
  const onResponse = (res: Response) => {
    const url = res.url();
    if (/mf-manifest\.json|remoteEntry/.test(url)) load.remoteFetches.push(url);
    if (url.endsWith('.js')) {
      // gzip of the body (the budget's unit) and the bytes actually sent (brotli when precompressed).
      pending.push(
        Promise.all([res.body(), res.headerValue('content-length')])
          .then(([b, len]) => { load.js.push({ url, gzip: gzipSync(b).length, wire: Number(len ?? b.length) }); })
          .catch(() => undefined),
      );
    }
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return load;
}

/**
 * When the landing page painted and finished loading, and when each script was requested (Resource
 * Timing, ms from navigation start): a script requested before the load event is on the first render's
 * path; the app's bundle, started by the boot gate at idle after load, is not.
 */
async function landingTimeline(page: Page): Promise<{ fcp: number | null; loadEnd: number; scripts: Record<string, number> }> {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const scripts: Record<string, number> = {};
    for (const r of performance.getEntriesByType('resource')) if (new URL(r.name).pathname.endsWith('.js')) scripts[r.name] = r.startTime;
    return { fcp, loadEnd: nav.loadEventEnd, scripts };
  });
}

/** A phone on a slow mobile link: 300 ms round trip, 1.6 Mbps down, 750 kbps up. */
const SLOW_LINK = { offline: false, latency: 300, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/**
 * Opens a profile from the dashboard as an in-app navigation (its code already loaded by an earlier visit,
 * so only data is timed) and waits until every section shows: the API calls it made and the time.
 */
async function profileOpen(page: Page, baseUrl: string): Promise<{ apiCalls: string[]; other: string[]; ms: number }> {
  const search = (await (await page.context().request.get(`${baseUrl}/api/search?limit=1`)).json()) as { results: Array<{ id: string }> };
  const path = `/player/${search.results[0]!.id}`;
  await page.goto(baseUrl + path);
  await page.waitForLoadState('networkidle');
  await page.goto(baseUrl);
  await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
  // The dashboard settled: its other areas' entries load once the browser is idle (area-dashboard-cards.tsx),
  // as they have long before a person taps a player.
  await page.waitForLoadState('networkidle');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  const apiCalls: string[] = [];
  const other: string[] = [];
  // Data calls only: the highlight posters are images, loaded lazily.
  const onRequest = (r: { url(): string; method(): string }) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.includes('/media/')) apiCalls.push(`${r.method()} ${url.pathname}`);
    else other.push(`${r.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  // What each data call weighs on the wire (gzip from the server), for the listing.
  const sizes: Promise<void>[] = [];
  const onResponse = (res: Response) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/') || url.pathname.includes('/media/')) return;
    sizes.push(res.headerValue('content-length').then((len) => {
      const i = apiCalls.indexOf(`${res.request().method()} ${url.pathname}`);
      if (i >= 0) apiCalls[i] += `  (${len === null ? 'chunked' : `${(Number(len) / KiB).toFixed(1)} KiB`}, ${res.status()})`;
    }).catch(() => undefined));
  };
  page.on('response', onResponse);
  const t0 = Date.now();
  const pageT0 = await page.evaluate(() => performance.now());
  await page.evaluate((to) => { history.pushState({}, '', to); dispatchEvent(new PopStateEvent('popstate')); }, path);
  // Checked on every animation frame in the page: Playwright's own waits poll up to 500 ms apart, which
  // would time the poll, not the page.
  const shown: string[] = [];
  const section = async (name: string, selector: string, text?: string) => {
    await page.waitForFunction(
      ([sel, re]) => { const el = document.querySelector(sel); return !!el && (!re || new RegExp(re).test(el.textContent ?? '')); },
      [selector, text ?? ''] as const,
      { polling: 'raf' },
    );
    shown.push(`${name} at ${Date.now() - t0} ms`);
  };
  await Promise.all([
    section('followers count', '[data-testid="followers-count"]', '\\d'),
    section('profile views', '[data-testid="profile-views-total"]'),
    section('highlights', '[data-testid="highlights-card"]'),
  ]);
  const ms = Date.now() - t0;
  // When each request of the open started and ended, and its bytes on the wire (0: from the cache).
  const timeline = await page.evaluate((from) => performance.getEntriesByType('resource')
    .filter((r) => r.startTime >= from)
    .map((r) => {
      const t = r as PerformanceResourceTiming;
      return `${Math.round(t.startTime - from).toString().padStart(5)} → ${Math.round(t.responseEnd - from).toString().padStart(5)} ms  ${String(t.transferSize).padStart(7)} B  ${new URL(t.name).pathname}`;
    }), pageT0);
  other.splice(0, other.length, ...timeline, ...shown.map((x) => `shown: ${x}`));
  page.off('request', onRequest);
  page.off('response', onResponse);
  await Promise.all(sizes);
  return { apiCalls, other, ms };
}

const sum = (l: Load) => l.js.reduce((n, f) => n + f.gzip, 0);
const wire = (l: Load) => l.js.reduce((n, f) => n + f.wire, 0);
const kib = (n: number) => `${(n / KiB).toFixed(1)} KiB`;

async function main() {
  const site = await startSite(Number(process.env.BENCH_PORT ?? 3870));
  const browser = await launchBrowser();
  let failed = false;
  try {
    const html = await (await fetch(site.url)).text();
    const prerendered = /62/.test(html) && /1,200\+/.test(html);

    const page = await (await browser.newContext({ viewport: PHONE })).newPage();
    // JS before first render = the scripts the HTML references and their synchronous imports, i.e. what
    // loads before DOMContentLoaded + the shell's start-up; networkidle captures all of it on the landing.
    const landing = await record(page, async () => { await page.goto(site.url); });
    // The app takes over the prerendered markup (at idle): it must still arrive, and with it every script.
    await page.waitForFunction(() => !document.querySelector('#root > [data-prerendered]') && !!document.querySelector('#root > *'));
    await page.waitForLoadState('networkidle');
    const timeline = await landingTimeline(page);
    const beforeRender = (f: { url: string }) => (timeline.scripts[f.url] ?? 0) < timeline.loadEnd;
    const landingFirst: Load = { js: landing.js.filter(beforeRender), remoteFetches: [] };
    const landingJs = sum(landingFirst);
    const landingLater = landing.js.filter((f) => !beforeRender(f)).reduce((n, f) => n + f.gzip, 0);

    const page2 = await (await browser.newContext({ viewport: PHONE })).newPage();
    await demoLogin(page2, site.url, 'player.paid@demo.fj');
    // Only the reload is measured: nothing of the sign-in's own page may still be arriving.
    await page2.waitForLoadState('networkidle');
    const dashboard = await record(page2, async () => { await page2.reload(); });
    const dashboardJs = sum(dashboard);
    // Distinct files: the runtime may preload an entry and then run it, two responses for one download.
    const entries = [...new Set(dashboard.remoteFetches.filter((u) => /remoteEntry/.test(u)))];

    const page3 = await (await browser.newContext({ viewport: PHONE })).newPage();
    await demoLogin(page3, site.url, 'recruiter.paid@demo.fj');
    const profile = await profileOpen(page3, site.url);

    const rows: Array<[string, string, string, boolean]> = [
      ['landing HTML carries the visible content', String(prerendered), 'true', prerendered],
      ['landing JS before first render (gzip)', kib(landingJs), `<= ${kib(BUDGET.landingJs)}`, landingJs <= BUDGET.landingJs],
      ['landing first contentful paint (ms)', String(Math.round(timeline.fcp ?? -1)), 'informational', true],
      ['landing load event (ms)', String(Math.round(timeline.loadEnd)), 'informational', true],
      ['landing JS after load, at idle (gzip)', kib(landingLater), 'informational', true],
      ['landing JS on the wire, all (brotli)', kib(wire(landing)), 'informational', true],
      ['landing remote fetches', String(landing.remoteFetches.length), '0', landing.remoteFetches.length === 0],
      ['dashboard JS total (gzip)', kib(dashboardJs), `<= ${kib(BUDGET.dashboardJs)}`, dashboardJs <= BUDGET.dashboardJs],
      ['dashboard JS on the wire (brotli)', kib(wire(dashboard)), 'informational', true],
      ['dashboard remoteEntry fetches', String(entries.length), `<= ${BUDGET.dashboardRemoteEntries}`, entries.length <= BUDGET.dashboardRemoteEntries],
      ['profile open: API requests (paid recruiter)', String(profile.apiCalls.length), `<= ${BUDGET.profileApiCalls}`, profile.apiCalls.length <= BUDGET.profileApiCalls],
      ['profile open, 300 ms RTT / 1.6 Mbps (ms)', String(profile.ms), `<= ${BUDGET.profileMs}`, profile.ms <= BUDGET.profileMs],
    ];
    console.log('\nbench:web (360 px phone, gzip bytes)');
    for (const [name, value, budget, ok] of rows) {
      const verdict = budget === 'informational' ? '    ' : ok ? 'PASS' : 'FAIL';
      console.log(`${verdict}  ${name.padEnd(42)} ${value.padStart(12)}   ${budget === 'informational' ? budget : `budget ${budget}`}`);
      failed ||= !ok;
    }
    console.log('\nlanding scripts (* = before first render):');
    for (const f of landing.js) console.log(`  ${beforeRender(f) ? '*' : ' '} ${kib(f.gzip).padStart(10)}  ${new URL(f.url).pathname}`);
    console.log('dashboard scripts:');
    for (const f of dashboard.js) console.log(`  ${kib(f.gzip).padStart(10)}  ${new URL(f.url).pathname}`);
    console.log('dashboard remote fetches:');
    for (const u of dashboard.remoteFetches) console.log(`  ${new URL(u).pathname}`);
    console.log('profile open, API requests:');
    for (const call of profile.apiCalls) console.log(`  ${call}`);
    console.log('profile open, every request (start → end from the tap, bytes on the wire):');
    for (const r of profile.other) console.log(`  ${r}`);
    console.log(failed ? '\nbench:web: FAIL (a budget above is not met)' : '\nbench:web: PASS (every budget met)');
  } finally {
    await browser.close();
    await site.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => { console.error(e); process.exit(1); });
