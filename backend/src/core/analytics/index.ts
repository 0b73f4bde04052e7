export * from './analytics.module';
export * from './funnel-events';
