import { Link } from 'react-router';
import { buttonVariants } from '@fiji/ui';

/** The owner's actions: edit the profile, add a highlight. Change Picture sits by the picture. */
export function OwnerActions() {
  return (
    <nav aria-label="Profile actions" className="grid grid-cols-2 gap-2 sm:flex" data-testid="owner-actions">
      <Link to="/player/onboarding" className={buttonVariants()}>
        Edit Profile
      </Link>
      <Link to="/upload" className={buttonVariants({ variant: 'outline' })}>
        Add Highlight
      </Link>
    </nav>
  );
}
