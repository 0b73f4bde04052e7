import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { SessionUser } from '@fiji/contracts';
import { setSessionUser, useSessionStore } from '@fiji/platform';
import { startSessionRequest } from './mf/early-session';
import { Providers } from './app/providers';
import { prefetchRouteData } from './mf/route-prefetch';
import { createAppRouter, DashboardPage, preloadInitialPage } from './app/router';

async function applySession(): Promise<void> {
  const result = await startSessionRequest();
  if (result.status !== 200 && result.status !== 401) {
    console.error('Could not load the session', result);
  }
  // A 401 (or a failure) means signed out; only a user record means authenticated.
  setSessionUser(result.status === 200 ? (result.user as SessionUser) : null);
}

/**
 * Remembered in localStorage so the prerendered landing (scripts/prerender.mjs) is not flashed at a
 * signed-in user opening "/". Only a hint: the session itself is the server's cookie.
 */
export const SIGNED_IN_HINT_KEY = 'fiji:signed-in';

function hasSignedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function keepSignedInHint(): void {
  useSessionStore.subscribe((s) => {
    try {
      if (s.status === 'authenticated') localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
      else if (s.status === 'anonymous') localStorage.removeItem(SIGNED_IN_HINT_KEY);
    } catch {
      /* storage unavailable: the landing may flash, nothing else */
    }
  });
}

export async function start(): Promise<void> {
  // The boot gate (scripts/prerender.mjs) adds the entry script from <head>, so it may run before #root is parsed.
  if (document.readyState === 'loading') {
    await new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  keepSignedInHint();
  const router = createAppRouter();
  // Load the first page's chunk before rendering so the prerendered landing is replaced by the
  // same content, never by a spinner. A failed preload renders anyway (the page retries itself).
  const returning = hasSignedInHint();
  const session = applySession();
  // A deep link of a returning user opens with its data already on the way (the hint until the session answers).
  prefetchRouteData(router, () => {
    const status = useSessionStore.getState().status;
    return status === 'authenticated' || (status !== 'anonymous' && returning);
  });
  const pages = [preloadInitialPage(window.location.pathname)];
  if (returning && window.location.pathname === '/') pages.push(DashboardPage.preload());
  await Promise.all(pages).catch(() => undefined);
  // A returning signed-in user: wait for the (already running) session call so "/" opens on the
  // dashboard instead of flashing the landing page. Visitors get the landing at once.
  if (returning) await session;
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
