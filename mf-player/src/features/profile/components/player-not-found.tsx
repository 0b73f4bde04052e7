import { Link } from 'react-router';
import { PLAYER_NOT_FOUND } from '@fiji/contracts';
import { buttonVariants } from '@fiji/ui';

/** A missing profile, or one the viewer may not see (docs/decisions.md: both answer 404 alike). */
export function PlayerNotFound() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center" data-testid="player-not-found">
      <h1 className="text-2xl font-bold">{PLAYER_NOT_FOUND.title}</h1>
      <p className="text-muted-foreground">{PLAYER_NOT_FOUND.description}</p>
      <Link to="/" className={buttonVariants()}>
        Back to Home
      </Link>
    </section>
  );
}
