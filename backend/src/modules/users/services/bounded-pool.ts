/** Thrown when a bounded pool's queue is full: the caller answers at once instead of waiting. */
export class PoolFullError extends Error {
  constructor() {
    super('Too many tasks waiting');
  }
}

/**
 * Runs at most `concurrency` async tasks at once; up to `queueLimit` more wait in order; anything
 * beyond is refused at once (PoolFullError). Used for password hashing, whose CPU cost would
 * otherwise let a login flood slow every other request.
 */
export class BoundedPool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw new PoolFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
