/**
 * `npm run bench:web`: what a phone downloads. Loads the built site in chromium and prints, in gzip bytes,
 * the JS before first render on the landing page (and whether any remote was fetched) and the total JS of a
 * signed-in dashboard (and how many remoteEntry files sit on its critical path). Budgets from issue 2.
 * Then opens a player profile as a paid recruiter over an emulated slow mobile link and prints its API
 * requests and the time until every section shows (informational).
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { launchBrowser, demoLogin, PHONE } from '../e2e/browser';
import { startSite } from '../e2e/server';

const KiB = 1024;
const BUDGET = { landingJs: 180 * KiB, dashboardJs: 300 * KiB, dashboardRemoteEntries: 1 };

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

/** A phone on a slow mobile link: 300 ms round trip, 1.6 Mbps down, 750 kbps up. */
const SLOW_LINK = { offline: false, latency: 300, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/**
 * Opens a profile from the dashboard as an in-app navigation (its code already loaded by an earlier visit,
 * so only data is timed) and waits until every section shows: the API calls it made and the time.
 */
async function profileOpen(page: Page, baseUrl: string): Promise<{ apiCalls: string[]; ms: number }> {
  const search = (await (await page.context().request.get(`${baseUrl}/api/search?limit=1`)).json()) as { results: Array<{ id: string }> };
  const path = `/player/${search.results[0]!.id}`;
  await page.goto(baseUrl + path);
  await page.waitForLoadState('networkidle');
  await page.goto(baseUrl);
  await page.getByRole('heading', { name: /^Welcome back/ }).waitFor();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  const apiCalls: string[] = [];
  // Data calls only: the highlight posters are images, loaded lazily.
  const onRequest = (r: { url(): string; method(): string }) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.includes('/media/')) apiCalls.push(`${r.method()} ${url.pathname}`);
  };
  page.on('request', onRequest);
  const t0 = Date.now();
  await page.evaluate((to) => { history.pushState({}, '', to); dispatchEvent(new PopStateEvent('popstate')); }, path);
  await page.getByTestId('followers-count').filter({ hasText: /\d/ }).waitFor();
  await page.getByTestId('profile-views-total').waitFor();
  await page.getByTestId('highlights-card').waitFor();
  const ms = Date.now() - t0;
  page.off('request', onRequest);
  return { apiCalls, ms };
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
    const landingJs = sum(landing);

    const page2 = await (await browser.newContext({ viewport: PHONE })).newPage();
    await demoLogin(page2, site.url, 'player.paid@demo.fj');
    const dashboard = await record(page2, async () => { await page2.reload(); });
    const dashboardJs = sum(dashboard);
    const entries = dashboard.remoteFetches.filter((u) => /remoteEntry/.test(u));

    const page3 = await (await browser.newContext({ viewport: PHONE })).newPage();
    await demoLogin(page3, site.url, 'recruiter.paid@demo.fj');
    const profile = await profileOpen(page3, site.url);

    const rows: Array<[string, string, string, boolean]> = [
      ['landing HTML carries the visible content', String(prerendered), 'true', prerendered],
      ['landing JS before first render (gzip)', kib(landingJs), `<= ${kib(BUDGET.landingJs)}`, landingJs <= BUDGET.landingJs],
      ['landing JS on the wire (brotli)', kib(wire(landing)), 'informational', true],
      ['landing remote fetches', String(landing.remoteFetches.length), '0', landing.remoteFetches.length === 0],
      ['dashboard JS total (gzip)', kib(dashboardJs), `<= ${kib(BUDGET.dashboardJs)}`, dashboardJs <= BUDGET.dashboardJs],
      ['dashboard JS on the wire (brotli)', kib(wire(dashboard)), 'informational', true],
      ['dashboard remoteEntry fetches', String(entries.length), `<= ${BUDGET.dashboardRemoteEntries}`, entries.length <= BUDGET.dashboardRemoteEntries],
      ['profile open: API requests (paid recruiter)', String(profile.apiCalls.length), 'informational', true],
      ['profile open, 300 ms RTT / 1.6 Mbps (ms)', String(profile.ms), 'informational', true],
    ];
    console.log('\nbench:web (360 px phone, gzip bytes)');
    for (const [name, value, budget, ok] of rows) {
      console.log(`${ok ? 'ok  ' : 'OVER'}  ${name.padEnd(42)} ${value.padStart(12)}   budget ${budget}`);
      failed ||= !ok;
    }
    console.log('\nlanding scripts:');
    for (const f of landing.js) console.log(`  ${kib(f.gzip).padStart(10)}  ${new URL(f.url).pathname}`);
    console.log('dashboard scripts:');
    for (const f of dashboard.js) console.log(`  ${kib(f.gzip).padStart(10)}  ${new URL(f.url).pathname}`);
    console.log('profile open, API requests:');
    for (const call of profile.apiCalls) console.log(`  ${call}`);
  } finally {
    await browser.close();
    await site.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => { console.error(e); process.exit(1); });
