/**
 * Runs one area on its own (`rspack serve` in mf-<area>/) for the team that owns it: its routes in
 * a plain router with a minimal header, the platform providers and the session from the API (the
 * dev server proxies /api). Not exported from the platform index: only remotes' bootstrap files
 * import it, so it never reaches the shell or the shared platform module.
 */
// Before anything can load a contracts DTO (class-transformer's @Type reads Reflect metadata).
import '../reflect-shim';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadSession, logout, queryClient, setNavigator, useSession, type AreaRoutes } from '@fiji/platform';
import { Toaster, TooltipProvider } from '@fiji/ui';

function StandaloneHeader({ title, area }: { title: string; area: AreaRoutes }) {
  const { user, isAuthenticated } = useSession();
  const links = area.nav.filter((n) => n.roles === 'public' || (user && n.roles.includes(user.role)));
  return (
    <header className="border-b bg-muted px-4 py-2 text-sm">
      <nav aria-label="Main" className="flex flex-wrap items-center gap-3">
        <strong>{title} (standalone)</strong>
        {links.map((l) => (
          <Link key={l.path} to={l.path} className="text-primary underline">
            {l.label}
          </Link>
        ))}
        <span className="ml-auto">
          {isAuthenticated && user ? (
            <button type="button" className="underline" onClick={() => void logout('/')}>
              Log out {user.firstName}
            </button>
          ) : (
            // Cookies ignore the port: signing in on the site (same host) signs this page in too.
            <span>Not signed in: sign in on the site on this host, then reload.</span>
          )}
        </span>
      </nav>
    </header>
  );
}

export function runStandalone(area: AreaRoutes, title: string): void {
  const routes: RouteObject[] = [
    {
      element: (
        <>
          <StandaloneHeader title={title} area={area} />
          <main className="p-4">
            <Suspense fallback={<p>Loading...</p>}>
              <Outlet />
            </Suspense>
          </main>
        </>
      ),
      children: [
        ...area.routes,
        { path: '*', element: <p className="p-4">404 Page Not Found</p> },
      ],
    },
  ];
  const router = createBrowserRouter(routes);
  setNavigator((to, options) => void router.navigate(to, options));
  void loadSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <RouterProvider router={router} />
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
