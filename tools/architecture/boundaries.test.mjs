// Each boundary of docs/architecture.md is proven to bite: for every rule this writes a forbidden import
// into a temporary file in the right folder, lints it with the repository's ESLint config and expects the
// rule's message; then it checks that the allowed way round stays clean. Run by `npm run test:unit`.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { lintConfig, lintProbe, repoEslint, ROOT, someSourceFile, subfolders } from './support.mjs';

const { MESSAGES, PROJECTS, BACKEND_MODULES } = lintConfig;
const project = (scope) => {
  const found = PROJECTS.find((p) => p.scope === scope);
  assert.ok(found, `a project with scope:${scope}`);
  return found;
};
const remotes = PROJECTS.filter((p) => p.type === 'app' && !['shell', 'backend'].includes(p.scope));
const [remoteA, remoteB] = remotes;
const shell = project('shell');
const backend = project('backend');
const ui = PROJECTS.find((p) => p.type === 'ui');
const contracts = PROJECTS.find((p) => p.type === 'contracts');
const up = (folder) => folder.split('/').map(() => '..').join('/');

/** Lints the probe and expects exactly the given message (at least once) and no other boundary message. */
async function expectBites(folder, code, message) {
  const messages = await lintProbe(folder, code);
  assert.ok(messages.length > 0, `expected "${message}" for ${folder}: ${code}, lint passed`);
  assert.deepEqual([...new Set(messages)], [message], `${folder}: ${code}`);
}
async function expectClean(folder, code) {
  assert.deepEqual(await lintProbe(folder, code), [], `${folder}: ${code} should be allowed`);
}

describe('projects (scope and type tags)', () => {
  test('a remote never imports another remote, by path or by package name', async () => {
    const from = `${remoteA.folder}/src`;
    await expectBites(from, `import '${up(from)}/${remoteB.folder}/src/routes';\n`, MESSAGES.apps);
    await expectBites(from, `import '${remoteB.name}';\n`, MESSAGES.apps);
    await expectBites(from, `export * from '${up(from)}/${remoteB.folder}/src/routes';\n`, MESSAGES.apps);
    await expectBites(from, `export const load = () => import('${up(from)}/${remoteB.folder}/src/routes');\n`, MESSAGES.apps);
  });
  test('a remote never imports the shell', async () => {
    const from = `${remoteB.folder}/src`;
    await expectBites(from, `import '${up(from)}/${shell.folder}/src/app/router';\n`, MESSAGES.apps);
  });
  test('the shell never imports a remote (it loads them at run time)', async () => {
    const from = `${shell.folder}/src`;
    await expectBites(from, `import '${up(from)}/${remoteA.folder}/src/routes';\n`, MESSAGES.apps);
    await expectBites(from, `import '${remoteA.name}';\n`, MESSAGES.apps);
  });
  test('libraries never import apps', async () => {
    const from = `${ui.folder}/src`;
    await expectBites(from, `import '${up(from)}/${shell.folder}/src/app/router';\n`, MESSAGES.libs);
    await expectBites(from, `import '${up(from)}/${remoteA.folder}/src/routes';\n`, MESSAGES.libs);
  });
  test('front ends import neither backend code nor server packages', async () => {
    const from = `${remoteA.folder}/src`;
    await expectBites(from, `import '${up(from)}/${backend.folder}/src/app.module';\n`, MESSAGES.frontBack);
    await expectBites(from, `import { Injectable } from '@nestjs/common';\nexport { Injectable };\n`, MESSAGES.frontBack);
    await expectBites(remoteA.folder, `import { Injectable } from '@nestjs/common';\nexport { Injectable };\n`, MESSAGES.frontBack);
    await expectBites(`${shell.folder}/src`, `import '${backend.name}';\n`, MESSAGES.frontBack);
  });
  test('the backend imports no front-end library, app or package; contracts are the meeting point', async () => {
    const from = `${backend.folder}/src`;
    await expectBites(from, `import '${ui.name}';\n`, MESSAGES.frontBack);
    await expectBites(from, `import '${up(from)}/${remoteA.folder}/src/routes';\n`, MESSAGES.frontBack);
    await expectBites(from, `import { useState } from 'react';\nexport { useState };\n`, MESSAGES.frontBack);
    await expectClean(from, `import '${contracts.name}';\n`);
  });
  test('contracts carry no framework and import no other project', async () => {
    const from = `${contracts.folder}/src`;
    await expectBites(from, `import { useState } from 'react';\nexport { useState };\n`, MESSAGES.contracts);
    await expectBites(from, `import { Injectable } from '@nestjs/common';\nexport { Injectable };\n`, MESSAGES.contracts);
    await expectBites(from, `import '${ui.name}';\n`, MESSAGES.contracts);
    await expectClean(from, `import { IsString } from 'class-validator';\nexport { IsString };\n`);
  });
  test('allowed: an app uses the shared libraries', async () => {
    await expectClean(`${remoteA.folder}/src`, `import '${ui.name}';\nimport '${contracts.name}';\n`);
  });
});

