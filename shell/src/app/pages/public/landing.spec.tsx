/**
 * @jest-environment node
 */
// The landing page is prerendered at build time: it must render where there is no window/document.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import LandingPage from './landing';

describe('Landing page (server render)', () => {
  it('renders in Node with the hero, three paths, the statistics, sharing and the CTAs', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    );
    expect(html).toContain('<h1');
    for (const text of ['Players', 'Local Clubs &amp; Provincial Unions', 'Mentors', '62', '1,200+', 'Thousands', 'Recommend a Mentor']) {
      expect(html).toContain(text);
    }
    // Most calls to action go to the Demo Access Portal, Get Started included.
    const ctas = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2], m[1]]);
    expect(ctas.filter(([, href]) => href === '/demo-login').length).toBeGreaterThan(ctas.length / 2);
    expect(ctas).toContainEqual(['Get Started', '/demo-login']);
  });
});
