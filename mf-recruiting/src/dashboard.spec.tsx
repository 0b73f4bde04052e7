import { screen, within } from '@testing-library/react';
import { renderAt, resetStores, routeFetch, sessionUser, signIn } from '../test/render';
import { watchlist } from '../test/fixtures';
import dashboard from './dashboard';

function renderCards(role: 'recruiter' | 'club') {
  signIn(sessionUser({ role }));
  const cards = dashboard.cards[role] ?? [];
  return renderAt(
    '/dashboard',
    <div>
      {cards.map((Card, i) => (
        <Card key={i} />
      ))}
    </div>,
  );
}

beforeEach(() => resetStores());

describe('recruiting dashboard cards', () => {
  it('recruiter: Quick Navigation, Search Players, Manage Watchlists with the count, and a real Contact Requests link', async () => {
    routeFetch({ '/api/watchlists': [watchlist(), watchlist({ id: 'w2' })] });
    renderCards('recruiter');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Quick Navigation',
      'Search Players',
      'Manage Watchlists',
      'Contact Requests',
    ]);
    expect(await screen.findByText('2 watchlists')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Requests' }).getAttribute('href')).toBe('/recruiter/contacts');
    expect(screen.queryByText(/Coming Soon/i)).toBeNull();
  });

  it('recruiter with no watchlists reads "No watchlists yet"', async () => {
    routeFetch({ '/api/watchlists': [] });
    renderCards('recruiter');
    expect(await screen.findByText('No watchlists yet')).toBeTruthy();
  });

  it('club: Start Recruiting, search at /club/search and contact requests; no watchlists', () => {
    const fetchMock = routeFetch({});
    renderCards('club');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Start Recruiting',
      'Search Players',
      'Contact Requests',
    ]);
    const search = screen.getAllByRole('heading', { level: 2 })[1]!.closest('div')!.parentElement!;
    expect(within(search).getByRole('link').getAttribute('href')).toBe('/club/search');
    expect(screen.getByRole('link', { name: 'View Requests' }).getAttribute('href')).toBe('/contact-requests');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