describe('inside a remote', () => {
  const remote = remotes.find((r) => subfolders(`${r.folder}/src/features`).length >= 2);
  const [featureA, featureB] = subfolders(`${remote.folder}/src/features`);
  test(`a feature never imports another feature (${remote.folder}: ${featureA} -> ${featureB})`, async () => {
    const from = `${remote.folder}/src/features/${featureA}`;
    const target = someSourceFile(`${remote.folder}/src/features/${featureB}`, from);
    await expectBites(from, `import '${target}';\n`, MESSAGES.feature);
  });
  test('src/shared never imports a feature', async () => {
    const withShared = remotes.find((r) => existsSync(join(ROOT, r.folder, 'src/shared')) && subfolders(`${r.folder}/src/features`).length);
    const from = `${withShared.folder}/src/shared`;
    const target = someSourceFile(`${withShared.folder}/src/features/${subfolders(`${withShared.folder}/src/features`)[0]}`, from);
    await expectBites(from, `import '${target}';\n`, MESSAGES.shared);
  });
  test('allowed: a feature uses src/shared and its own files', async () => {
    const withShared = remotes.find((r) => existsSync(join(ROOT, r.folder, 'src/shared')) && subfolders(`${r.folder}/src/features`).length);
    const feature = subfolders(`${withShared.folder}/src/features`)[0];
    const from = `${withShared.folder}/src/features/${feature}`;
    await expectClean(from, `import '${someSourceFile(`${withShared.folder}/src/shared`, from)}';\nimport '${someSourceFile(from, from)}';\n`);
  });
});

describe('inside the backend', () => {
  const modules = `${backend.folder}/src/modules`;
  const [moduleA, moduleB] = BACKEND_MODULES;
  test('the module zones are the folders under backend/src/modules, each with an index.ts', () => {
    assert.deepEqual([...BACKEND_MODULES].sort(), subfolders(modules));
    for (const m of BACKEND_MODULES) assert.ok(existsSync(join(ROOT, modules, m, 'index.ts')), `${modules}/${m}/index.ts`);
  });
  for (const m of BACKEND_MODULES) {
    test(`importing the ${m} module past its index.ts fails`, async () => {
      const other = BACKEND_MODULES.find((x) => x !== m);
      const from = `${modules}/${other}`;
      await expectBites(from, `import '${someSourceFile(`${modules}/${m}`, from)}';\n`, MESSAGES.moduleIndex);
      await expectClean(from, `import '../${m}';\n`);
    });
  }
  test('the gateway (app.module, main) also goes through each index.ts', async () => {
    const from = `${backend.folder}/src`;
    await expectBites(from, `import './modules/${moduleA}/${moduleA}.module';\n`, MESSAGES.moduleIndex);
  });
  test('core never imports a module, not even its index.ts', async () => {
    const from = `${backend.folder}/src/core/${subfolders(`${backend.folder}/src/core`)[0]}`;
    await expectBites(from, `import '../../modules/${moduleB}';\n`, MESSAGES.core);
    await expectBites(from, `import '${someSourceFile(`${modules}/${moduleB}`, from)}';\n`, MESSAGES.core);
  });
  test('entity registration is the one exception: backend/src/database/entities.ts lints clean, any other file there does not', async () => {
    const [result] = await repoEslint().lintFiles([join(ROOT, backend.folder, 'src/database/entities.ts')]);
    assert.deepEqual(result.messages.filter((m) => m.ruleId === 'boundaries/dependencies'), []);
    const entityModule = BACKEND_MODULES.find((m) => subfolders(`${modules}/${m}`).includes('entities'));
    const from = `${backend.folder}/src/database`;
    await expectBites(from, `import '${someSourceFile(`${modules}/${entityModule}/entities`, from)}';\n`, MESSAGES.moduleIndex);
  });
});
