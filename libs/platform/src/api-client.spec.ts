import { ApiError, apiJson, apiRequest, getQueryFn, isUnauthorizedError, parseApiError } from './api-client';
import { mockFetch, response } from '../test/fetch-mock';

const queryContext = (queryKey: readonly unknown[]) =>
  ({ queryKey, signal: new AbortController().signal, meta: undefined, client: undefined }) as never;

describe('apiRequest', () => {
  it('always sends cookies, and no body or content type without a body', async () => {
    const fetch = mockFetch(response(200, '{}'));
    await apiRequest('POST', '/api/auth/demo-logout');
    expect(fetch).toHaveBeenCalledWith('/api/auth/demo-logout', {
      method: 'POST',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
  });

  it('sends a JSON body with a JSON content type when a body is supplied', async () => {
    const fetch = mockFetch(response(200, '{}'));
    await apiRequest('PATCH', '/api/account', { firstName: 'Mere' });
    expect(fetch).toHaveBeenCalledWith('/api/account', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body: '{"firstName":"Mere"}',
      credentials: 'include',
    });
  });

  it('turns a non-2xx answer into "<status>: <body text>"', async () => {
    mockFetch(response(400, '{"statusCode":400,"message":"Title is required"}', 'Bad Request'));
    await expect(apiRequest('POST', '/api/highlights', {})).rejects.toThrow(
      '400: {"statusCode":400,"message":"Title is required"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(response(503, '', 'Service Unavailable'));
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  it('apiJson parses JSON and tolerates an empty body', async () => {
    mockFetch(response(200, '{"ok":true}'), response(204, ''));
    await expect(apiJson('POST', '/api/x')).resolves.toEqual({ ok: true });
    await expect(apiJson('POST', '/api/y')).resolves.toBeUndefined();
  });
});

describe('getQueryFn', () => {
  it('GETs the query key joined by slashes with cookies and parses JSON', async () => {
    const fetch = mockFetch(response(200, '{"id":"p1"}'));
    const data = await getQueryFn({ on401: 'throw' })(queryContext(['/api/players', 'p1']));
    expect(fetch).toHaveBeenCalledWith('/api/players/p1', { credentials: 'include' });
    expect(data).toEqual({ id: 'p1' });
  });

  it('returns null on 401 when asked to', async () => {
    mockFetch(response(401, '{"statusCode":401,"message":"Unauthorized"}'));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
  });

  it('fails on 401 by default, with the spec error format', async () => {
    mockFetch(response(401, '{"statusCode":401,"message":"Unauthorized"}', 'Unauthorized'));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))).rejects.toThrow(
      '401: {"statusCode":401,"message":"Unauthorized"}',
    );
  });
});

describe('isUnauthorizedError', () => {
  it('is a 401 answer (by its status) that says Unauthorized, not a wrong password', () => {
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', '{"statusCode":401,"code":"UNAUTHENTICATED","message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', ''))).toBe(true);
    expect(isUnauthorizedError(new ApiError(401, 'Unauthorized', '{"statusCode":401,"code":"UNAUTHENTICATED","message":"Invalid credentials"}'))).toBe(false);
    expect(isUnauthorizedError(new ApiError(403, 'Forbidden', '{"message":"Unauthorized"}'))).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });

  it('reads the status, never the text: an Error that merely reads "401: Unauthorized" is not an answer', () => {
    expect(isUnauthorizedError(new Error('401: {"message":"Unauthorized"}'))).toBe(false);
  });
});

describe('parseApiError', () => {
  it('reads the server message and field errors', () => {
    const parsed = parseApiError(
      new ApiError(400, 'Bad Request', '{"statusCode":400,"message":["Valid email is required"],"errors":{"email":"Valid email is required"}}'),
    );
    expect(parsed).toEqual({ status: 400, code: null, message: 'Valid email is required', fieldErrors: { email: 'Valid email is required' } });
  });

  it('reads status, code and body straight from an ApiError', () => {
    const error = new ApiError(403, 'Forbidden', JSON.stringify({ statusCode: 403, code: 'MEDIA_LIMIT_REACHED', message: 'Your Free plan allows up to 3' }));
    expect(parseApiError(error)).toEqual({ status: 403, code: 'MEDIA_LIMIT_REACHED', message: 'Your Free plan allows up to 3', fieldErrors: {} });
  });

  it('keeps plain text bodies and non-HTTP errors as they are; text in the "<status>: <body>" form is not re-parsed', () => {
    expect(parseApiError(new ApiError(502, 'Bad Gateway', 'Bad Gateway'))).toEqual({ status: 502, code: null, message: 'Bad Gateway', fieldErrors: {} });
    expect(parseApiError(new Error('403: {"code":"UPGRADE_REQUIRED","message":"Upgrade"}'))).toEqual({
      status: null,
      code: null,
      message: '403: {"code":"UPGRADE_REQUIRED","message":"Upgrade"}',
      fieldErrors: {},
    });
    expect(parseApiError(new TypeError('Failed to fetch'))).toEqual({ status: null, code: null, message: 'Failed to fetch', fieldErrors: {} });
  });
});
