import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions } from './data-source';
import { DatabaseRuntime } from './database-runtime';

/** TypeORM on the already-resolved (and migrated) database. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(runtime: DatabaseRuntime): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRoot({ ...dataSourceOptions(runtime.url), retryAttempts: 0 })],
      providers: [{ provide: DatabaseRuntime, useValue: runtime }],
      exports: [DatabaseRuntime],
    };
  }
}
