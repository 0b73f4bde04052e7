import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Embedded PostgreSQL for a bare laptop: PGlite (PostgreSQL compiled to WASM) behind
 * pglite-socket, so TypeORM, connect-pg-simple and scripts all use an ordinary postgresql:// URL.
 *
 * Known behaviour (NOTES.md): every connection shares one backend, so a transaction must only use
 * its own manager; maxConnections must cover every pool; the data folder has no lock of its own,
 * so a lockfile beside it stops a second server from opening the same files.
 */
export interface EmbeddedPostgres {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder of the database files (created if missing). */
  dataDir: string;
  /** Must be >= the sum of every pool that connects (TypeORM + sessions + scripts). */
  maxConnections: number;
}

/** Folders opened by this process, so a second open in the same process is refused too. */
const openInThisProcess = new Set<string>();

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes `<dataDir>.lock` (holding our pid); a lock left by a dead process is taken over. */
function acquireLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  if (openInThisProcess.has(dataDir)) {
    throw new Error(`The embedded database in ${dataDir} is already open in this process.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      openInThisProcess.add(dataDir);
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        openInThisProcess.delete(dataDir);
        process.removeListener('exit', release);
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      process.on('exit', release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && pidAlive(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder} (lockfile ${lockPath}). ` +
            'Stop that server, or set DATABASE_URL to use a PostgreSQL server.',
        );
      }
      unlinkSync(lockPath); // stale lock (dead process): take it over
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, maxConnections } = options;
  const release = acquireLock(dataDir);
  try {
    mkdirSync(dataDir, { recursive: true });
    // Loaded lazily: ~700 MB RSS and a few seconds, only when no DATABASE_URL is set.
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { uuid_ossp } = await import('@electric-sql/pglite/contrib/uuid_ossp');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');

    const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm, uuid_ossp } });
    if (fresh) await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS "uuid-ossp";');
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
    await server.start();
    const url = `postgresql://postgres@${server.getServerConn()}/postgres`;
    let stopped = false;
    return {
      url,
      dataDir,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await server.stop();
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
