/**
 * Build-time render of the signed-out landing page (header, landing, footer) for index.html, so a
 * phone paints the page before any JavaScript has run. Built for Node by
 * scripts/prerender.config.ts and run by scripts/prerender.mjs. The client does not hydrate: its
 * first render replaces this markup with the same content.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppLayout } from '../app/layout/app-layout';
import LandingPage from '../app/pages/public/landing';

export function renderLanding(): string {
  return renderToString(
    <MemoryRouter initialEntries={['/']}>
      <AppLayout>
        <LandingPage />
      </AppLayout>
    </MemoryRouter>,
  );
}
