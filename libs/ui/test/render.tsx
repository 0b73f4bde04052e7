/**
 * The front ends' one screen-test harness (shell and remotes): renders a screen as the shell does —
 * a memory router, a fresh query client with the platform's defaults, the session and toast stores —
 * with a fetch that answers from a table. An area's test/render.tsx re-exports this and adds only
 * what is its own (its default viewer, canned answers).
 */
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser, SubscriptionStatus } from '@fiji/contracts';
import { createQueryClient, setNavigator, useSessionStore, useToastStore } from '@fiji/platform';

// The machines running the suites are shared and slow; a screen may need more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** A signed-in viewer: an adult, verified player unless `over` says otherwise. */
export const sessionUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u-viewer',
  role: 'player',
  firstName: 'Mere',
  lastName: 'Tui',
  fullName: 'Mere Tui',
  email: 'mere@example.fj',
  profileImageUrl: null,
  phone: null,
  dob: '2000-01-01',
  isMinor: false,
  guardianEmail: null,
  verified: true,
  ...over,
});

export function signIn(user: SessionUser | null): void {
  useSessionStore.getState().setUser(user);
}

export function resetStores(): void {
  useSessionStore.setState({ user: null, status: 'loading', signedOutReason: 'unknown' });
  useToastStore.setState({ toasts: [] });
}

/** The toasts shown so far (newest first; the store keeps one). */
export const toasts = () =>
  useToastStore.getState().toasts.map((t) => ({ title: t.title, description: t.description, variant: t.variant }));

/** GET /api/subscription/status answers for a paid and a free viewer. */
export const paidStatus: SubscriptionStatus = {
  hasValidSubscription: true,
  planType: 'recruiter',
  status: 'active',
  isPaid: true,
  canContact: true,
  canRespond: true,
  upgradeRequired: false,
  viewerType: 'paid_user',
};
export const freeStatus = (role = 'recruiter'): SubscriptionStatus => ({
  hasValidSubscription: false,
  planType: 'free',
  status: 'active',
  isPaid: false,
  canContact: false,
  canRespond: false,
  upgradeRequired: true,
  viewerType: `free_${role}`,
});

/**
 * The routes of a test that renders one screen: the screen answers every path, and `/` shows
 * "Home page" so a redirect home can be seen — unless the screen itself lives at `/` (`homePage: false`).
 */
export function screenRoutes(screen: ReactElement, { homePage = true }: { homePage?: boolean } = {}): RouteObject[] {
  const routes: RouteObject[] = [{ path: '*', element: screen }];
  if (homePage) routes.push({ path: '/', element: <p>Home page</p> });
  return routes;
}

/** Renders `routes` (or one screen, see screenRoutes) at `path`; navigate() goes through the same router. */
export function renderAt(path: string, routes: RouteObject[] | ReactElement) {
  const routeObjects = Array.isArray(routes) ? routes : screenRoutes(routes);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  setNavigator((to, options) => void router.navigate(to, options));
  const client = createQueryClient();
  const utils = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, client };
}

/** jsdom has no Response; a minimal one the api client can read (a string body is sent as is). */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text], { type: headers['content-type'] ?? 'application/octet-stream' }),
  } as unknown as Response;
}

export type FetchTable = Record<string, unknown | ((init?: RequestInit) => Response)>;

/** Routes fetch by "METHOD url" (or url for GET) to canned answers; unknown calls get a 404. */
export function routeFetch(table: FetchTable): jest.Mock {
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const hit = table[`${method} ${url}`] ?? (method === 'GET' ? table[url] : undefined);
    if (hit === undefined) return jsonResponse(404, { statusCode: 404, message: 'Not Found' });
    return typeof hit === 'function' ? (hit as (init?: RequestInit) => Response)(init) : jsonResponse(200, hit);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

const methodOf = (init: unknown): string => ((init as RequestInit | undefined)?.method ?? 'GET').toUpperCase();

/** The calls made with one method to one url, with their JSON bodies. */
export function callsTo(fetchMock: jest.Mock, method: string, url: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([u, init]) => u === url && methodOf(init) === method)
    .map(([, init]) => {
      const body = (init as RequestInit | undefined)?.body;
      return typeof body === 'string' ? JSON.parse(body) : body;
    });
}

/** The GET urls fetched so far, in order. */
export const getUrls = (fetchMock: jest.Mock): string[] =>
  fetchMock.mock.calls.filter(([, init]) => methodOf(init) === 'GET').map(([u]) => String(u));
