/**
 * After `rspack build`: renders the signed-out landing page to HTML (dist-prerender, built by
 * prerender.config.ts) and puts it inside #root of dist/index.html, so the landing paints before
 * any JavaScript runs. index.html is served for every path (SPA), so a small synchronous script
 * (external: the CSP forbids inline scripts) shows that markup only on "/" for a visitor who is
 * not signed in; everywhere else it stays hidden until the app renders.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const shellDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(shellDir, 'dist');
const require = createRequire(import.meta.url);

const { renderLanding } = require(join(shellDir, 'dist-prerender', 'render-landing.js'));
const markup = renderLanding();
if (!markup || markup.length < 200) throw new Error('prerender: the landing page rendered nothing');

// Must match the key bootstrap.tsx keeps (SIGNED_IN_HINT_KEY): a signed-in user gets the app, not the landing.
const gate = `(function(){try{var s=localStorage.getItem('fiji:signed-in')==='1';if(location.pathname==='/'&&!s)document.documentElement.setAttribute('data-prerender','show')}catch(e){}})();\n`;
const gateName = `route-gate.${createHash('sha256').update(gate).digest('hex').slice(0, 10)}.js`;
writeFileSync(join(dist, gateName), gate);

const indexPath = join(dist, 'index.html');
let html = readFileSync(indexPath, 'utf8');
if (html.includes('data-prerendered')) throw new Error('prerender: dist/index.html is already prerendered (run the build first)');

const head =
  `<script src="/${gateName}"></script>` +
  `<style>html:not([data-prerender=show]) #root>[data-prerendered]{display:none}</style>`;
html = html.replace('</title>', `</title>${head}`);

const root = '<div id="root"></div>';
if (!html.includes(root)) throw new Error('prerender: <div id="root"></div> not found in dist/index.html');
html = html.replace(root, `<div id="root"><div data-prerendered="">${markup}</div></div>`);

writeFileSync(indexPath, html);
console.log(`prerender: landing (${(markup.length / 1024).toFixed(1)} KiB of HTML) written into dist/index.html; gate ${gateName}`);
