import express, { type Request, type Response } from 'express';
import request from 'supertest';
import { Logger } from '@nestjs/common';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter';
import { JsonLogger } from './json-logger';
import { requestLogMiddleware } from './request-log.middleware';

/** The JSON lines the process writes (stdout and stderr) while `fn` runs. */
async function logsOf(fn: () => Promise<unknown>): Promise<Array<Record<string, unknown>>> {
  const lines: string[] = [];
  const originals = { out: process.stdout.write, err: process.stderr.write };
  const tap = (original: typeof process.stdout.write) =>
    function (this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString();
      if (text.startsWith('{')) lines.push(...text.split('\n').filter(Boolean));
      else return (original as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
      return true;
    } as typeof process.stdout.write;
  process.stdout.write = tap(originals.out);
  process.stderr.write = tap(originals.err);
  try {
    await fn();
  } finally {
    process.stdout.write = originals.out;
    process.stderr.write = originals.err;
  }
  return lines.map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** An app with the request log in front of a 500 (through the exception filter), a 404 from middleware, and a 200. */
function appAt(level: 'info' | 'warn' | 'error') {
  const logger = new JsonLogger(level);
  Logger.overrideLogger(logger);
  const filter = new AllExceptionsFilter();
  const app = express();
  app.use(requestLogMiddleware(logger));
  app.get('/boom', (req: Request, res: Response) => {
    const host = { switchToHttp: () => ({ getRequest: () => req, getResponse: () => res }) };
    filter.catch(new Error('a bug'), host as never);
  });
  app.get('/refused', (_req: Request, res: Response) => void res.status(404).json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not Found' }));
  app.get('/ok', (_req: Request, res: Response) => void res.json({ ok: true }));
  return app;
}

describe('request ids in error bodies and log lines (docs/security.md "Tracing an error report")', () => {
  afterAll(() => Logger.overrideLogger(false));

  it.each(['warn', 'error'] as const)('at LOG_LEVEL=%s a 500 writes its request line and the error line, both with the body\'s requestId', async (level) => {
    const app = appAt(level);
    let res!: request.Response;
    const lines = await logsOf(async () => {
      res = await request(app).get('/boom').expect(500);
    });
    expect(res.body).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal server error', requestId: res.headers['x-request-id'] });
    const id = res.body.requestId as string;
    expect(lines.filter((l) => l.msg === 'request')).toEqual([expect.objectContaining({ level: 'error', status: 500, path: '/boom', requestId: id })]);
    expect(lines.filter((l) => l.msg !== 'request')).toEqual([
      expect.objectContaining({ level: 'error', msg: 'GET /boom failed: a bug', requestId: id, context: 'Exceptions', stack: expect.stringContaining('a bug') }),
    ]);
  });

  it('a 4xx written by middleware carries the requestId too, equal to its header and to its info line', async () => {
    const app = appAt('info');
    let res!: request.Response;
    const lines = await logsOf(async () => {
      res = await request(app).get('/refused').expect(404);
      await request(app).get('/ok').expect(200, { ok: true }); // a success body is left as it is
    });
    expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Not Found', requestId: res.headers['x-request-id'] });
    expect(lines.filter((l) => l.requestId === res.body.requestId)).toEqual([expect.objectContaining({ level: 'info', msg: 'request', status: 404 })]);
  });

  it('at LOG_LEVEL=warn a 4xx or 2xx writes no request line', async () => {
    const app = appAt('warn');
    const lines = await logsOf(async () => {
      await request(app).get('/refused').expect(404);
      await request(app).get('/ok').expect(200);
    });
    expect(lines).toEqual([]);
  });
});
