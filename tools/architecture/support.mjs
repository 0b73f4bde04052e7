// Helpers shared by the architecture tests: the repository root, the lint config's zones, and a probe
// that writes a temporary source file, lints it with the repository's ESLint config and deletes it.
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The lint config module itself: its zones (projects, backend modules) and its messages. */
export const lintConfig = await import(join(ROOT, 'eslint.config.mjs'));

let eslint;
/** One ESLint instance on the repository's own config (eslint.config.mjs), as `npm run lint` uses it. */
export function repoEslint() {
  eslint ??= new ESLint({ cwd: ROOT });
  return eslint;
}

let probeCount = 0;
/**
 * Writes `code` to a temporary file in `folder` (relative to the root), lints it and deletes it.
 * Returns the boundary messages (rule boundaries/dependencies) found in it.
 */
export async function lintProbe(folder, code, ext = 'ts') {
  const file = join(ROOT, folder, `__boundary-probe-${process.pid}-${++probeCount}.${ext}`);
  if (!existsSync(join(ROOT, folder))) throw new Error(`probe folder ${folder} does not exist`);
  writeFileSync(file, code);
  try {
    const [result] = await repoEslint().lintFiles([file]);
    return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
  } finally {
    rmSync(file, { force: true });
  }
}

/** The first source file (.ts/.tsx, not a test) under `folder`, relative to `from` and without extension. */
export function someSourceFile(folder, from) {
  const walk = (dir) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        const found = walk(path);
        if (found) return found;
      } else if (/\.tsx?$/.test(entry.name) && !/\.(spec|test)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        return path;
      }
    }
    return null;
  };
  const found = walk(folder);
  if (!found) throw new Error(`no source file under ${folder}`);
  const rel = relative(join(ROOT, from), join(ROOT, found)).replace(/\.tsx?$/, '');
  return rel.startsWith('.') ? rel : `./${rel}`;
}

export const subfolders = (folder) =>
  existsSync(join(ROOT, folder))
    ? readdirSync(join(ROOT, folder), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
    : [];
