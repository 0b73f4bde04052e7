// Lint enforces the architecture's boundaries (ARCHITECTURE.md, "Boundaries by lint"):
// remotes never import each other or the shell; front and back meet only in libs/contracts;
// a backend module never reaches into another module's entities.
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-player', 'mf-recruiting', 'mf-mentoring', 'mf-admin'];
const BACKEND_AREAS = ['player', 'recruiting', 'mentoring', 'admin', 'users', 'notifications', 'feedback', 'featured', 'remotes', 'health'];

const serverOnly = ['@nestjs/*', 'typeorm', 'pg', 'bull', 'passport*', 'express*', 'argon2', 'nodemailer'];
const frontOnly = ['react', 'react-dom', 'react-dom/*', 'react-router', 'zustand', '@tanstack/*', '@radix-ui/*', '@fiji/platform', '@fiji/ui', '@fiji/mf-config'];

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const crossProject = (self) => [
  { regex: `(^|/)(shell|backend|${REMOTES.filter((r) => r !== self).join('|')})(/|$)`, message: `${self} may not import another app; share code through libs/.` },
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
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: restrict([
      ...crossProject(remote),
      { regex: '^@fiji/(shell|mf-)', message: 'Remotes never import the shell or each other.' },
      { group: serverOnly, message: 'Front ends do not import server packages.' },
    ]),
  })),
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: restrict([
      { regex: `(^|/)(backend|${REMOTES.join('|')})(/|$)`, message: 'The shell loads remotes at run time; it never imports them.' },
      { regex: '^@fiji/mf-(player|recruiting|mentoring|admin)', message: 'The shell loads remotes at run time.' },
      { group: serverOnly, message: 'Front ends do not import server packages.' },
    ]),
  },
  {
    files: ['libs/ui/**/*.{ts,tsx}', 'libs/platform/**/*.{ts,tsx}', 'libs/mf-config/**/*.{ts,tsx}'],
    rules: restrict([
      { regex: `(^|/)(shell|backend|${REMOTES.join('|')})(/|$)`, message: 'Libraries never import apps.' },
      { group: serverOnly, message: 'Front-end libraries do not import server packages.' },
    ]),
  },
  {
    files: ['libs/contracts/**/*.ts'],
    rules: restrict([
      { regex: `(^|/)(shell|backend|${REMOTES.join('|')})(/|$)`, message: 'Contracts never import apps.' },
      { group: [...serverOnly, ...frontOnly], message: 'Contracts carry no framework: only constants, types and class-validator DTOs.' },
    ]),
  },
  {
    files: ['backend/**/*.ts'],
    rules: restrict([
      { regex: `(^|/)(shell|${REMOTES.join('|')})(/|$)`, message: 'The backend shares only libs/contracts with the front ends.' },
      { group: frontOnly, message: 'The backend shares only libs/contracts with the front ends.' },
    ]),
  },
  ...BACKEND_AREAS.map((area) => ({
    files: [`backend/src/modules/${area}/**/*.ts`],
    rules: restrict([
      { regex: `(^|/)(shell|${REMOTES.join('|')})(/|$)`, message: 'The backend shares only libs/contracts with the front ends.' },
      { group: frontOnly, message: 'The backend shares only libs/contracts with the front ends.' },
      {
        regex: `modules/(?!${area}/)[^/]+/entities/|^\\.\\./\\.\\./(?!${area}/)[^/.]+/entities/|^\\.\\./(?!${area}/)[^/.]+/entities/`,
        message: `The ${area} module does not touch another module's entities: call that module's exported service.`,
      },
    ]),
  })),
);
