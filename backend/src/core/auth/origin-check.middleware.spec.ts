import type { NextFunction, Request, Response } from 'express';
import { originCheckMiddleware } from './origin-check.middleware';

function run(method: string, headers: Record<string, string>) {
  const mw = originCheckMiddleware(['https://site.example', 'https://admin.example']);
  const req = { method, headers: { host: 'localhost:3000', ...headers } } as unknown as Request;
  let status = 0;
  let body: unknown;
  const res = {
    status(s: number) {
      status = s;
      return this;
    },
    json(b: unknown) {
      body = b;
      return this;
    },
  } as unknown as Response;
  let passed = false;
  mw(req, res, (() => (passed = true)) as NextFunction);
  return { passed, status, body };
}

describe('originCheckMiddleware', () => {
  it('lets safe methods through', () => expect(run('GET', { origin: 'https://evil.example' }).passed).toBe(true));
  it('allows the own host', () => expect(run('POST', { origin: 'http://localhost:3000' }).passed).toBe(true));
  it('allows configured origins', () => expect(run('POST', { origin: 'https://admin.example' }).passed).toBe(true));
  it('compares scheme and port too: the own host over https or on another port is another origin', () => {
    expect(run('POST', { origin: 'https://localhost:3000' }).passed).toBe(false);
    expect(run('POST', { origin: 'http://localhost:3001' }).passed).toBe(false);
    expect(run('POST', { origin: 'http://admin.example' }).passed).toBe(false);
    expect(run('POST', { origin: 'https://admin.example:8443' }).passed).toBe(false);
    expect(run('POST', { origin: 'https://admin.example:443' }).passed).toBe(true);
    expect(run('POST', { referer: 'https://localhost:3000/dashboard' }).passed).toBe(false);
  });
  it('falls back to Referer', () => expect(run('POST', { referer: 'https://evil.example/x' }).passed).toBe(false));
  it('allows non-browser clients (no Origin, no Sec-Fetch-Site)', () => expect(run('POST', {}).passed).toBe(true));
  it('refuses a browser cross-site request without Origin', () =>
    expect(run('POST', { 'sec-fetch-site': 'cross-site' }).passed).toBe(false));
  it('refuses other origins with 403 JSON', () => {
    const r = run('DELETE', { origin: 'https://evil.example' });
    expect(r.passed).toBe(false);
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ statusCode: 403, code: 'CROSS_SITE_REFUSED', message: 'Cross-site request refused' });
  });
});
