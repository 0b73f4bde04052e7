/** Types of what rspack gives front-end code: import.meta.webpackContext and stylesheet imports. */
// import.meta.webpackContext: a build-time module context.
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
