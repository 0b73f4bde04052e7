import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  freeStatus,
  getUrls,
  jsonResponse,
  paidStatus,
  renderAt,
  resetStores,
  routeFetch,
  sessionUser,
  signIn,
  toasts,
  type FetchTable,
} from '../../../test/render';
import { player, previewPlayer, searchPage } from '../../../test/fixtures';
import MentorSearchPage from './components/mentor-search-page';
import SearchPage from './components/search-page';
import { gradYearOptions } from './components/search-filters';

const routes = [
  ...['recruiter', 'club', 'union', 'coach', 'agent'].map((r) => ({ path: `/${r}/search`, element: <SearchPage /> })),
  { path: '/mentor/search', element: <MentorSearchPage /> },
];

/** The result pages fetched (the Quick Stats count is a separate call). */
const searchCalls = (fetchMock: jest.Mock) =>
  getUrls(fetchMock).filter((u) => u.startsWith('/api/search') && !u.startsWith('/api/search/stats') && !u.startsWith('/api/search/export'));

function setup(path: string, table: FetchTable, role = 'recruiter') {
  signIn(sessionUser({ role: role as never }));
  const fetchMock = routeFetch({ '/api/saved-searches': { results: [] }, ...table });
  return { fetchMock, ...renderAt(path, routes) };
}

beforeEach(() => resetStores());

