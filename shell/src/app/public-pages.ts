/**
 * The public and marketing pages (shell/src/app/pages/public/<route>.tsx, default exports) found
 * at build time. Each becomes its own lazy chunk, so the landing bundle carries none of them, and a
 * page that does not exist yet simply has no route (the 404 page answers).
 */
import type { ComponentType } from 'react';

type Module = { default: ComponentType };

const context = import.meta.webpackContext('./pages/public', {
  recursive: false,
  regExp: /^\.\/[a-z0-9-]+\.tsx$/,
  mode: 'lazy',
});

const keys = new Set(context.keys());

/** Public routes served by files in pages/public, in the order of the spec's route table. */
export const PUBLIC_PAGE_ROUTES = [
  'how-it-works',
  'pricing',
  'find-talent',
  'help',
  'privacy',
  'terms',
  'contact',
  'beta-feedback',
  'features',
  'success-stories',
  'schools',
  'recruiters',
  'blog',
] as const;

export function publicPageLoader(name: string): (() => Promise<Module>) | null {
  const key = `./${name}.tsx`;
  return keys.has(key) ? () => context(key) as Promise<Module> : null;
}
