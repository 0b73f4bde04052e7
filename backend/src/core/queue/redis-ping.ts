import Redis from 'ioredis';

/** redis://user:secret@host -> redis://user:***@host, for error messages. */
export function redactUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@');
}

/**
 * Checks that Redis answers before Bull is set up: with REDIS_URL pointing at nothing, Bull's
 * queue.add() waits forever, so the server fails fast with a clear message instead.
 */
export async function pingRedis(url: string, timeoutMs = 2000): Promise<void> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined); // reported through the rejected promise below
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      client.connect().then(() => client.ping()),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer after ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    if (answer !== 'PONG') throw new Error(`unexpected answer ${String(answer)}`);
  } catch (e) {
    throw new Error(
      `Redis at ${redactUrl(url)} did not answer PING within ${timeoutMs} ms (${(e as Error).message}). ` +
        'Start Redis, fix REDIS_URL, or unset REDIS_URL to run jobs in-process.',
    );
  } finally {
    if (timer) clearTimeout(timer);
    client.disconnect();
    (client as unknown as { stream?: { destroy?: () => void } }).stream?.destroy?.(); // no lingering half-open socket
  }
}
