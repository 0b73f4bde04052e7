/**
 * The one HTTP client of the front ends: cookies always, a JSON body only when
 * one is supplied, and every non-2xx answer becomes Error(`${status}: ${bodyText || statusText}`).
 * URLs are relative (/api/...): remote code runs inside the shell page, so they hit the shell origin.
 */
import type { QueryFunction } from '@tanstack/react-query';

/** Error of a non-2xx response. The message keeps the spec's format; status/body are for callers. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a request and returns the (ok) Response; throws ApiError otherwise. */
export async function apiRequest(method: HttpMethod | string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** apiRequest + JSON parse; an empty body (204) gives undefined. */
export async function apiJson<T>(method: HttpMethod | string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * Default read: GET of `url`, or when none is given of the query key's segments joined by '/', parsed
 * as JSON. Keys from the query-key factory name a resource, not a URL, so their reads pass `url`.
 */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior; url?: string }): QueryFunction<T> {
  return async ({ queryKey }) => {
    const res = await fetch(options.url ?? queryKey.join('/'), { credentials: 'include' });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The spec's expired-login test: a 401 whose message ("401: <body>") says "Unauthorized" (a wrong
 * password is a 401 too, "Invalid credentials", and is not an expired login).
 */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.message.includes('Unauthorized');
}

export type ParsedApiError = {
  status: number | null;
  /** The body's stable `code` (libs/contracts ERROR_CODES): what callers branch on. */
  code: string | null;
  /** The server's message (first one when it sent a list), else the error text. */
  message: string;
  /** Per-field messages of a validation error (`errors` in the body). */
  fieldErrors: Record<string, string>;
};

/**
 * Reads `{ statusCode, code, message, errors }` out of an ApiError (from apiRequest, or a client that
 * extends it, such as the resumable upload's), for showing it. Any other error is not an HTTP answer:
 * its message as it is, no status (its text is never re-parsed).
 */
export function parseApiError(error: unknown): ParsedApiError {
  if (!(error instanceof ApiError)) {
    return { status: null, code: null, message: error instanceof Error ? error.message : String(error ?? ''), fieldErrors: {} };
  }
  const status = error.status;
  const text = error.body;
  try {
    const body = JSON.parse(text) as { message?: unknown; errors?: unknown; code?: unknown };
    const msg = Array.isArray(body.message) ? String(body.message[0] ?? '') : typeof body.message === 'string' ? body.message : text;
    const fieldErrors: Record<string, string> = {};
    if (body.errors && typeof body.errors === 'object') {
      for (const [k, v] of Object.entries(body.errors as Record<string, unknown>)) fieldErrors[k] = String(v);
    }
    return { status, code: typeof body.code === 'string' ? body.code : null, message: msg, fieldErrors };
  } catch {
    return { status, code: null, message: text, fieldErrors: {} };
  }
}
