// Lint enforces the architecture's boundaries (docs/architecture.md, "Rules that keep it easy to change").
//
// Nothing here is a hand-kept list of folders. The zones come from the tree itself:
//  - each project is a workspace of the root package.json, and its two tags (`scope:*`, `type:*`) are read
//    from the `nx.tags` of its package.json;
//  - a remote's features are the folders under `<remote>/src/features/`, its remote-wide code is `src/shared/`;
//  - a backend module is any folder under `backend/src/modules/`, a core concern any folder under `backend/src/core/`.
// eslint-plugin-boundaries reads those zones; tools/architecture/ proves that each policy below bites.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** The workspaces of the root package.json (`libs/*` expanded), each with its package name and tags. */
export function readProjects(root = ROOT) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const folders = workspaces.flatMap((entry) =>
    entry.endsWith('/*')
      ? readdirSync(join(root, entry.slice(0, -2)), { withFileTypes: true })
          .filter((d) => d.isDirectory() && existsSync(join(root, entry.slice(0, -2), d.name, 'package.json')))
          .map((d) => `${entry.slice(0, -2)}/${d.name}`)
      : [entry],
  );
  return folders.map((folder) => {
    const pkg = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    const tags = pkg.nx?.tags ?? [];
    const tag = (axis) => {
      const found = tags.filter((t) => t.startsWith(`${axis}:`));
      if (found.length !== 1) throw new Error(`${folder}/package.json: nx.tags needs exactly one ${axis}:* tag`);
      return found[0].slice(axis.length + 1);
    };
    return { folder, name: pkg.name, scope: tag('scope'), type: tag('type') };
  });
}

const subfolders = (path) =>
  existsSync(join(ROOT, path))
    ? readdirSync(join(ROOT, path), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];

export const PROJECTS = readProjects();
const BACKEND = PROJECTS.filter((p) => p.scope === 'backend');
const FRONT_APPS = PROJECTS.filter((p) => p.type === 'app' && p.scope !== 'backend');
const LIBS = PROJECTS.filter((p) => p.scope === 'shared');
/** The backend's modules, one per folder: adding a folder adds a zone. */
export const BACKEND_MODULES = BACKEND.flatMap((p) => subfolders(`${p.folder}/src/modules`));

// Messages: the bite test (tools/architecture/) expects each of them.
export const MESSAGES = {
  apps: 'An app never imports another app: remotes never import each other or the shell, and the shell loads remotes at run time. Share code through libs/.',
  libs: 'Libraries never import apps (shell, remotes, backend).',
  frontBack: 'Front and back meet only in libs/contracts: front ends import no backend code or server package, the backend imports no front-end code or package.',
  contracts: 'Contracts carry no framework: only constants, types and class-validator DTOs, and they import no other project.',
  feature: 'A feature never imports another feature: move what both need to the remote\'s src/shared/.',
  shared: 'A remote\'s src/shared/ never imports a feature: features build on shared code, not the other way round.',
  moduleIndex: 'Import another backend module only through its index.ts (its module class and the services it exports).',
  core: 'backend/src/core never imports a module: modules use core, core knows no module (register a handler or take a callback instead).',
};

const serverOnly = ['@nestjs/*', 'typeorm', 'pg', 'bull', 'passport*', 'express*', 'argon2', 'nodemailer'];
const frontOnly = ['react', 'react-dom', 'react-router', 'zustand', '@tanstack/*', '@radix-ui/*'];

/** A dependency on any of these projects: a file in their folders, or their package name (resolved or not). */
const toProjects = (projects, { exceptType } = {}) => {
  const selected = projects.filter((p) => p.type !== exceptType);
  if (selected.length === 0) return [];
  return [
    ...selected.map((p) => ({ file: { categories: { allOf: [`project:${p.folder}`] } } })),
    { module: { origin: 'external', source: selected.map((p) => p.name) } },
  ];
};
const fromProjects = (projects) => ({ file: { categories: { anyOf: projects.map((p) => `project:${p.folder}`) } } });
const toPackages = (names) => ({ module: { origin: 'external', source: names } });

