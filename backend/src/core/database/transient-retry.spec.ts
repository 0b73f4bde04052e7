import { retryTransientConflicts } from './transient-retry';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { driverError: { code } });

describe('retryTransientConflicts', () => {
  it('runs a transaction that lost a race (deadlock, serialization) again and answers its result', async () => {
    const outcomes = [pgError('40P01'), pgError('40001')];
    let calls = 0;
    const result = await retryTransientConflicts(async () => {
      calls++;
      const next = outcomes.shift();
      if (next) throw next;
      return 'booked';
    });
    expect(result).toBe('booked');
    expect(calls).toBe(3);
  });

  it('gives up after the last attempt with the database error', async () => {
    let calls = 0;
    await expect(retryTransientConflicts(async () => {
      calls++;
      throw pgError('40P01');
    }, 2)).rejects.toThrow('pg 40P01');
    expect(calls).toBe(2);
  });

  it('never repeats a transaction refused for another reason (a constraint, a 409)', async () => {
    let calls = 0;
    await expect(retryTransientConflicts(async () => {
      calls++;
      throw pgError('23P01');
    })).rejects.toThrow('pg 23P01');
    expect(calls).toBe(1);
  });
});
