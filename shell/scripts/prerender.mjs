/**
 * After `rspack build`: renders the signed-out landing page to HTML (dist-prerender, built by
 * prerender.config.ts) and puts it inside #root of dist/index.html, so the landing paints before
 * any JavaScript runs. index.html is served for every path (SPA), so a small synchronous script
 * (external: the CSP forbids inline scripts), the boot gate, decides:
 * - on "/" for a visitor who is not signed in it shows that markup and starts the app only once the
 *   page has loaded and the browser is idle (at low priority), or at the first press or key, whichever
 *   comes first: the landing is painted and usable (its links are plain links) with no app code at all.
 *   A press on one of its buttons (the mobile menu) before the app is there is replayed on the app's
 *   same button once the app has replaced the markup;
 * - everywhere else the markup stays hidden and the app starts at once, as the deferred script did.
 * Why: docs/performance.md.
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

const indexPath = join(dist, 'index.html');
let html = readFileSync(indexPath, 'utf8');
if (html.includes('data-prerendered')) throw new Error('prerender: dist/index.html is already prerendered (run the build first)');

// The app's entry scripts (rspack's <script defer>): the gate adds them itself, in the same order.
const scripts = [];
html = html.replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (_, src) => {
  scripts.push(src);
  return '';
});
if (scripts.length === 0) throw new Error('prerender: no <script defer src> of the app found in dist/index.html');

// Must match the key bootstrap.tsx keeps (SIGNED_IN_HINT_KEY): a signed-in user gets the app, not the landing.
const gate = `(function(){
var d=document,w=window,srcs=${JSON.stringify(scripts)},started=false,replay=null;
function boot(low){if(started)return;started=true;for(var i=0;i<srcs.length;i++){var s=d.createElement('script');s.src=srcs[i];s.async=false;if(low)s.fetchPriority='low';d.head.appendChild(s)}}
var show=false;try{show=location.pathname==='/'&&localStorage.getItem('fiji:signed-in')!=='1'}catch(e){}
if(!show){boot(false);return}
d.documentElement.setAttribute('data-prerender','show');
var evs=['pointerdown','touchstart','keydown'];
function now(){for(var i=0;i<evs.length;i++)removeEventListener(evs[i],now,true);boot(false)}
for(var i=0;i<evs.length;i++)addEventListener(evs[i],now,{capture:true,passive:true});
function key(b){return b.getAttribute('aria-label')||b.textContent}
addEventListener('click',function(e){
var b=e.target&&e.target.closest&&e.target.closest('[data-prerendered] button');if(!b)return;
e.preventDefault();boot(false);
if(replay!==null){replay=key(b);return}replay=key(b);
new MutationObserver(function(m,o){var root=d.getElementById('root');if(!root||root.querySelector('[data-prerendered]')||!root.firstChild)return;o.disconnect();
var bs=root.querySelectorAll('button');for(var j=0;j<bs.length;j++){if(key(bs[j])===replay){bs[j].click();break}}}).observe(d.getElementById('root'),{childList:true});
},true);
w.addEventListener('load',function(){var idle=w.requestIdleCallback||function(f){setTimeout(f,200)};idle(function(){boot(true)},{timeout:3000})});
})();
`;
const gateName = `route-gate.${createHash('sha256').update(gate).digest('hex').slice(0, 10)}.js`;
writeFileSync(join(dist, gateName), gate);

const head =
  `<script src="/${gateName}"></script>` +
  `<style>html:not([data-prerender=show]) #root>[data-prerendered]{display:none}</style>`;
html = html.replace('</title>', `</title>${head}`);

const root = '<div id="root"></div>';
if (!html.includes(root)) throw new Error('prerender: <div id="root"></div> not found in dist/index.html');
html = html.replace(root, `<div id="root"><div data-prerendered="">${markup}</div></div>`);

writeFileSync(indexPath, html);
console.log(`prerender: landing (${(markup.length / 1024).toFixed(1)} KiB of HTML) written into dist/index.html; gate ${gateName}`);