const policies = [
  // Projects: the scope axis.
  ...FRONT_APPS.map((app) => ({
    from: fromProjects([app]),
    disallow: { to: toProjects(FRONT_APPS.filter((other) => other.scope !== app.scope)) },
    message: MESSAGES.apps,
  })),
  { from: fromProjects(LIBS), disallow: { to: toProjects(PROJECTS.filter((p) => p.scope !== 'shared')) }, message: MESSAGES.libs },
  // Front and back: the backend reaches the front only through contracts, and the reverse.
  { from: fromProjects(FRONT_APPS), disallow: { to: toProjects(BACKEND) }, message: MESSAGES.frontBack },
  { from: fromProjects(BACKEND), disallow: { to: [...toProjects(FRONT_APPS), ...toProjects(LIBS, { exceptType: 'contracts' })] }, message: MESSAGES.frontBack },
  {
    from: [
      ...FRONT_APPS.map((p) => ({ file: { categories: { allOf: [`project:${p.folder}`, 'bundle'] } } })),
      fromProjects(LIBS.filter((p) => p.type !== 'contracts')),
    ],
    disallow: { to: toPackages(serverOnly) },
    message: MESSAGES.frontBack,
  },
  { from: fromProjects(BACKEND), disallow: { to: toPackages(frontOnly) }, message: MESSAGES.frontBack },
  // The type axis: contracts stand alone.
  {
    from: { file: { categories: { allOf: ['type:contracts'] } } },
    disallow: { to: [...toProjects(PROJECTS.filter((p) => p.type !== 'contracts')), toPackages([...serverOnly, ...frontOnly])] },
    message: MESSAGES.contracts,
  },
  // Inside a remote.
  { from: { element: { type: 'feature' } }, disallow: { to: { element: { type: 'feature' } } }, message: MESSAGES.feature },
  { from: { element: { type: 'remote-shared' } }, disallow: { to: { element: { type: 'feature' } } }, message: MESSAGES.shared },
  // Inside the backend: a module is reached through its index.ts only ...
  {
    from: { file: { categories: { allOf: ['backend-src'] } } },
    disallow: { to: { element: { type: 'module' } } },
    message: MESSAGES.moduleIndex,
  },
  { from: { file: { categories: { allOf: ['backend-src'] } } }, allow: { to: { element: { type: 'module', fileInternalPath: 'index.ts' } } } },
  // ... except in backend/src/database: the entity list and the migrations name each module's entities
  // directly (entity registration), and the seed, a script that builds demo data, may use any module file.
  {
    from: { element: { type: 'database', fileInternalPath: ['entities.ts', 'migrations/**'] } },
    allow: { to: { element: { type: 'module', fileInternalPath: 'entities/**' } } },
  },
  { from: { element: { type: 'database', fileInternalPath: 'seed/**' } }, allow: { to: { element: { type: 'module' } } } },
  // core knows no module at all, not even its index.
  { from: { element: { type: 'core' } }, disallow: { to: { element: { type: 'module' } } }, message: MESSAGES.core },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/*.js', '**/*.mjs', '**/*.cjs', '.nx/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': ROOT,
      // Workspace packages resolve to their real folders (not node_modules/@fiji/*), so they land in their zones.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], preserveSymlinks: false } },
      'boundaries/elements': [
        ...FRONT_APPS.flatMap((p) => [
          { type: 'feature', pattern: `${p.folder}/src/features/*`, capture: ['feature'], partialMatch: false },
          { type: 'remote-shared', pattern: `${p.folder}/src/shared`, partialMatch: false },
        ]),
        ...BACKEND.flatMap((p) => [
          { type: 'module', pattern: `${p.folder}/src/modules/*`, capture: ['module'], partialMatch: false },
          { type: 'core', pattern: `${p.folder}/src/core/*`, capture: ['concern'], partialMatch: false },
          { type: 'database', pattern: `${p.folder}/src/database`, partialMatch: false },
        ]),
      ],
      // Every file of a project carries its project, scope and type. `bundle` marks front-end app code that must
      // not use server packages: whole remotes, and the shell's src/ (its e2e/ and scripts/ drive a real server).
      'boundaries/files': [
        ...PROJECTS.flatMap((p) => [
          { category: `project:${p.folder}`, pattern: `${p.folder}/**` },
          { category: `scope:${p.scope}`, pattern: `${p.folder}/**` },
          { category: `type:${p.type}`, pattern: `${p.folder}/**` },
        ]),
        ...FRONT_APPS.map((p) => ({ category: 'bundle', pattern: p.scope === 'shell' ? `${p.folder}/src/**` : `${p.folder}/**` })),
        ...BACKEND.map((p) => ({ category: 'backend-src', pattern: `${p.folder}/src/**` })),
      ],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies }],
    },
  },
);
