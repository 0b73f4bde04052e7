export * from './json-logger';
export * from './request-log.middleware';
