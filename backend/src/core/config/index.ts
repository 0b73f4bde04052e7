export * from './app-config';
export * from './app-config.module';
export * from './repo-root';
