export * from './cache-headers';
export * from './static-files';
