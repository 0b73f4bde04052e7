export * from './rate-limit';
export * from './rate-limit.module';
