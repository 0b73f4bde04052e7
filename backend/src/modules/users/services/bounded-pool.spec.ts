import { BoundedPool, PoolFullError } from './bounded-pool';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('BoundedPool', () => {
  it('never runs more than `concurrency` tasks at once and runs the queued ones in order', async () => {
    const pool = new BoundedPool(2, 10);
    let live = 0;
    let peak = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 6 }, deferred);
    const runs = gates.map((g, i) =>
      pool.run(async () => {
        live++;
        peak = Math.max(peak, live);
        order.push(i);
        await g.promise;
        live--;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(pool.active).toBe(2);
    expect(pool.queued).toBe(4);
    for (const g of gates) {
      g.resolve();
      await new Promise((r) => setImmediate(r));
    }
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pool.active).toBe(0);
  });

  it('refuses at once beyond the queue limit, and frees the slot when a task fails', async () => {
    const pool = new BoundedPool(1, 1);
    const gate = deferred();
    const first = pool.run(() => gate.promise.then(() => Promise.reject(new Error('boom'))));
    const second = pool.run(async () => 'second');
    await expect(pool.run(async () => 'third')).rejects.toBeInstanceOf(PoolFullError);
    gate.resolve();
    await expect(first).rejects.toThrow('boom');
    await expect(second).resolves.toBe('second');
    await expect(pool.run(async () => 'again')).resolves.toBe('again');
    expect(pool.active).toBe(0);
  });
});
