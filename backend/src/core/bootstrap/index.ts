export * from './create-app';
export * from './graceful-shutdown';
