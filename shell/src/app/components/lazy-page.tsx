import { createElement, lazy, type ComponentType } from 'react';

type Module = { default: ComponentType };

export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy plus preload(): once the chunk is loaded (e.g. preloaded before the first render),
 * the page renders synchronously, without a Suspense fallback replacing the prerendered HTML.
 */
export function lazyPage(factory: () => Promise<Module>): LazyPage {
  let loaded: ComponentType | null = null;
  let pending: Promise<Module> | null = null;
  const load = (): Promise<Module> => {
    pending ??= factory().then(
      (m) => {
        loaded = m.default;
        return m;
      },
      (error: unknown) => {
        pending = null; // let a later render try again
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(load);
  const Page = () => (loaded ? createElement(loaded) : createElement(Lazy));
  return Object.assign(Page, { preload: load });
}
