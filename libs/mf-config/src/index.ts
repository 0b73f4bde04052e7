export * from './shared';
export * from './remotes';
export * from './rspack-app';
