import type { Server, ServerResponse } from 'node:http';

const inFlight = new WeakMap<Server, Set<ServerResponse>>();

/**
 * Remembers the server's unfinished responses (call before listen), so a drain can answer the ones
 * already in flight with `Connection: close` instead of keeping their connections alive.
 */
export function trackResponses(server: Server): void {
  if (inFlight.has(server)) return;
  const open = new Set<ServerResponse>();
  inFlight.set(server, open);
  server.on('request', (_req, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });
}

const closeAfterResponse = (res: ServerResponse): void => {
  if (!res.headersSent) res.setHeader('Connection', 'close');
};

export interface ShutdownLog {
  write(level: 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>): void;
}

export interface DrainResult {
  /** Every in-flight request finished before the drain deadline. */
  drained: boolean;
  /** Connections still open at the deadline and closed by force (an upload among them resumes later). */
  forced: number;
  ms: number;
}

/** Time kept back from the grace period for closing pools and queues after the drain. */
export const closeReserveMs = (graceMs: number): number => Math.min(5_000, Math.floor(graceMs / 4));

/**
 * Stops the servers accepting connections and lets in-flight requests finish: a request that
 * arrives on a kept-alive connection meanwhile is still served but answered `Connection: close`,
 * and a connection is closed as soon as it is idle. Whatever is still open after `drainMs` is closed
 * by force. Resolves when every server has closed.
 */
export async function drainServers(servers: readonly Server[], drainMs: number): Promise<DrainResult> {
  const started = Date.now();
  let forced = 0;
  const closed = servers.map(
    (server) =>
      new Promise<void>((resolve) => {
        inFlight.get(server)?.forEach(closeAfterResponse);
        server.prependListener('request', (_req, res) => closeAfterResponse(res));
        if (!server.listening) return resolve();
        server.close(() => resolve()); // stops accepting; resolves once every connection has ended
      }),
  );
  const idleSweep = setInterval(() => servers.forEach((s) => s.closeIdleConnections()), 50);
  servers.forEach((s) => s.closeIdleConnections());
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), drainMs);
  });
  const outcome = await Promise.race([Promise.all(closed).then(() => 'drained' as const), deadline]);
  clearTimeout(timer);
  clearInterval(idleSweep);
  if (outcome === 'timeout') {
    for (const s of servers) {
      forced += await openConnections(s);
      s.closeAllConnections();
    }
    await Promise.all(closed);
  }
  return { drained: outcome === 'drained', forced, ms: Date.now() - started };
}

const openConnections = (server: Server): Promise<number> =>
  new Promise((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n)));

/**
 * The SIGTERM/SIGINT sequence of main.ts within `graceMs`: drain the HTTP servers (in-flight
 * requests still have the database), then `close` (Nest shutdown hooks: pools, queues, the
 * embedded database). Resolves with the exit code: 0 when done in time.
 */
export async function gracefulShutdown(
  servers: readonly Server[],
  close: () => Promise<void>,
  graceMs: number,
  log: ShutdownLog,
): Promise<number> {
  const started = Date.now();
  const drain = await drainServers(servers, graceMs - closeReserveMs(graceMs));
  if (drain.forced > 0) log.write('warn', 'shutdown: closed connections still busy at the grace limit', { connections: drain.forced });
  const remaining = Math.max(1, graceMs - (Date.now() - started));
  let timer: NodeJS.Timeout | undefined;
  const closedInTime = await Promise.race([
    close().then(
      () => true,
      (e: Error) => {
        log.write('error', 'shutdown: closing failed', { error: e?.message ?? String(e) });
        return true;
      },
    ),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), remaining);
    }),
  ]);
  clearTimeout(timer);
  if (!closedInTime) log.write('error', 'shutdown: pools and queues did not close within the grace period');
  log.write('info', 'shut down', { ms: Date.now() - started, drained: drain.drained });
  return closedInTime ? 0 : 1;
}
