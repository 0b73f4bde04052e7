export * from './rate-limit';
export * from './rate-limit.module';
export * from './rate-limit-counters';
