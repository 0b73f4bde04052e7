import { lazy, Suspense, useState } from 'react';
import { buttonVariants } from '@fiji/ui';
import { ShareIcon } from '../share/share-icons';

const load = () => import(/* webpackChunkName: "share-menu" */ './share-menu');
const ShareMenu = lazy(load);

function Trigger(props: { onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }) {
  return (
    <button type="button" aria-label="Share" aria-haspopup="menu" className={buttonVariants({ variant: 'ghost', size: 'sm' })} {...props}>
      <ShareIcon />
      <span className="hidden sm:inline">Share</span>
    </button>
  );
}

/**
 * The header's share dropdown. Its Radix menu is fetched when the visitor reaches for it (hover,
 * focus) and opened on the first click, so the landing page does not download it.
 */
export function ShareMenuButton() {
  const [active, setActive] = useState(false);
  if (!active) return <Trigger onPointerEnter={() => void load()} onFocus={() => void load()} onClick={() => setActive(true)} />;
  return (
    <Suspense fallback={<Trigger />}>
      <ShareMenu defaultOpen />
    </Suspense>
  );
}
