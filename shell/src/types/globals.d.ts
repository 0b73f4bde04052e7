/** rspack's build-time module context (import.meta.webpackContext). */
interface ImportMeta {
  webpackContext(
    request: string,
    options?: { recursive?: boolean; regExp?: RegExp; include?: RegExp; exclude?: RegExp; mode?: 'sync' | 'lazy' | 'eager' | 'weak' | 'lazy-once' },
  ): {
    (id: string): unknown;
    keys(): string[];
    resolve(id: string): string;
    id: string;
  };
}

declare module '*.css';
