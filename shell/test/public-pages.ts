/** Test double of src/app/public-pages.ts (which uses rspack's import.meta.webpackContext). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';

export const PUBLIC_PAGE_ROUTES = [
  'how-it-works', 'pricing', 'find-talent', 'help', 'privacy', 'terms', 'contact', 'beta-feedback', 'features',
  'success-stories', 'schools', 'recruiters', 'blog',
] as const;

const dir = join(__dirname, '..', 'src', 'app', 'pages', 'public');

export function publicPageLoader(name: string): (() => Promise<{ default: ComponentType }>) | null {
  const file = join(dir, `${name}.tsx`);
  return existsSync(file) ? () => Promise.resolve(require(file) as { default: ComponentType }) : null;
}
