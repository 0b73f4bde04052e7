/**
 * The start and stop of a process, the same for the gateway (main.ts) and the worker (worker.ts):
 * a failed start prints one JSON line and exits 1; the first SIGTERM/SIGINT runs `stop` once and
 * exits with the code it returns.
 */
export function runProcess(start: () => Promise<void>): void {
  start().catch((e: Error) => {
    process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'startup failed', error: e.message, stack: e.stack }) + '\n');
    process.exit(1);
  });
}

export function onStopSignal(stop: (signal: string) => Promise<number>): void {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void stop(signal).then(
      (code) => process.exit(code),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => handle('SIGINT'));
  process.once('SIGTERM', () => handle('SIGTERM'));
}
