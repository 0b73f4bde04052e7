/**
 * `npm start` step 1 (compiled to dist/scripts/migrate-and-seed.js): apply pending migrations,
 * then the idempotent demo seed. Uses the same config as the server: DATABASE_URL, or the
 * embedded PostgreSQL in DATA_DIR/postgres (started here, stopped at the end so the server can open it).
 *   node dist/scripts/migrate-and-seed.js            migrate + seed
 *   node dist/scripts/migrate-and-seed.js --no-seed  migrate only
 */
import 'reflect-metadata';
import { AppConfig } from '../src/core/config/app-config';
import { openDataSource, runMigrations } from '../src/core/database/data-source';
import { embeddedDataDir, resolveDatabase } from '../src/core/database/database-runtime';
import { runSeed } from '../src/database/seed';
import { seedDemoMedia } from '../src/database/seed/demo-media';
import { LocalStorageService, S3FileStore } from '../src/core/storage';

async function main(): Promise<void> {
  const seed = !process.argv.includes('--no-seed');
  const config = AppConfig.fromEnv();
  const started = Date.now();
  const database = await resolveDatabase(config);
  try {
    const applied = await runMigrations(database.url);
    console.log(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date');
    if (seed) {
      const ds = await openDataSource(database.url);
      try {
        const result = await runSeed(ds);
        if (result.skipped) console.log('Seed: already applied');
        else console.log(`Seed: ${Object.values(result.inserted).reduce((a, b) => a + b, 0)} rows inserted`);
        // The same store the server reads from: STORAGE_DIR, or the S3 bucket when S3_BUCKET is set.
        const store = config.s3 ? new S3FileStore(config.s3) : new LocalStorageService(config);
        const media = await seedDemoMedia(ds, store, config.ffmpegPath);
        if (media) console.log(`Demo media: ${media} seeded highlights now have a poster and a playable file`);
      } finally {
        await ds.destroy();
      }
    }
    console.log(`Database ready (${database.embedded ? `embedded PostgreSQL in ${embeddedDataDir(config)}` : 'DATABASE_URL'}) in ${Date.now() - started} ms`);
  } finally {
    await database.stop();
  }
}

main().catch((e: Error) => {
  console.error(`migrate-and-seed failed: ${e.message}`);
  process.exit(1);
});
