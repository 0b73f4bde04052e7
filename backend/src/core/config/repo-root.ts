import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The monorepo root: the nearest folder above this file whose package.json declares workspaces.
 * Works the same from src/ (tests via swc) and dist/ (compiled), so relative defaults such as
 * DATA_DIR=./data and the front ends' dist folders resolve to one place.
 */
export function findRepoRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
      } catch {
        /* unreadable package.json: keep walking up */
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}
