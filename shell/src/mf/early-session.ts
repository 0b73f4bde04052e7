/**
 * GET /api/auth/user, started by the entry before React has loaded so the answer is (nearly)
 * there at first render. No shared packages here: this runs before the share scope exists.
 */
export type EarlySession = { status: number; user: unknown } | { status: 0; user: null; error: unknown };

let request: Promise<EarlySession> | null = null;

export function startSessionRequest(): Promise<EarlySession> {
  request ??= fetch('/api/auth/user', { credentials: 'include', headers: { Accept: 'application/json' } })
    // A 401's body is read too: Chromium keeps a response whose body nobody reads open (seen since API
    // answers are Cache-Control: no-store), so the page never became network-idle.
    .then(async (res) => ({ status: res.status, user: res.ok ? ((await res.json()) as unknown) : (await res.text().catch(() => ''), null) }))
    .catch((error: unknown) => ({ status: 0 as const, user: null, error }));
  return request;
}
