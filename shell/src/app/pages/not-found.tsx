import { Link } from 'react-router';
import { buttonVariants } from '@fiji/ui';

/** Any path the site does not serve. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you&apos;re looking for doesn&apos;t exist or has moved.</p>
      <Link to="/" className={buttonVariants()}>
        Go Home
      </Link>
    </section>
  );
}

export default NotFoundPage;
