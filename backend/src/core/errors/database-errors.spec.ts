import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, OutageLog } from './database-errors';

const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('isDatabaseUnavailable', () => {
  it.each([
    ['pool connect refused', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['localhost tried on each address', Object.assign(new AggregateError([pgError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), { code: 'ECONNREFUSED' })],
    ['a connection killed mid-query', new QueryFailedError('select 1', [], pgError('Connection terminated unexpectedly'))],
    ['admin shutdown', new QueryFailedError('select 1', [], pgError('terminating connection due to administrator command', '57P01'))],
    ['starting up', pgError('the database system is starting up', '57P03')],
    ['too many connections', pgError('sorry, too many clients already', '53300')],
    ['connection failure class 08', pgError('connection failure', '08006')],
    ['pool connect timeout', pgError('timeout exceeded when trying to connect')],
  ])('%s: yes', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(true));

  it.each([
    ['unique violation', new QueryFailedError('insert', [], pgError('duplicate key', '23505'))],
    ['bad uuid', new QueryFailedError('select', [], pgError('invalid input syntax for type uuid', '22P02'))],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'ECONNREFUSED'],
  ])('%s: no', (_name, error) => expect(isDatabaseUnavailable(error)).toBe(false));
});

describe('OutageLog', () => {
  it('writes the first failure, then at most one line per interval with the count refused meanwhile', () => {
    let now = 0;
    const lines: string[] = [];
    const log = new OutageLog((m) => lines.push(m), 30_000, () => now);
    const refused = pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    for (let i = 0; i < 1000; i++) log.report(refused);
    expect(lines).toEqual(['database unavailable: connect ECONNREFUSED 127.0.0.1:5432; answering 503 with Retry-After']);
    now = 30_000;
    log.report(refused);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/999 more requests answered 503/);
  });
});
