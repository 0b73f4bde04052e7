import { Link } from 'react-router';
import { buttonVariants } from '@fiji/ui';

/** A missing profile, or one the viewer may not see (DECISIONS: both answer 404 alike). */
export function PlayerNotFound() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Player Not Found</h1>
      <p className="text-muted-foreground">The player profile you&apos;re looking for doesn&apos;t exist.</p>
      <Link to="/" className={buttonVariants()}>
        Back to Home
      </Link>
    </section>
  );
}
