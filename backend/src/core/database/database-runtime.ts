import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { EMBEDDED_PG_MAJOR, startEmbeddedPostgres } from './embedded-postgres';

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
 * Earlier versions kept an embedded PGlite database in DATA_DIR/pg. It is never opened, changed or
 * deleted; while it exists every start prints this block, because there is no automatic carry-over
 * (docs/database.md, "Upgrading from a PGlite data folder", says why and what to do).
 */
export function legacyPgliteNotice(config: AppConfig): string | null {
  const legacy = join(config.dataDir, 'pg');
  if (!existsSync(legacy)) return null;
  const rule = '='.repeat(78);
  return [
    rule,
    `NOTICE: ${legacy} holds the embedded PGlite database of an earlier version.`,
    `This version does not read it: it runs a real PostgreSQL ${EMBEDDED_PG_MAJOR} server with its own`,
    `data in ${embeddedDataDir(config)}, which started with fresh demo data.`,
    'Accounts and profiles created on the earlier version are NOT in it.',
    'The old folder is kept exactly as it was (never changed or deleted). To keep',
    'using that data, run the earlier version on it; how, and how to remove this',
    'notice, is in docs/database.md ("Upgrading from a PGlite data folder").',
    rule,
  ].join('\n');
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR/postgres on a private 127.0.0.1 port. */
export async function resolveDatabase(config: AppConfig): Promise<DatabaseRuntime> {
  if (config.databaseUrl) return new DatabaseRuntime(config.databaseUrl, false);
  const notice = legacyPgliteNotice(config);
  if (notice) process.stdout.write(`\n${notice}\n\n`);
  const pg = await startEmbeddedPostgres({ dataDir: embeddedDataDir(config) });
  return new DatabaseRuntime(pg.url, true, () => pg.stop());
}
