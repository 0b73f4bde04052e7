export * from './job-names';
export * from './jobs.service';
export * from './queue.module';
export * from './redis-ping';
