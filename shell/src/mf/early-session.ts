/**
 * GET /api/auth/user, started by the entry before React has loaded so the answer is (nearly)
 * there at first render. No shared packages here: this runs before the share scope exists.
 */
export type EarlySession = { status: number; user: unknown } | { status: 0; user: null; error: unknown };

let request: Promise<EarlySession> | null = null;

export function startSessionRequest(): Promise<EarlySession> {
  request ??= fetch('/api/auth/user', { credentials: 'include', headers: { Accept: 'application/json' } })
    .then(async (res) => ({ status: res.status, user: res.ok ? ((await res.json()) as unknown) : null }))
    .catch((error: unknown) => ({ status: 0 as const, user: null, error }));
  return request;
}
