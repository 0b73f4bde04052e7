import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { EMBEDDED_MAX_CONNECTIONS } from './data-source';
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

/** DATABASE_URL when set; otherwise PGlite in DATA_DIR/pg on a private 127.0.0.1 port. */
export async function resolveDatabase(config: AppConfig): Promise<DatabaseRuntime> {
  if (config.databaseUrl) return new DatabaseRuntime(config.databaseUrl, false);
  const pg = await startEmbeddedPostgres({ dataDir: join(config.dataDir, 'pg'), maxConnections: EMBEDDED_MAX_CONNECTIONS });
  return new DatabaseRuntime(pg.url, true, () => pg.stop());
}
