/**
 * PostgreSQL's answers that mean "this transaction lost a race, run it again": deadlock_detected (two
 * inserts waiting on each other's exclusion-constraint check can deadlock, the documented behaviour of
 * exclusion constraints) and serialization_failure. Either way the whole transaction was rolled back.
 */
const RETRYABLE = new Set(['40P01', '40001']);

export function isTransientConflict(e: unknown): boolean {
  const err = e as { driverError?: { code?: string }; code?: string };
  return RETRYABLE.has(err.driverError?.code ?? err.code ?? '');
}

/**
 * Runs `transaction` again (up to `attempts` in all) when it failed with a transient conflict, so a client
 * racing others for one slot gets the same answer as one that arrived a moment later (a 409), never a 500.
 * `transaction` must be a whole transaction: nothing of a failed attempt may survive it.
 */
export async function retryTransientConflicts<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (e) {
      if (attempt >= attempts || !isTransientConflict(e)) throw e;
    }
  }
}
