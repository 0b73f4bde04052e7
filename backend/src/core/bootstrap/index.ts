export * from './create-app';
export * from './create-worker';
export * from './graceful-shutdown';
export * from './process-runner';
