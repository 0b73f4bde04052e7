export * from './data-source';
export * from './database-runtime';
export * from './database.module';
export * from './embedded-postgres';
export * from './run-exclusive';
export * from './owner-cap';
export * from './transient-retry';
export * from './prepared-query';
