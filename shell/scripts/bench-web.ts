/**
 * `npm run bench:web`: what a phone downloads. Loads the built site in chromium and prints, in gzip bytes,
 * the JS before first render on the landing page (and whether any remote was fetched) and the total JS of a
 * signed-in dashboard (and how many remoteEntry files sit on its critical path). Budgets from issue 2.
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

    const rows: Array<[string, string, string, boolean]> = [
      ['landing HTML carries the visible content', String(prerendered), 'true', prerendered],
      ['landing JS before first render (gzip)', kib(landingJs), `<= ${kib(BUDGET.landingJs)}`, landingJs <= BUDGET.landingJs],
      ['landing JS on the wire (brotli)', kib(wire(landing)), 'informational', true],
      ['landing remote fetches', String(landing.remoteFetches.length), '0', landing.remoteFetches.length === 0],
      ['dashboard JS total (gzip)', kib(dashboardJs), `<= ${kib(BUDGET.dashboardJs)}`, dashboardJs <= BUDGET.dashboardJs],
      ['dashboard JS on the wire (brotli)', kib(wire(dashboard)), 'informational', true],
      ['dashboard remoteEntry fetches', String(entries.length), `<= ${BUDGET.dashboardRemoteEntries}`, entries.length <= BUDGET.dashboardRemoteEntries],
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
  } finally {
    await browser.close();
    await site.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((e) => { console.error(e); process.exit(1); });
