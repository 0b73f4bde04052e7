import { Link, useLocation } from 'react-router';
import { buttonVariants, cn } from '@fiji/ui';

/**
 * The Beta Feedback button, in its own landmark between the page and the footer; hidden on
 * the feedback page itself. It never covers content: below 1600 px it sits in the flow at the end of the
 * page (a fixed button there lay over card titles at both 390 and 1280 px, where the content fills the
 * width); from 1600 px it floats in the empty margin left of the 1280 px content column.
 */
export function BetaFeedbackButton() {
  const { pathname } = useLocation();
  if (pathname === '/beta-feedback') return null;
  return (
    <aside aria-label="Beta feedback" className="mx-auto w-full max-w-7xl px-4 pb-6 min-[1600px]:p-0">
      <Link
        to="/beta-feedback"
        data-testid="beta-feedback-button"
        className={cn(
          buttonVariants({ variant: 'secondary', size: 'sm' }),
          'shadow-lg min-[1600px]:fixed min-[1600px]:bottom-4 min-[1600px]:left-4 min-[1600px]:z-30',
        )}
      >
        Beta Feedback
      </Link>
    </aside>
  );
}
