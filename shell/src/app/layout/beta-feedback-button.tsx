import { Link, useLocation } from 'react-router';
import { buttonVariants, cn } from '@fiji/ui';

/** The floating Beta Feedback button (player-side §2); hidden on the feedback page itself. */
export function BetaFeedbackButton() {
  const { pathname } = useLocation();
  if (pathname === '/beta-feedback') return null;
  return (
    <Link
      to="/beta-feedback"
      className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'fixed bottom-4 left-4 z-30 shadow-lg')}
    >
      Beta Feedback
    </Link>
  );
}
