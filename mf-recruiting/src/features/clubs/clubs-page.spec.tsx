import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrganizationItem } from '@fiji/contracts';
import { getUrls, renderAt, resetStores, routeFetch, sessionUser, signIn } from '../../../test/render';
import { organization } from '../../../test/fixtures';
import ClubsPage from './components/clubs-page';

const routes = [{ path: '/clubs', element: <ClubsPage /> }];

/** What the server sends a player or visitor: short description, 2 age groups, no contact keys. */
const previewOrg = (over: Partial<OrganizationItem> = {}): OrganizationItem => {
  const { establishedYear: _y, contactPhone: _p, contactEmail: _e, website: _w, ...rest } = organization(over);
  return rest;
};

beforeEach(() => resetStores());

describe('/clubs', () => {
  it('offers the 8 major and 18 other unions, lists a chosen union and goes back', async () => {
    signIn(sessionUser({ role: 'recruiter' }));
    const fetchMock = routeFetch({
      '/api/organizations?province=Suva': {
        results: [organization(), organization({ id: 'o2', name: 'Suva Grammar School', orgType: 'school' })],
        total: 5,
        matched: 2,
        preview: false,
      },
    });
    renderAt('/clubs', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Find Rugby Clubs & Teams' })).toBeTruthy();
    const picker = within(screen.getByTestId('union-picker'));
    expect(picker.getByRole('heading', { name: 'Choose Your Rugby Union' })).toBeTruthy();
    const lists = picker.getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Suva', 'Ba', 'Lautoka', 'Nadi', 'Macuata', 'Tailevu', 'Rewa', 'Nadroga',
    ]);
    expect(within(lists[1]!).getAllByRole('button')).toHaveLength(18);
    expect(getUrls(fetchMock).filter((u) => u.startsWith('/api/organizations'))).toEqual([]);

    fireEvent.click(picker.getByRole('button', { name: 'Suva' }));
    expect(await screen.findByText('Nadera Panthers RFC')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Suva');
    expect(screen.getByTestId('organizations-footer').textContent).toBe('Showing 2 of 5 organizations');
    expect(screen.getByTestId('organizations-count').textContent).toBe('5 organizations');
    expect(screen.getByPlaceholderText('Search clubs in Suva...')).toBeTruthy();
    expect(screen.queryByTestId('clubs-preview-banner')).toBeNull();

    // A full card: type label, verified flag, established year and the contact links.
    const card = within(screen.getAllByTestId('organization-card')[0]!);
    expect(card.getByText('Rugby Club')).toBeTruthy();
    expect(card.getByText('Verified')).toBeTruthy();
    expect(card.getByText('1985')).toBeTruthy();
    expect(card.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+6799991234');
    expect(card.getByRole('link', { name: /Email/ }).getAttribute('href')).toBe('mailto:info@panthers.fj');
    expect(card.getByRole('link', { name: /Website/ }).getAttribute('href')).toBe('https://panthers.fj');

    fireEvent.click(screen.getByRole('button', { name: '← Back to Union Selection' }));
    expect(await screen.findByTestId('union-picker')).toBeTruthy();
  });

  it('refines by type, city and search text, then clears the filters', async () => {
    signIn(sessionUser({ role: 'club' }));
    const body = (matched: number) => ({ results: matched ? [organization()] : [], total: 7, matched, preview: false });
    const fetchMock = routeFetch({
      '/api/organizations?province=Ba': body(1),
      '/api/organizations?province=Ba&orgType=academy': body(0),
      '/api/organizations?province=Ba&orgType=academy&city=Lautoka': body(0),
      '/api/organizations?province=Ba&q=panthers&orgType=academy&city=Lautoka': body(0),
      '/api/organizations?province=Ba&q=panthers': body(1),
    });
    renderAt('/clubs?union=Ba', routes);
    await screen.findByText('Nadera Panthers RFC');
    expect(Array.from((screen.getByLabelText('Organization Type') as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'All types', 'Rugby Clubs', 'Provincial Union', 'Rugby Academies', 'School Rugby',
    ]);
    fireEvent.change(screen.getByLabelText('Organization Type'), { target: { value: 'academy' } });
    expect(await screen.findByText('No organizations found')).toBeTruthy();
    expect(screen.getByTestId('organizations-count').textContent).toBe('0 clubs found');
    const city = screen.getByLabelText('City/Town');
    fireEvent.change(city, { target: { value: 'Lautoka' } });
    fireEvent.keyDown(city, { key: 'Enter' });
    fireEvent.change(screen.getByPlaceholderText('Search clubs in Ba...'), { target: { value: 'panthers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(getUrls(fetchMock)).toContain('/api/organizations?province=Ba&q=panthers&orgType=academy&city=Lautoka'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(getUrls(fetchMock).at(-1)).toBe('/api/organizations?province=Ba&q=panthers'));
    expect(await screen.findByText('Nadera Panthers RFC')).toBeTruthy();
  });

  it.each([
    ['a signed-out visitor', null],
    ['a player', 'player'],
  ])('shows %s the preview banner and disabled contact buttons', async (_who, role) => {
    if (role) signIn(sessionUser({ role: role as never }));
    else signIn(null);
    routeFetch({ '/api/organizations?province=Rewa': { results: [previewOrg()], total: 1, matched: 1, preview: true } });
    renderAt('/clubs', routes);
    const banner = screen.getByTestId('clubs-preview-banner');
    expect(within(banner).getByRole('link', { name: 'Upgrade now' }).getAttribute('href')).toBe('/pricing');
    fireEvent.click(screen.getByRole('button', { name: 'Rewa' }));
    const card = within(await screen.findByTestId('organization-card'));
    for (const label of ['Call', 'Email', 'Website']) expect((card.getByRole('button', { name: label }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.queryByRole('link')).toBeNull();
    expect(card.getByText('Contact details available to premium users')).toBeTruthy();
  });
});
