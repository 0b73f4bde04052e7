import { DataSource, type DataSourceOptions } from 'typeorm';
// Before any pool exists: pg's template row built once per result (pg-template-row.ts).
import './pg-template-row';
import { ALL_ENTITIES } from '../../database/entities';
import { MIGRATIONS } from '../../database/migrations';

/** Pool sizes per process: small, since a 2-core API instance gains nothing from more. */
export const POOLS = { typeorm: 10, sessions: 4, scripts: 2 } as const;

/**
 * How long a request waits for a pooled PostgreSQL connection (a server that drops packets instead of
 * refusing would otherwise hold it for the OS's TCP timeout, minutes); past it the request gets a 503.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * Settings of every application connection (PostgreSQL startup options). JIT off: the app runs short
 * statements whose plans carry a costly branch that rarely runs (a search's fallback when its index walk
 * fills the page, docs/search.md); PostgreSQL decides on JIT from the plan's total cost and compiled them
 * for 100–200 ms per statement, many times what they then took to run.
 */
export const CONNECTION_OPTIONS = '-c jit=off';

/**
 * The one TypeORM configuration (app, migrate script, tests). The schema comes only from
 * the explicit MIGRATIONS list: never synchronize, never run migrations implicitly.
 */
export function dataSourceOptions(url: string, poolSize: number = POOLS.typeorm): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ALL_ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    logging: false, // expected failures (409, 400) are mapped by the exception filter; unexpected ones are logged there
    extra: { max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, options: CONNECTION_OPTIONS },
  };
}

/**
 * Applies pending migrations. Run once per boot by main.ts / the migrate script / the test
 * globalSetup, never per worker: TypeORM takes no lock, so parallel migrators collide.
 */
export async function runMigrations(url: string): Promise<string[]> {
  // One connection, so the session lock below and the migrations share it.
  const ds = new DataSource(dataSourceOptions(url, 1));
  await ds.initialize();
  try {
    // Several instances starting together (a deploy) migrate one at a time: the others wait, then find nothing pending.
    await ds.query(`SELECT pg_advisory_lock(hashtext('fiji-migrations'))`);
    const done = await ds.runMigrations({ transaction: 'each' });
    return done.map((m) => m.name);
  } finally {
    await ds.destroy(); // closing the connection releases the lock
  }
}

/** An initialised DataSource for scripts (seed); the caller destroys it. */
export async function openDataSource(url: string, poolSize: number = POOLS.scripts): Promise<DataSource> {
  const ds = new DataSource(dataSourceOptions(url, poolSize));
  return ds.initialize();
}
