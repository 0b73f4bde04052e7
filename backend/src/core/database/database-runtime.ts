import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres } from './embedded-postgres';

/** Where the database is, resolved before Nest starts (an embedded one is started here). */
export class DatabaseRuntime {
  constructor(
    readonly url: string,
    readonly embedded: boolean,
    private readonly stopFn: () => Promise<void> = async () => undefined,
  ) {}

  stop(): Promise<void> {
    return this.stopFn();
  }
}

/** The embedded cluster's folder under DATA_DIR. */
export const embeddedDataDir = (config: AppConfig): string => join(config.dataDir, 'postgres');

/**
 * Earlier versions kept an embedded PGlite database in DATA_DIR/pg. It is left untouched (never
 * deleted or overwritten); docs/database.md says how to carry its data over by hand.
 */
export function legacyPgliteNotice(config: AppConfig): string | null {
  const legacy = join(config.dataDir, 'pg');
  if (!existsSync(join(legacy, 'PG_VERSION')) || existsSync(join(embeddedDataDir(config), 'PG_VERSION'))) return null;
  return (
    `Found an embedded PGlite database from an earlier version in ${legacy}. It is kept as it was; ` +
    `this version starts a real PostgreSQL in ${embeddedDataDir(config)} with fresh demo data. ` +
    'See docs/database.md to carry your own accounts over.'
  );
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR/postgres on a private 127.0.0.1 port. */
export async function resolveDatabase(config: AppConfig): Promise<DatabaseRuntime> {
  if (config.databaseUrl) return new DatabaseRuntime(config.databaseUrl, false);
  const notice = legacyPgliteNotice(config);
  if (notice) process.stderr.write(`${notice}\n`);
  const pg = await startEmbeddedPostgres({ dataDir: embeddedDataDir(config) });
  return new DatabaseRuntime(pg.url, true, () => pg.stop());
}
