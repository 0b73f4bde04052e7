import { render as renderRaw } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@fiji/platform';
import BetaFeedback from './beta-feedback';
import Blog from './blog';
import Contact from './contact';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Features, { FEATURES_GUIDE_PATH } from './features';
import FindTalent from './find-talent';
import Help from './help';
import HowItWorks from './how-it-works';
import Landing from './landing';
import Pricing from './pricing';
import Privacy from './privacy';
import Recruiters from './recruiters';
import Schools from './schools';
import SuccessStories from './success-stories';
import Terms from './terms';

/** Pages that read the server (pricing: the plans) get the app's query client; no answer comes, so they show their defaults. */
const render = (ui: ReactElement) => renderRaw(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);

beforeEach(() => {
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
});

const PAGES: [string, ComponentType][] = [
  ['landing', Landing],
  ['how-it-works', HowItWorks],
  ['pricing', Pricing],
  ['help', Help],
  ['privacy', Privacy],
  ['terms', Terms],
  ['find-talent', FindTalent],
  ['features', Features],
  ['success-stories', SuccessStories],
  ['schools', Schools],
  ['recruiters', Recruiters],
  ['blog', Blog],
  ['contact', Contact],
  ['beta-feedback', BetaFeedback],
];

describe.each(PAGES)('public page %s', (_name, Page) => {
  it('renders one h1, labels every form control and has no placeholder text', () => {
    const { container } = render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    for (const control of Array.from(container.querySelectorAll('input, select, textarea'))) {
      const el = control as HTMLInputElement;
      const labelled = el.labels?.length || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');
      expect([el.name || el.type, !!labelled]).toEqual([el.name || el.type, true]);
    }
    // No stray placeholder product names.
    expect(container.textContent).not.toMatch(/lorem ipsum|TODO|Coming Soon/i);
  });
});

describe('content from the spec', () => {
  const text = (Page: ComponentType) =>
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    ).container.textContent ?? '';

  it('how it works: four steps and two journeys', () => {
    const t = text(HowItWorks);
    for (const s of ['Create Your Profile', 'Upload Highlights', 'Get Discovered', 'Connect & Grow', 'Players', 'Local Clubs/Provincial Unions']) {
      expect(t).toContain(s);
    }
  });

  it('pricing: plans, comparison and the billing FAQ', () => {
    const t = text(Pricing);
    for (const s of ['Free', 'Player Pro', '$15/month', '25 media files', 'Recruiter Plan', '$99/month', 'Mentor Pro', '$29/month', 'Contact sales', 'Up to 3 highlights and photos', '20% discount', 'Upgrades apply immediately', 'next billing cycle', '30 days after cancellation']) {
      expect(t).toContain(s);
    }
    expect(document.querySelector('table caption')).toBeTruthy();
  });

  it('terms and privacy: dated January 2025 with the age and minors rules', () => {
    const terms = text(Terms);
    expect(terms).toContain('January 2025');
    expect(terms).toContain('at least 16');
    expect(terms).toContain('parental consent and school verification');
    const privacy = text(Privacy);
    expect(privacy).toContain('January 2025');
    expect(privacy).toContain('only shown to approved contacts');
  });

  it('find talent: stats, illustrative players and the position groups', () => {
    const t = text(FindTalent);
    for (const s of ['Find Rugby Talent', '1,200+', '45+', '280+', '950+', 'not real players', 'Prop', 'Scrum-half', 'Fullback']) {
      expect(t).toContain(s);
    }
  });

  it('features: links the static downloadable features guide, which the build copies from shell/public', () => {
    render(
      <MemoryRouter>
        <Features />
      </MemoryRouter>,
    );
    const link = document.querySelector(`a[href="${FEATURES_GUIDE_PATH}"]`);
    expect(link?.hasAttribute('download')).toBe(true);
    expect(existsSync(join(__dirname, '../../../../public', FEATURES_GUIDE_PATH))).toBe(true);
  });
});
