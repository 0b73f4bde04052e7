// No backend module reads or writes another module's tables with raw SQL (docs/architecture.md,
// "Boundaries"): it calls the owner's exported service, or reads a read model the owner exports (a view
// listed in the owner's read-models.ts). Lint cannot read SQL, so this reads it: each table belongs to the
// module (or core concern) whose entity declares it, each view to the module whose read-models.ts lists
// it; every INSERT INTO / UPDATE / DELETE FROM / TRUNCATE in a module's source must name one of its own
// tables or views, and every FROM / JOIN / USING (and query-builder .from / .innerJoin / .leftJoin) must
// name its own table, or a view. Nor does it reach another area module's entity through TypeORM (a
// relation join, a `relations:` load, a join by entity name); the users module's User is shared and
// exempt. Run by `npm run test:unit`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/**
 * view name -> owner ('modules/<m>'), read from each module's read-models.ts: the keys of the object it
 * exports (`user_directory: ['id', ...]`). A view is the owner's read model: others may read it, never
 * write it.
 */
export function readModelOwners() {
  const owners = new Map();
  for (const module of subfolders('backend/src/modules')) {
    const file = join(SRC, 'modules', module, 'read-models.ts');
    if (!existsSync(file)) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(/^\s+([a-z][a-z0-9_]*):\s*\[/gm)) {
      assert.ok(!owners.has(m[1]), `read model ${m[1]} listed by two modules`);
      owners.set(m[1], `modules/${module}`);
    }
  }
  return owners;
}

/**
 * Reads of another owner's table that are allowed for now, as 'modules/<reader>:<table>' -> reason.
 * Empty today. Billing (issue 10) is moving the plan, boost and credit tables out of the player module;
 * a read of one of them that this rule would refuse before billing exports a read model goes here with
 * the reason "billing (issue 10) moves it", and leaves with that read model.
 */
export const READ_ALLOWED = new Map([
  // ['modules/player:<table>', 'billing (issue 10) moves it'],
]);

