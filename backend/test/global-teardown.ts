import { rmSync } from 'node:fs';
import Redis from 'ioredis';

/** Drops the run's databases (or stops the embedded server), its temp DATA_DIRs and its Bull keys (every worker's). */
export default async function globalTeardown(): Promise<void> {
  await globalThis.__FIJI_IT_TEARDOWN__?.();
  const dir = process.env.FIJI_IT_DATA_DIR;
  if (dir && !process.env.KEEP_TEST_DB) {
    rmSync(dir, { recursive: true, force: true });
    for (let i = 1; i <= Number(process.env.FIJI_IT_WORKERS ?? 0); i++) rmSync(`${dir}-w${i}`, { recursive: true, force: true });
  }
  const redisUrl = process.env.REDIS_URL;
  const prefix = process.env.REDIS_PREFIX;
  if (redisUrl && prefix?.startsWith('fiji-it-')) {
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
}
