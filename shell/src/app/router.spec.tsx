import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { renderAt, resetStores } from '../../test/render';

jest.mock('../mf/remote-area', () => ({ RemoteArea: ({ remote }: { remote: string }) => `remote ${remote}` }));

import { createAppRoutes } from './router';

const leaf = (path: string) => {
  const matches = matchRoutes(createAppRoutes(), path) ?? [];
  const route = matches[matches.length - 1]?.route;
  const element = route?.element as { props?: { remote?: string; children?: { props?: { remote?: string } } } } | undefined;
  return { path: route?.path, remote: element?.props?.remote ?? element?.props?.children?.props?.remote };
};

describe('route table', () => {
  it.each([
    ['/player/me', 'mf_player'],
    ['/player/abc', 'mf_player'],
    ['/player/onboarding', 'mf_player'],
    ['/upload', 'mf_player'],
    ['/recruiter/search', 'mf_recruiting'],
    ['/recruiter/watchlists', 'mf_recruiting'],
    ['/recruiter/contacts', 'mf_recruiting'],
    ['/contact-requests', 'mf_recruiting'],
    ['/club/search', 'mf_recruiting'],
    ['/union/search', 'mf_recruiting'],
    ['/coach/search', 'mf_recruiting'],
    ['/agent/search', 'mf_recruiting'],
    ['/clubs', 'mf_recruiting'],
    ['/mentor/search', 'mf_recruiting'],
    ['/mentoring', 'mf_mentoring'],
    ['/mentoring/profile', 'mf_mentoring'],
    ['/admin', 'mf_admin'],
    ['/admin/users', 'mf_admin'],
    ['/admin/verifications', 'mf_admin'],
  ])('%s is served by %s', (path, remote) => {
    expect(leaf(path).remote).toBe(remote);
  });

  it.each([
    ['/player/me', true],
    ['/admin', true],
    ['/mentoring/profile', true],
    ['/recruiter/watchlists', true],
    ['/clubs', false],
    ['/mentoring', false],
    ['/mentoring/', false],
  ])('%s needs a session: %s (/clubs and /mentoring are public)', (path, guarded) => {
    // While the session check runs, a guarded area shows the spinner; a public one renders at once.
    resetStores();
    renderAt(path, createAppRoutes()[0]!.children!.filter((r) => r.path && r.path !== '*'));
    expect(screen.queryByText(`remote ${leaf(path).remote}`) === null).toBe(guarded);
  });

  it.each(['/demo-login', '/signin', '/signup', '/profile', '/pricing', '/how-it-works', '/find-talent', '/help', '/privacy', '/terms', '/contact', '/beta-feedback', '/features', '/success-stories', '/schools', '/recruiters', '/blog'])(
    '%s is a shell page',
    (path) => {
      expect(leaf(path).path).toBe(path.slice(1));
    },
  );

  it.each([
    ['/account/billing', 'account/billing'],
    ['/billing/checkout/11111111-2222-4333-8444-555555555555', 'billing/checkout/:checkoutId'],
    ['/billing/guardian/thanks', 'billing/guardian/thanks'],
    ['/billing/guardian/abc.def', 'billing/guardian/:token'],
    ['/billing/seats/accept/abc', 'billing/seats/accept/:token'],
  ])('%s is a shell billing page', (path, route) => {
    expect(leaf(path).path).toBe(route);
  });

  it("billing's pages: the account's billing page needs a session; checkout and the guardian's pages open signed out", () => {
    const element = (path: string) => {
      const matches = matchRoutes(createAppRoutes(), path) ?? [];
      return matches[matches.length - 1]?.route.element as { type?: { name?: string } } | undefined;
    };
    expect(element('/account/billing')?.type?.name).toBe('RequireAuth');
    for (const path of ['/billing/checkout/x', '/billing/guardian/tok', '/billing/guardian/thanks', '/billing/seats/accept/t']) {
      expect([path, element(path)?.type?.name]).not.toEqual([path, 'RequireAuth']);
    }
  });

  it('anything else is the 404 page', () => {
    expect(leaf('/no-such-page').path).toBe('*');
    expect(leaf('/find-talent/x').path).toBe('*');
  });
});
