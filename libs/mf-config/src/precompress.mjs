#!/usr/bin/env node
/**
 * Writes brotli (.br, quality 11) and gzip (.gz, level 9) copies of a build's text assets, so the server
 * sends phones on slow, costly mobile data the smallest bytes without compressing on every request.
 * Usage: node precompress.mjs <dist folder>. Runs last in a build (after the shell's prerender).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/; // not .map: only developer tools fetch those
const MIN_BYTES = 1024; // smaller files gain nothing worth a second request path

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

const dist = process.argv[2];
if (!dist) throw new Error('usage: precompress.mjs <dist folder>');
let raw = 0;
let br = 0;
for (const path of files(dist)) {
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  raw += body.length;
  br += brotli.length;
}
console.log(`precompress ${dist}: ${(raw / 1024).toFixed(0)} KiB -> ${(br / 1024).toFixed(0)} KiB brotli`);