describe('player search: filters and query parameters', () => {
  it("sends only the filters that are set ('all' and empty values are dropped)", async () => {
    const { fetchMock } = setup('/recruiter/search?position=Prop&province=all&school=', {
      '/api/subscription/status': paidStatus,
      '/api/search?position=Prop': searchPage(),
    });
    await screen.findByText('Taniela Waqanivere');
    expect(searchCalls(fetchMock)).toEqual(['/api/search?position=Prop']);
  });

  it('adds a filter chosen in the panel, counts the filters and clears them all', async () => {
    const { fetchMock } = setup('/recruiter/search?position=Prop', {
      '/api/subscription/status': paidStatus,
      '/api/search?position=Prop': searchPage(),
      '/api/search?position=Prop&province=Central': searchPage(),
      '/api/search?position=Prop&province=Central&grad_year=2026&format=7s': searchPage(),
      '/api/search': searchPage(),
    });
    await screen.findByText('Taniela Waqanivere');
    expect(screen.getByTestId('filters-applied').textContent).toContain('1 filters applied');

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByLabelText('Province'), { target: { value: 'Central' } });
    await waitFor(() => expect(searchCalls(fetchMock)).toContain('/api/search?position=Prop&province=Central'));
    fireEvent.change(screen.getByLabelText('Graduation Year'), { target: { value: '2026' } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: '7s' } });
    await waitFor(() => expect(searchCalls(fetchMock)).toContain('/api/search?position=Prop&province=Central&grad_year=2026&format=7s'));
    expect(screen.getByTestId('filters-applied').textContent).toContain('4 filters applied');

    fireEvent.click(within(screen.getByTestId('filters-applied')).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)).toBe('/api/search'));
    expect(screen.queryByTestId('filters-applied')).toBeNull();
    expect((screen.getByLabelText('Province') as HTMLSelectElement).value).toBe('all');
  });

  it('offers the 10 position groups, 5 divisions, 8 graduation years from this year minus 4 and 4 formats', async () => {
    setup('/recruiter/search', { '/api/subscription/status': paidStatus, '/api/search': searchPage() });
    await screen.findByText('Taniela Waqanivere');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const options = (label: string) => Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((o) => o.text);
    expect(options('Position')).toEqual(['All positions', 'Prop', 'Hooker', 'Lock', 'Flanker', 'Number 8', 'Scrum-half', 'Fly-half', 'Centre', 'Wing', 'Fullback']);
    expect(options('Province')).toEqual(['All provinces', 'Central', 'Eastern', 'Northern', 'Western', 'Rotuma']);
    const year = new Date().getFullYear();
    expect(options('Graduation Year').slice(1)).toEqual(gradYearOptions().map(String));
    expect(gradYearOptions()[0]).toBe(year - 4);
    expect(gradYearOptions()).toHaveLength(8);
    expect(options('Format')).toEqual(['All formats', '15s', '7s', 'Beach', 'Touch']);
  });

  it('sends the query typed in the search box and the chosen sort order', async () => {
    const { fetchMock } = setup('/recruiter/search', {
      '/api/subscription/status': paidStatus,
      '/api/search': searchPage(),
      '/api/search?q=hooker+suva': searchPage(),
      '/api/search?q=hooker+suva&sort=height': searchPage(),
    });
    await screen.findByText('Taniela Waqanivere');
    fireEvent.change(screen.getByPlaceholderText('Search by name, school, or position...'), { target: { value: ' hooker suva ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchCalls(fetchMock)).toContain('/api/search?q=hooker+suva'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'height' } });
    await waitFor(() => expect(searchCalls(fetchMock)).toContain('/api/search?q=hooker+suva&sort=height'));
    // The Quick Stats count ignores the sort order, so re-sorting does not count again.
    expect(getUrls(fetchMock).filter((u) => u.startsWith('/api/search/stats'))).toEqual(['/api/search/stats', '/api/search/stats?q=hooker+suva']);
    expect(Array.from((screen.getByLabelText('Sort by') as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Relevance',
      'Recently Updated',
      'Height',
      'Weight',
      'School',
    ]);
  });
});

describe('player search: states', () => {
  it('shows six skeletons while loading, then the Quick Stats from the server', async () => {
    let answer!: (r: Response) => void;
    setup('/club/search', {
      '/api/subscription/status': paidStatus,
      '/api/search': () => new Promise<Response>((res) => (answer = res)) as unknown as Response,
      '/api/search/stats': { active: 42, verified: 17, recentGraduates: 9 },
    }, 'club');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Rugby Talent for Your Club' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('search-loading').querySelectorAll('[data-skeleton]')).toHaveLength(6));
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer(jsonResponse(200, searchPage())));
    const stats = within(await screen.findByTestId('quick-stats'));
    await waitFor(() => expect(stats.getByText('Active Players').nextSibling?.textContent).toBe('42'));
    expect(stats.getByText('Verified Players').nextSibling?.textContent).toBe('17');
    expect(stats.getByText('Recent Graduates').nextSibling?.textContent).toBe('9');
  });

  it('shows the empty state with Clear all filters', async () => {
    const { fetchMock } = setup('/union/search?province=Rotuma', {
      '/api/subscription/status': paidStatus,
      '/api/search?province=Rotuma': searchPage({ results: [] }),
      '/api/search': searchPage(),
    }, 'union');
    expect(await screen.findByText('No players found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search filters or search terms')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Scout Players for Your Union');
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)).toBe('/api/search'));
    expect(await screen.findByText('Taniela Waqanivere')).toBeTruthy();
  });

  it('shows the error text when the search fails', async () => {
    setup('/coach/search', {
      '/api/subscription/status': paidStatus,
      '/api/search': () => jsonResponse(500, { statusCode: 500, message: 'boom' }),
    }, 'coach');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load search results. Please try again.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find Rugby Talent');
  });

  it('Load More Players fetches the next page with the cursor and appends it', async () => {
    const second = player({ user: { firstName: 'Apisai', lastName: 'Nakalevu', fullName: 'Apisai Nakalevu', profileImageUrl: null } });
    const { fetchMock } = setup('/recruiter/search?position=Hooker', {
      '/api/subscription/status': paidStatus,
      '/api/search?position=Hooker': searchPage({ nextCursor: 'c2' }),
      '/api/search?position=Hooker&cursor=c2': searchPage({ results: [second], nextCursor: null }),
    });
    await screen.findByText('Taniela Waqanivere');
    const more = screen.getByRole('button', { name: 'Load More Players' }) as HTMLButtonElement;
    expect(more.disabled).toBe(false);
    fireEvent.click(more);
    expect(await screen.findByText('Apisai Nakalevu')).toBeTruthy();
    expect(screen.getByText('Taniela Waqanivere')).toBeTruthy();
    expect(searchCalls(fetchMock)).toEqual(['/api/search?position=Hooker', '/api/search?position=Hooker&cursor=c2']);
    expect((screen.getByRole('button', { name: 'Load More Players' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('player search: free and paid viewers', () => {
  it('a free viewer gets the preview: alert, locked advanced filters, preview cards, and Contact opens the upgrade prompt', async () => {
    const { fetchMock } = setup('/recruiter/search?grad_year=2026&format=7s', {
      '/api/subscription/status': freeStatus(),
      '/api/search': searchPage({ results: [previewPlayer()], preview: true, viewerType: 'free_recruiter' }),
    });
    await screen.findByText('Taniela Waqanivere');
    // The advanced filters in the address are never sent for a free viewer.
    expect(searchCalls(fetchMock)).toEqual(['/api/search']);
    expect(screen.getByTestId('preview-alert')).toBeTruthy();
    expect(screen.getByTestId('preview-overlay')).toBeTruthy();
    const card = within(screen.getByTestId('player-card'));
    expect(card.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Hooker', 'Lock', '+1 more']);
    expect(card.getByText('1+ highlights')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect((screen.getByLabelText('Graduation Year') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Format') as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText('Advanced filters (graduation year and format) are available on paid plans. Upgrade to use them.')).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: /Contact/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Recruiter Plan' });
    expect(within(dialog).getByText('$99/month')).toBeTruthy();
    expect(screen.queryByTestId('contact-request-dialog')).toBeNull();
  });

  it('a free viewer asking for Export Results gets the upgrade prompt and no download', async () => {
    const { fetchMock } = setup('/recruiter/search', {
      '/api/subscription/status': freeStatus(),
      '/api/search': searchPage({ results: [previewPlayer()], preview: true, viewerType: 'free_recruiter' }),
    });
    await screen.findByText('Taniela Waqanivere');
    fireEvent.click(screen.getByRole('button', { name: 'Export Results' }));
    expect(await screen.findByText('Export Results is available on paid plans. Upgrade to export player data.')).toBeTruthy();
    expect(getUrls(fetchMock).some((u) => u.includes('export'))).toBe(false);
  });

  it('a paid viewer sees full cards and sends a contact request from the Contact button', async () => {
    const p = player();
    const { fetchMock } = setup('/recruiter/search', {
      '/api/subscription/status': paidStatus,
      '/api/search': searchPage({ results: [p] }),
      'POST /api/contact-requests': () => jsonResponse(201, { id: 'cr1' }),
    });
    await screen.findByText('Taniela Waqanivere');
    expect(screen.queryByTestId('preview-alert')).toBeNull();
    expect(screen.queryByTestId('preview-overlay')).toBeNull();
    const card = within(screen.getByTestId('player-card'));
    expect(card.getByText('Class of 2026', { exact: false })).toBeTruthy();
    expect(card.getByText('182 cm · 95 kg · Tailevu')).toBeTruthy();
    expect(card.getByText('4 highlights')).toBeTruthy();
    expect(card.getByRole('img', { name: 'Verified by coach' })).toBeTruthy();
    const view = card.getByRole('link', { name: /View Profile/ });
    expect(view.getAttribute('href')).toBe(`/player/${p.id}`);
    expect(view.getAttribute('target')).toBe('_blank');

    fireEvent.click(card.getByRole('button', { name: /Contact/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Taniela Waqanivere' });
    fireEvent.change(within(dialog).getByLabelText(/Message/), { target: { value: 'Come and trial with Suva.' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' })));
    expect(callsTo(fetchMock, 'POST', '/api/contact-requests')).toEqual([{ toUser: p.userId, playerId: p.id, message: 'Come and trial with Suva.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()[0]).toMatchObject({ title: 'Contact request sent', description: 'Your message has been sent to Taniela Waqanivere' });
  });

  it('a paid viewer exports the results as a CSV file with the same filters', async () => {
    const createObjectURL = jest.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { fetchMock } = setup('/recruiter/search?position=Lock', {
      '/api/subscription/status': paidStatus,
      '/api/search?position=Lock': searchPage(),
      '/api/search/export.csv?position=Lock': () =>
        jsonResponse(200, 'Name\nTaniela', { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="players-2026-11-22.csv"' }),
    });
    await screen.findByText('Taniela Waqanivere');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export Results' })));
    expect(getUrls(fetchMock)).toContain('/api/search/export.csv?position=Lock');
    expect(createObjectURL).toHaveBeenCalled();
    expect(click).toHaveBeenCalled();
    expect(toasts()[0]).toMatchObject({ title: 'Export ready', description: 'players-2026-11-22.csv is downloading.' });
    click.mockRestore();
  });

  it('saves the current search and runs a saved one again', async () => {
    const { fetchMock } = setup('/recruiter/search?position=Prop', {
      '/api/subscription/status': paidStatus,
      '/api/search?position=Prop': searchPage(),
      '/api/search?province=Western&sort=height': searchPage({ results: [] }),
      '/api/saved-searches': {
        results: [{ id: 's1', name: 'Western tall', filters: { province: 'Western', sort: 'height' }, createdAt: '2026-11-01T00:00:00Z' }],
      },
      'POST /api/saved-searches': () => jsonResponse(201, { id: 's2', name: 'Props', filters: { position: 'Prop' }, createdAt: '2026-11-02T00:00:00Z' }),
    });
    await screen.findByText('Taniela Waqanivere');
    fireEvent.click(screen.getByRole('button', { name: 'Save Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Search' });
    fireEvent.change(within(dialog).getByLabelText(/Search Name/), { target: { value: 'Props' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save Search' })));
    expect(callsTo(fetchMock, 'POST', '/api/saved-searches')).toEqual([{ name: 'Props', filters: { position: 'Prop' } }]);
    expect(toasts()[0]).toMatchObject({ title: 'Search saved' });

    fireEvent.click(within(screen.getByTestId('saved-searches')).getByRole('button', { name: 'Western tall' }));
    await waitFor(() => expect(searchCalls(fetchMock)).toContain('/api/search?province=Western&sort=height'));
    expect(await screen.findByText('No players found')).toBeTruthy();
  });
});

describe('player search: access', () => {
  it('a player is pointed to Find Talent', async () => {
    setup('/recruiter/search', {}, 'player');
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('This page is for recruiters, clubs, unions, coaches, and agents only.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find Talent' }).getAttribute('href')).toBe('/find-talent');
  });

  it('a mentor gets the recruiting roles text and a link to the mentor search', () => {
    setup('/club/search', {}, 'mentor');
    expect(screen.getByText('You need to be logged in as a club, union, recruiter, coach, or agent to access this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mentor Search' }).getAttribute('href')).toBe('/mentor/search');
  });

  it('an admin may use the player search', async () => {
    setup('/recruiter/search', { '/api/subscription/status': { ...paidStatus, planType: 'free' }, '/api/search': searchPage() }, 'admin');
    expect(await screen.findByText('Taniela Waqanivere')).toBeTruthy();
  });
});

describe('/mentor/search', () => {
  it('shows the players-found badge, the full results alert and the Mentoring Tips', async () => {
    setup('/mentor/search', {
      '/api/subscription/status': { ...paidStatus, planType: 'mentor_pro' },
      '/api/search': searchPage(),
      '/api/search/stats': { active: 12, verified: 3, recentGraduates: 2 },
    }, 'mentor');
    await screen.findByText('Taniela Waqanivere');
    // The heading is the title alone; the badge sits beside it, outside the heading.
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Find Rugby Talent');
    expect(screen.getByRole('heading', { level: 1, name: 'Find Rugby Talent' })).toBe(heading);
    expect(screen.getByTestId('players-found').textContent).toBe('12 players found');
    expect(heading.contains(screen.getByTestId('players-found'))).toBe(false);
    expect(screen.getByTestId('full-results-alert')).toBeTruthy();
    expect(within(screen.getByRole('complementary')).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Mentoring Tips' })).toBeTruthy();
  });

  it('turns away other roles with the Login button', () => {
    setup('/mentor/search', {}, 'recruiter');
    expect(screen.getByText('You need to be logged in as a mentor to access this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/demo-login');
  });
});
