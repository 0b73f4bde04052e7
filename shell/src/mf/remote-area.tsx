/**
 * One area route of the shell: loads `<remote>/routes` when first visited and renders the area's
 * routes below `base`, inside an error boundary with the "couldn't load" fallback and Retry.
 */
import { Suspense, use, useMemo, useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { Button } from '@fiji/ui';
import { NotFoundPage } from '../app/pages/not-found';
import { PageSpinner } from '../app/components/page-spinner';
import { forgetArea, forgetIfFailed, loadArea } from './load-area';
import { AreaScope } from './area-scope';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { routesUnder } from './routes-under';

export function AreaFallback({ retry }: { retry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-lg font-semibold">This section couldn&apos;t load.</p>
      <p className="text-sm text-muted-foreground">Check your connection and try again. The rest of the site still works.</p>
      <Button onClick={retry}>Retry</Button>
    </div>
  );
}

function AreaRoutesView({ remote, base }: { remote: string; base: string }) {
  const area = use(loadArea(remote, 'routes'));
  const routes = useMemo<RouteObject[]>(
    () => [...routesUnder(base, area.routes), { path: '*', element: <NotFoundPage /> }],
    [area, base],
  );
  return useRoutes(routes);
}

export function RemoteArea({ remote, base }: { remote: string; base: string }) {
  // Coming back to an area that failed earlier tries again.
  useState(() => forgetIfFailed(remote, 'routes'));
  return (
    <RemoteErrorBoundary
      label={`${remote} routes`}
      onRetry={() => forgetArea(remote, 'routes')}
      fallback={(retry) => <AreaFallback retry={retry} />}
    >
      <Suspense fallback={<PageSpinner />}>
        <AreaScope remote={remote}>
          <AreaRoutesView remote={remote} base={base} />
        </AreaScope>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
