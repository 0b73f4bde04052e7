// Every project is tagged on two axes in its package.json (nx.tags: one scope:*, one type:*), the tags
// follow the folder it lives in, the lint config gives that folder exactly those tags, and the areas
// registry in libs/contracts names the same remotes and backend modules. Run by `npm run test:unit`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { lintConfig, repoEslint, ROOT, subfolders } from './support.mjs';

/** The scopes: the shell, one per area of the registry (libs/contracts/src/areas.ts), the backend and shared libs. */
const SCOPES = ['shell', ...loadAreas().AREAS.map((a) => a.name), 'backend', 'shared'];
const TYPES = ['app', 'feature', 'ui', 'util', 'contracts'];
const { PROJECTS, readProjects } = lintConfig;

/** The zone a folder stands for (docs/architecture.md, "The tree"). */
function expectedZone(folder) {
  if (folder === 'shell') return { scope: 'shell', types: ['app'] };
  if (folder === 'backend') return { scope: 'backend', types: ['app'] };
  const remote = /^mf-([a-z-]+)$/.exec(folder);
  if (remote) return { scope: remote[1], types: ['app'] };
  if (folder === 'libs/contracts') return { scope: 'shared', types: ['contracts'] };
  if (folder === 'libs/ui') return { scope: 'shared', types: ['ui'] };
  if (folder.startsWith('libs/')) return { scope: 'shared', types: ['util', 'ui'] };
  return null;
}

/** libs/contracts/src/areas.ts, transpiled on the fly (it has no runtime imports). */
function loadAreas() {
  const ts = createRequire(import.meta.url)('typescript');
  const source = readFileSync(join(ROOT, 'libs/contracts/src/areas.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, () => ({}));
  return module.exports;
}

describe('project tags', () => {
  test('every workspace project has exactly one known scope:* and one known type:* tag', () => {
    const projects = readProjects(ROOT);
    assert.ok(projects.length >= 9, 'shell, four remotes, backend and the libs');
    for (const p of projects) {
      assert.ok(SCOPES.includes(p.scope), `${p.folder}: scope:${p.scope} is not one of ${SCOPES.join(', ')}`);
      assert.ok(TYPES.includes(p.type), `${p.folder}: type:${p.type} is not one of ${TYPES.join(', ')}`);
    }
  });

  test('the tags follow the folder (shell, mf-<area>, backend, libs/*)', () => {
    for (const p of PROJECTS) {
      const zone = expectedZone(p.folder);
      assert.ok(zone, `${p.folder}: a project outside the known folders`);
      assert.equal(p.scope, zone.scope, `${p.folder}/package.json scope`);
      assert.ok(zone.types.includes(p.type), `${p.folder}/package.json type:${p.type}, expected ${zone.types.join(' or ')}`);
    }
  });

  test('the lint config gives each project folder exactly the tags of its package.json', async () => {
    for (const p of PROJECTS) {
      const pkg = JSON.parse(readFileSync(join(ROOT, p.folder, 'package.json'), 'utf8'));
      const config = await repoEslint().calculateConfigForFile(join(ROOT, p.folder, 'src/index.ts'));
      const categories = config.settings['boundaries/files']
        .filter((d) => d.pattern === `${p.folder}/**`)
        .map((d) => d.category)
        .filter((c) => /^(scope|type):/.test(c))
        .sort();
      assert.deepEqual(categories, [...pkg.nx.tags].sort(), `${p.folder}: lint zone vs package.json nx.tags`);
    }
  });

  test('the areas registry (libs/contracts) and the lint zones name the same remotes and backend modules', () => {
    const { AREA_LINT_ZONES } = loadAreas();
    assert.ok(AREA_LINT_ZONES?.length, 'AREA_LINT_ZONES');
    const remotes = PROJECTS.filter((p) => p.type === 'app' && !['shell', 'backend'].includes(p.scope));
    assert.deepEqual(AREA_LINT_ZONES.map((z) => z.remoteFolder).sort(), remotes.map((r) => r.folder).sort());
    for (const zone of AREA_LINT_ZONES) {
      assert.equal(remotes.find((r) => r.folder === zone.remoteFolder)?.scope, zone.scope, `${zone.remoteFolder} scope`);
      assert.ok(lintConfig.BACKEND_MODULES.includes(zone.backendModule.split('/').pop()), `${zone.backendModule} is a lint zone`);
      assert.ok(existsSync(join(ROOT, zone.backendModule, 'index.ts')), `${zone.backendModule}/index.ts`);
    }
  });

  test('inside every remote, src/ holds only features/ and shared/ folders (remote-wide code lives in src/shared)', () => {
    const remotes = PROJECTS.filter((p) => p.type === 'app' && !['shell', 'backend'].includes(p.scope));
    for (const r of remotes) {
      const extra = subfolders(`${r.folder}/src`).filter((f) => !['features', 'shared'].includes(f));
      assert.deepEqual(extra, [], `${r.folder}/src: move ${extra.join(', ')} under src/shared/ or a feature`);
    }
  });
});
