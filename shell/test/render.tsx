/** Renders shell UI inside a memory router and a fresh query client, like the app does. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SessionUser } from '@fiji/contracts';
import { createQueryClient, setNavigator, useSessionStore, useToastStore } from '@fiji/platform';

export const sessionUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  role: 'player',
  firstName: 'Mere',
  lastName: 'Tui',
  fullName: 'Mere Tui',
  email: 'player.paid@demo.fj',
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

export function renderAt(path: string, routes: RouteObject[] | ReactElement) {
  const routeObjects: RouteObject[] = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
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

/** jsdom has no Response; a minimal one the api client can read. */
export function jsonResponse(status: number, body: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}

/** Routes fetch by "METHOD url" (or url for GET) to canned answers; unknown calls get a 404. */
export function routeFetch(table: Record<string, unknown | (() => Response)>): jest.Mock {
  const fn = jest.fn(async (url: string, init?: RequestInit) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const hit = table[`${method} ${url}`] ?? (method === 'GET' ? table[url] : undefined);
    if (hit === undefined) return jsonResponse(404, { statusCode: 404, message: 'Not Found' });
    return typeof hit === 'function' ? (hit as () => Response)() : jsonResponse(200, hit);
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}