const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+"?([a-z_][a-z0-9_]*)"?/g;
const BUILDER_WRITE = /\.(?:update|into)\(\s*['"`]([a-z_][a-z0-9_]*)['"`]/g;
const READ = /\b(?:FROM|JOIN|USING)\s+"?([a-z_][a-z0-9_]*)"?/g;
const BUILDER_READ = /\.(?:from|(?:inner|left)Join(?:AndSelect|AndMapOne|AndMapMany)?)\(\s*['"`]([a-z_][a-z0-9_]*)['"`]/g;

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/**
 * The reads in `text` (the source of `file`, in `module`) of a table another owner declares, one
 * message each naming the file, the line, the table and its owner. Views (read models) may be read by
 * anyone; READ_ALLOWED lists the temporary exceptions.
 */
export function crossModuleReads(module, file, text, owners = tableOwners()) {
  const offences = [];
  const reads = [...text.matchAll(READ), ...text.matchAll(BUILDER_READ)].sort((a, b) => a.index - b.index);
  for (const m of reads) {
    const owner = owners.get(m[1]);
    if (!owner || owner === `modules/${module}` || READ_ALLOWED.has(`modules/${module}:${m[1]}`)) continue;
    offences.push(`${file}:${lineOf(text, m.index)} reads ${m[1]} (owned by ${owner}): call that module's service or read a view it exports in its read-models.ts`);
  }
  return offences;
}

/**
 * The area modules: an entity one of them declares is its own, and no other module joins it through an
 * entity relation either. The shared users module is not one: many modules relate to its `User`
 * (docs/architecture.md, "Boundaries").
 */
export const AREA_MODULES = ['player', 'recruiting', 'mentoring', 'billing', 'admin', 'moderation'];

/** entity class name -> owning module, read from each module's `@Entity` classes. */
export function entityOwners() {
  const owners = new Map();
  for (const module of subfolders('backend/src/modules')) {
    for (const file of sourceFiles(join(SRC, 'modules', module))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/@Entity\([\s\S]*?export class (\w+)/g)) owners.set(m[1], module);
    }
  }
  return owners;
}

// The property after the decorators: a name, then its type (an option such as `onDelete: 'CASCADE'` on a
// line of its own is not one).
const RELATION = /@(?:ManyToOne|OneToOne|OneToMany|ManyToMany)\(\s*(?:['"](\w+)['"]|\(\)\s*=>\s*(\w+))[\s\S]*?\n\s+(\w+)[?!]?:\s*[A-Z{]/g;

/**
 * The relations `module`'s entities declare to another area module's entity: property -> [entity, owner].
 * They keep the foreign key in the schema; reading through them is what the rule below refuses.
 */
export function foreignRelations(module, entities = entityOwners()) {
  const relations = new Map();
  for (const file of sourceFiles(join(SRC, 'modules', module))) {
    for (const m of readFileSync(file, 'utf8').matchAll(RELATION)) {
      const target = m[1] ?? m[2];
      const owner = entities.get(target);
      if (owner && owner !== module && AREA_MODULES.includes(owner)) relations.set(m[3], [target, owner]);
    }
  }
  return relations;
}

const PATH_JOIN = /\.(?:inner|left)Join(?:AndSelect|AndMapOne|AndMapMany)?\(\s*['"`][a-zA-Z_]\w*\.(\w+)['"`]/g;
const ENTITY_JOIN = /\.(?:inner|left)Join(?:AndSelect|AndMapOne|AndMapMany)?\(\s*(?:['"`][\w.]+['"`]\s*,\s*)?['"`]([A-Z]\w*)['"`]/g;
const RELATIONS_LOAD = /relations:\s*(\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}|\[[^\]]*\])/g;

/**
 * The reads in `text` (in `module`) of another area module's entity through TypeORM: a relation join
 * (`.innerJoin('sp.session', 's')`), a `relations:` load of such a relation, or a join by that entity's
 * name (`.innerJoinAndMapOne('x.p', 'Player', ...)`). One message each, naming file, line, entity, owner.
 */
export function crossModuleRelationReads(module, file, text, entities = entityOwners(), relations = foreignRelations(module, entities)) {
  const offences = [];
  const found = [];
  for (const m of text.matchAll(PATH_JOIN)) if (relations.has(m[1])) found.push([m.index, ...relations.get(m[1]), `joins the relation ${m[1]}`]);
  for (const m of text.matchAll(ENTITY_JOIN)) {
    const owner = entities.get(m[1]);
    if (owner && owner !== module && AREA_MODULES.includes(owner)) found.push([m.index, m[1], owner, `joins the entity ${m[1]}`]);
  }
  for (const m of text.matchAll(RELATIONS_LOAD)) {
    for (const [property, [target, owner]] of relations) {
      if (new RegExp(`\\b${property}\\s*:|['"]${property}['"]`).test(m[1])) found.push([m.index, target, owner, `loads the relation ${property}`]);
    }
  }
  for (const [index, target, owner, how] of found.sort((a, b) => a[0] - b[0])) {
    offences.push(`${file}:${lineOf(text, index)} ${how} (${target}, owned by modules/${owner}): call that module's service or read a view it exports in its read-models.ts`);
  }
  return offences;
}

describe('table ownership', () => {
  const owners = tableOwners();
  const views = readModelOwners();
  /** Tables and views: nobody writes another module's view either. */
  const writable = new Map([...owners, ...views]);

  test('the entities declare the tables (sanity: users, players, recruiters, job_records)', () => {
    assert.equal(owners.get('users'), 'modules/users');
    assert.equal(owners.get('players'), 'modules/player');
    assert.equal(owners.get('recruiters'), 'modules/recruiting');
    assert.equal(owners.get('job_records'), 'core/queue');
  });

  test('the read models are views their owners list (sanity: user_directory, player_directory, recruiter_directory)', () => {
    assert.equal(views.get('user_directory'), 'modules/users');
    assert.equal(views.get('player_directory'), 'modules/player');
    assert.equal(views.get('recruiter_directory'), 'modules/recruiting');
    for (const [view, owner] of views) assert.ok(!owners.has(view), `${view} (${owner}) is both a table and a view`);
  });

  test('the scanner finds a cross-module read (it would have caught the old player and search SQL)', () => {
    const text = [
      'const row = await db.query(',
      '  `SELECT u.first_name, o.name FROM users u LEFT JOIN recruiters r ON r.user_id = u.id LEFT JOIN orgs o ON o.id = r.org_id`);',
      "qb.from('players', 'p').innerJoin('users', 'u', 'u.id = p.user_id');",
      "await q.query('DELETE FROM interests i USING recruiters r WHERE r.id = i.recruiter_id');",
      'await db.query(`SELECT u.first_name FROM user_directory u JOIN recruiter_directory r ON r.user_id = u.id`);',
    ].join('\n');
    const expected = [
      [2, 'users', 'modules/users'],
      [2, 'recruiters', 'modules/recruiting'],
      [2, 'orgs', 'modules/recruiting'],
      [3, 'users', 'modules/users'],
      [4, 'recruiters', 'modules/recruiting'],
    ].map(([line, table, owner]) =>
      `backend/src/modules/player/probe.ts:${line} reads ${table} (owned by ${owner}): call that module's service or read a view it exports in its read-models.ts`);
    assert.deepEqual(crossModuleReads('player', 'backend/src/modules/player/probe.ts', text, owners), expected);
    // The owner reads its own tables freely.
    assert.deepEqual(crossModuleReads('recruiting', 'x.ts', "qb.from('recruiters', 'r').leftJoin('orgs', 'o', 'o.id = r.org_id')", owners), []);
  });

  test('the scanner finds a cross-module write (it would have caught the old player SQL)', () => {
    const found = [...`await q.query('UPDATE users SET profile_image_url = $1'); INSERT INTO recruiters (user_id)`.matchAll(WRITE)].map((m) => m[1]);
    assert.deepEqual(found, ['users', 'recruiters']);
  });

  test('the scanner finds a relation read into another area module (it would have caught the old billing session-payment queries)', () => {
    const entities = entityOwners();
    const relations = foreignRelations('billing', entities);
    assert.deepEqual(relations.get('session'), ['MentoringSession', 'mentoring']);
    const text = [
      "const [s] = await repo.createQueryBuilder('sp').innerJoin('sp.session', 's').select('s.status', 'status').getRawMany();",
      "await repo.find({ where: { id }, relations: { session: { mentor: true } } });",
      "qb.leftJoinAndMapOne('sp.mentor', 'Mentor', 'm', 'm.id = s.mentor_id');",
      "qb.innerJoin('sp.payer', 'u').innerJoinAndMapOne('sp.user', 'User', 'x', 'x.id = sp.payer_id');",
      "qb.innerJoin('mentoring_session_directory', 's', 's.id = sp.session_id');",
    ].join('\n');
    const tail = ": call that module's service or read a view it exports in its read-models.ts";
    assert.deepEqual(crossModuleRelationReads('billing', 'backend/src/modules/billing/probe.ts', text, entities, relations), [
      `backend/src/modules/billing/probe.ts:1 joins the relation session (MentoringSession, owned by modules/mentoring)${tail}`,
      `backend/src/modules/billing/probe.ts:2 loads the relation session (MentoringSession, owned by modules/mentoring)${tail}`,
      `backend/src/modules/billing/probe.ts:3 joins the entity Mentor (Mentor, owned by modules/mentoring)${tail}`,
    ]);
    // The owner joins its own relations freely, and everyone may join the shared users module's User.
    assert.deepEqual(crossModuleRelationReads('mentoring', 'x.ts', "qb.innerJoin('s.mentor', 'm').innerJoinAndMapOne('m.user', 'User', 'u', 'u.id = m.user_id')", entities), []);
  });

  for (const module of subfolders('backend/src/modules')) {
    test(`modules/${module} writes only its own tables`, () => {
      const offences = [];
      for (const file of sourceFiles(join(SRC, 'modules', module))) {
        const text = readFileSync(file, 'utf8');
        for (const m of [...text.matchAll(WRITE), ...text.matchAll(BUILDER_WRITE)]) {
          const owner = writable.get(m[1]);
          if (owner && owner !== `modules/${module}`) {
            const line = lineOf(text, m.index);
            offences.push(`${relative(ROOT, file)}:${line} writes ${m[1]} (owned by ${owner}): call that module's service`);
          }
        }
      }
      assert.deepEqual(offences, []);
    });

    test(`modules/${module} reads no other area module's entity through a relation`, () => {
      const entities = entityOwners();
      const relations = foreignRelations(module, entities);
      const offences = sourceFiles(join(SRC, 'modules', module)).flatMap((file) =>
        crossModuleRelationReads(module, relative(ROOT, file), readFileSync(file, 'utf8'), entities, relations),
      );
      assert.deepEqual(offences, []);
    });

    test(`modules/${module} reads only its own tables (and the others' read models)`, () => {
      const offences = sourceFiles(join(SRC, 'modules', module)).flatMap((file) =>
        crossModuleReads(module, relative(ROOT, file), readFileSync(file, 'utf8'), owners),
      );
      assert.deepEqual(offences, []);
    });
  }
});
