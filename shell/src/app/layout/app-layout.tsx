import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { BetaFeedbackButton } from './beta-feedback-button';
import { CheckoutReturn } from './checkout-return';
import { ContentProviders } from './content-providers';
import { NavBar } from './nav-bar';
import { ShareDialogSlot } from './share-dialog-slot';
import { SiteFooter } from './site-footer';

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
      {children ? null : <CheckoutReturn />}
      {children ? null : <ScrollRestoration />}
    </div>
  );
}
