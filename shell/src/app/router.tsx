/**
 * The one router of the site. Shell pages render here; each prefix of each area in the registry
 * (AREAS in @fiji/contracts, docs/areas.md) mounts that area's remote with everything below it, so a
 * new screen under a prefix needs no shell rebuild. Every other path is the 404 page.
 */
import { createBrowserRouter, useLocation, type RouteObject } from 'react-router';
import { AREAS, isPublicAreaPath } from '@fiji/contracts';
import { useSessionStore, setNavigator } from '@fiji/platform';
import { RemoteArea } from '../mf/remote-area';
import { RequireAuth } from './guards/require-auth';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './pages/route-error';
import { NotFoundPage } from './pages/not-found';
import {
  AccountBillingPage,
  AppealLinkPage,
  AppealPage,
  DashboardPage,
  DemoCheckoutPage,
  DemoLoginPage,
  GuardianPaymentPage,
  GuardianThanksPage,
  LandingPage,
  ProfilePage,
  SeatAcceptPage,
  SignInPage,
  SignUpPage,
} from './pages';
import { lazyPage, type LazyPage } from './components/lazy-page';
import { PUBLIC_PAGE_ROUTES, publicPageLoader } from './public-pages';

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

/** An area path: its remote's routes, behind sign-in unless the registry lists the path as public. */
function AreaRoute({ remote, base }: { remote: string; base: string }) {
  const { pathname } = useLocation();
  const area = <RemoteArea remote={remote} base={base} />;
  return isPublicAreaPath(pathname) ? area : <RequireAuth>{area}</RequireAuth>;
}

/** One route per area prefix: the prefix and every path below it. */
export function areaRoutes(): RouteObject[] {
  return AREAS.flatMap((area) =>
    area.prefixes.map((prefix) => ({
      path: `${prefix.slice(1)}/*`,
      element: <AreaRoute remote={area.remote} base={prefix} />,
    })),
  );
}

/**
 * The shell's own pages (besides '/' and the areas'), read from the route table itself so a page added
 * there is listed without a second edit (the registry test checks none sits under an area's prefix).
 */
export function shellPagePaths(): string[] {
  const areaPaths = new Set(areaRoutes().map((r) => r.path));
  return createAppRoutes()[0]!
    .children!.filter((r) => !r.index && r.path && r.path !== '*' && !areaPaths.has(r.path))
    .map((r) => `/${r.path}`);
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
        // Billing's pages (docs/billing.md): the account's billing page (signed in), the demo checkout and the
        // guardian's pages (open signed out: a guardian has no account), a colleague accepting a seat.
        { path: 'account/billing', element: <RequireAuth><AccountBillingPage /></RequireAuth> },
        { path: 'account/moderation/:caseId', element: <RequireAuth><AppealPage /></RequireAuth> },
        { path: 'moderation/appeal/:token', element: <AppealLinkPage /> },
        { path: 'billing/checkout/:checkoutId', element: <DemoCheckoutPage /> },
        { path: 'billing/guardian/thanks', element: <GuardianThanksPage /> },
        { path: 'billing/guardian/:token', element: <GuardianPaymentPage /> },
        { path: 'billing/seats/accept/:token', element: <SeatAcceptPage /> },
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
