import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonVariants } from '@fiji/ui';
import { isChunkLoadError, reloadOnceForChunkError } from '../../mf/chunk-reload';
import { NotFoundPage } from './not-found';

/** Last-resort screen for an error thrown while rendering a shell page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  // A new shell deploy removed the chunk this page needs: load the new version once.
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  return (
    <section role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">This page hit an unexpected error. Reloading usually helps.</p>
      <div className="flex gap-2">
        <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" reloadDocument className={buttonVariants({ variant: 'outline' })}>
          Go Home
        </Link>
      </div>
    </section>
  );
}
