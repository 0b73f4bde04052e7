/**
 * class-transformer's @Type() (used by DTOs in @fiji/contracts) calls Reflect.getMetadata when the
 * class is defined. The browser needs no real metadata (types are given explicitly), so instead of
 * the reflect-metadata polyfill a no-op keeps those modules from throwing.
 */
type ReflectWithMetadata = typeof Reflect & {
  getMetadata?: (...args: unknown[]) => unknown;
  metadata?: (...args: unknown[]) => (target: unknown, key?: unknown) => void;
  defineMetadata?: (...args: unknown[]) => void;
};

const R = Reflect as ReflectWithMetadata;
R.getMetadata ??= () => undefined;
R.metadata ??= () => () => undefined;
R.defineMetadata ??= () => undefined;

export {};
