// Code and docs cite docs/… or nothing: no file names a document outside the repository (the team's
// own words live in docs/). Run by `npm run test:unit`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './support.mjs';

const OUTSIDE = [
  /\bDECISIONS\.md\b/,
  /\bNOTES\.md\b/,
  /(?<!docs\/)\bARCHITECTURE\.md\b/,
  /\b(?:player|recruiting)-side §/,
  /\.\.\/shared\/(?:spec|NOTES|ARCHITECTURE|DECISIONS)/,
];

test('no tracked file cites a document outside the repository', () => {
  const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && /\.(ts|tsx|mjs|cjs|js|css|md|json|sh)$|^\.ci\//.test(f) && f !== 'package-lock.json' && !f.startsWith('tools/architecture/citations'));
  const found = [];
  for (const f of files) {
    const lines = readFileSync(join(ROOT, f), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (OUTSIDE.some((re) => re.test(line))) found.push(`${f}:${i + 1}: ${line.trim()}`);
    });
  }
  assert.deepEqual(found, []);
});
