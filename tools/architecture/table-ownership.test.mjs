// No backend module writes another module's tables with raw SQL (docs/architecture.md, "Boundaries"):
// it calls the owner's exported service. Lint cannot read SQL, so this reads it: each table belongs to the
// module (or core concern) whose entity declares it, and every INSERT INTO / UPDATE / DELETE FROM /
// TRUNCATE in a module's source must name one of its own tables. Run by `npm run test:unit`.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { ROOT, subfolders } from './support.mjs';

const SRC = join(ROOT, 'backend/src');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** table name -> owner ('modules/<m>' or 'core/<concern>'), read from each @Entity. */
export function tableOwners() {
  const owners = new Map();
  for (const [kind, base] of [['modules', join(SRC, 'modules')], ['core', join(SRC, 'core')]]) {
    for (const zone of subfolders(relative(ROOT, base))) {
      for (const file of sourceFiles(join(base, zone))) {
        const text = readFileSync(file, 'utf8');
        for (const m of text.matchAll(/@Entity\(\s*(?:\{[^}]*?name:\s*)?['"]([a-z0-9_]+)['"]/g)) {
          assert.ok(!owners.has(m[1]) || owners.get(m[1]) === `${kind}/${zone}`, `table ${m[1]} declared by two owners`);
          owners.set(m[1], `${kind}/${zone}`);
        }
      }
    }
  }
  return owners;
}

const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+"?([a-z_][a-z0-9_]*)"?/g;
const BUILDER_WRITE = /\.(?:update|into)\(\s*['"`]([a-z_][a-z0-9_]*)['"`]/g;

describe('table ownership', () => {
  const owners = tableOwners();

  test('the entities declare the tables (sanity: users, players, recruiters, job_records)', () => {
    assert.equal(owners.get('users'), 'modules/users');
    assert.equal(owners.get('players'), 'modules/player');
    assert.equal(owners.get('recruiters'), 'modules/recruiting');
    assert.equal(owners.get('job_records'), 'core/queue');
  });

  test('the scanner finds a cross-module write (it would have caught the old player SQL)', () => {
    const found = [...`await q.query('UPDATE users SET profile_image_url = $1'); INSERT INTO recruiters (user_id)`.matchAll(WRITE)].map((m) => m[1]);
    assert.deepEqual(found, ['users', 'recruiters']);
  });

  for (const module of subfolders('backend/src/modules')) {
    test(`modules/${module} writes only its own tables`, () => {
      const offences = [];
      for (const file of sourceFiles(join(SRC, 'modules', module))) {
        const text = readFileSync(file, 'utf8');
        for (const m of [...text.matchAll(WRITE), ...text.matchAll(BUILDER_WRITE)]) {
          const owner = owners.get(m[1]);
          if (owner && owner !== `modules/${module}`) {
            const line = text.slice(0, m.index).split('\n').length;
            offences.push(`${relative(ROOT, file)}:${line} writes ${m[1]} (owned by ${owner}): call that module's service`);
          }
        }
      }
      assert.deepEqual(offences, []);
    });
  }
});
