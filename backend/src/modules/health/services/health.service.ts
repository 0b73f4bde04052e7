import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { JobsService } from '../../../core/queue/jobs.service';

export interface Health {
  status: 'ok' | 'error';
  database: 'up' | 'down';
  queue: 'up' | 'down' | 'in-process';
}

const within = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
  ) {}

  async check(): Promise<Health> {
    const database = await within(this.dataSource.query('select 1'), 3000).then(
      () => 'up' as const,
      () => 'down' as const,
    );
    const queue = await this.jobs.ping().then(
      (mode) => mode,
      () => 'down' as const,
    );
    return { status: database === 'up' && queue !== 'down' ? 'ok' : 'error', database, queue };
  }
}
