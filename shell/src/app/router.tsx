/**
 * The one router of the site (ARCHITECTURE rule 2). Shell pages render here; each area path mounts
 * its remote's routes (REMOTE_PATHS in @fiji/contracts). Every other path is the 404 page.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { REMOTE_NAMES, REMOTE_PATHS } from '@fiji/contracts';
import { useSessionStore, setNavigator } from '@fiji/platform';
import { RemoteArea } from '../mf/remote-area';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './pages/route-error';
import { NotFoundPage } from './pages/not-found';
import { DashboardPage, DemoLoginPage, LandingPage, ProfilePage, SignInPage, SignUpPage } from './pages';
import { lazyPage, type LazyPage } from './components/lazy-page';
import { PUBLIC_PAGE_ROUTES, publicPageLoader } from './public-pages';

/** Area paths open to signed-out visitors (player-side §2); the rest of each area needs a session. */
const PUBLIC_AREA_PATHS = new Set(['/clubs', '/mentoring']);

/** '/' is the landing page when signed out or while loading, the dashboard when signed in. */
export function HomeRoute() {
  const status = useSessionStore((s) => s.status);
  return status === 'authenticated' ? <DashboardPage /> : <LandingPage />;
}

const publicPages = new Map<string, LazyPage>();
for (const name of PUBLIC_PAGE_ROUTES) {
  const loader = publicPageLoader(name);
  if (loader) publicPages.set(name, lazyPage(loader));
}

function areaRoutes(): RouteObject[] {
  const routes: RouteObject[] = [];
  for (const remote of REMOTE_NAMES) {
    for (const path of REMOTE_PATHS[remote]) {
      const base = path.endsWith('/*') ? path.slice(0, -2) : path;
      const area = <RemoteArea remote={remote} base={base} />;
      routes.push({
        path: path.slice(1),
        element: PUBLIC_AREA_PATHS.has(path) ? area : <RequireAuth>{area}</RequireAuth>,
      });
    }
  }
  return routes;
}

export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: 'demo-login', element: <DemoLoginPage /> },
        { path: 'signin', element: <SignInPage /> },
        { path: 'signup', element: <SignUpPage /> },
        { path: 'profile', element: <RequireAuth><ProfilePage /></RequireAuth> },
        ...[...publicPages].map(([name, Page]) => ({ path: name, element: <Page /> })),
        ...areaRoutes(),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** Loads the chunk of the page the browser opened on, before the first render. */
export function preloadInitialPage(pathname: string): Promise<unknown> {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  if (name === '') return LandingPage.preload();
  const page =
    publicPages.get(name) ??
    ({ 'demo-login': DemoLoginPage, signin: SignInPage, signup: SignUpPage } as Record<string, LazyPage>)[name];
  return page ? page.preload() : Promise.resolve();
}

export function createAppRouter() {
  const router = createBrowserRouter(createAppRoutes());
  // The 401 rule and logout navigate through the router (no full reload).
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

export { DashboardPage };
