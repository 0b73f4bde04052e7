import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { CHECKOUT_RETURN_PARAM } from '@fiji/platform';
import { PageSpinner } from '../components/page-spinner';
import { BetaFeedbackButton } from './beta-feedback-button';
import { ContentProviders } from './content-providers';
import { NavBar } from './nav-bar';
import { ShareDialogSlot } from './share-dialog-slot';
import { SiteFooter } from './site-footer';

// Only a page opened on the way back from a checkout needs it (and billing's texts): not every first load.
const CheckoutReturn = lazy(() => import(/* webpackChunkName: "checkout-return" */ './checkout-return').then((m) => ({ default: m.CheckoutReturn })));

/** Mounts the checkout return handler once the address carries `?checkout=` (and keeps it from then on). */
function CheckoutReturnSlot() {
  const { search } = useLocation();
  const [seen, setSeen] = useState(false);
  if (!seen && new URLSearchParams(search).has(CHECKOUT_RETURN_PARAM)) setSeen(true);
  if (!seen) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutReturn />
    </Suspense>
  );
}

/** The frame of every page: header, content, the feedback button, footer, the share dialog, the return from a checkout. */
export function AppLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>{children ?? <ContentProviders><Outlet /></ContentProviders>}</Suspense>
      </main>
      <BetaFeedbackButton />
      <SiteFooter />
      <ShareDialogSlot />
      {children ? null : <CheckoutReturnSlot />}
      {children ? null : <ScrollRestoration />}
    </div>
  );
}
