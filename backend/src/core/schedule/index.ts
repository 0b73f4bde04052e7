export * from './scheduler';
export * from './schedule.module';
