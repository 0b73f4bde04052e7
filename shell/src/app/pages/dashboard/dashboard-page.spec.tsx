import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UserRole } from '@fiji/contracts';
import { resetUnauthorizedForTests, useToastStore } from '@fiji/platform';
import { jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn } from '../../../../test/render';

jest.mock('../../../mf/area-dashboard-cards', () => ({
  AreaDashboardCards: ({ role }: { role: string }) => <p>area cards for {role}</p>,
}));

import DashboardPage from './dashboard-page';

const unread = { id: 'n1', type: 'other', title: 'New follower', message: 'A club follows you', isRead: false, createdAt: new Date().toISOString() };
const read = { id: 'n2', type: 'other', title: 'Old news', message: 'Seen', isRead: true, createdAt: new Date().toISOString() };

const featuredPlayers = {
  results: Array.from({ length: 8 }, (_, i) => ({
    id: `p${i}`,
    user: { fullName: `Player ${i}` },
    school: 'QVS',
    province: 'Ba',
    positions: i === 0 ? [] : ['Wing'],
    gradYear: i === 1 ? null : 2025,
    highlightCount: 2,
  })),
};

async function show(role: UserRole, api: Record<string, unknown> = {}) {
  signIn(sessionUser({ role, firstName: 'Mere' }));
  const fetch = routeFetch({
    '/api/notifications': [],
    '/api/activities': [],
    '/api/featured-players': { results: [] },
    '/api/featured-organizations': { results: [] },
    ...api,
  });
  await act(async () => void renderAt('/', <DashboardPage />));
  return fetch;
}

beforeEach(resetStores);
afterEach(resetUnauthorizedForTests);

describe('Dashboard', () => {
  it('greets by first name and states the role label', async () => {
    await show('recruiter');
    expect(screen.getByRole('heading', { name: 'Welcome back, Mere!' })).toBeTruthy();
    expect(screen.getByText("You're signed in as a Local Club/Provincial Union")).toBeTruthy();
    expect(screen.getByText('area cards for recruiter')).toBeTruthy();
  });

  it('empty states of notifications and activity', async () => {
    await show('club');
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(await screen.findByText('No recent activity. Start using the platform to see your actions here!')).toBeTruthy();
  });

  it('activity error text', async () => {
    await show('club', { '/api/activities': () => jsonResponse(500, { statusCode: 500, message: 'boom' }) });
    expect(await screen.findByText('Unable to load activity feed. Please try again later.')).toBeTruthy();
  });

  it('notifications: collapsed by default, unread badge, check button and Mark all read', async () => {
    const fetch = await show('player', {
      '/api/notifications': [unread, read],
      'POST /api/notifications/n1/read': { ok: true },
      'POST /api/notifications/read-all': { ok: true },
    });
    const toggle = screen.getByRole('button', { name: 'Notifications' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByText('1 unread')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeTruthy();
    fireEvent.click(toggle);
    const check = screen.getByRole('button', { name: 'Mark "New follower" as read' });
    expect(screen.queryByRole('button', { name: 'Mark "Old news" as read' })).toBeNull();
    await act(async () => fireEvent.click(check));
    expect(fetch).toHaveBeenCalledWith('/api/notifications/n1/read', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    // The list is fetched again after marking.
    expect(fetch.mock.calls.filter(([u]) => u === '/api/notifications').length).toBeGreaterThanOrEqual(2);
  });

  it('no badge and no Mark all read when everything is read', async () => {
    await show('club', { '/api/notifications': [read] });
    const toggle = screen.getByRole('button', { name: 'Notifications' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    await screen.findByText('Old news');
    expect(screen.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    expect(screen.queryByText(/unread/)).toBeNull();
  });

  it('an expired login while marking read keeps the 401 rule toast', async () => {
    await show('player', {
      '/api/notifications': [unread],
      'POST /api/notifications/read-all': () => jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }),
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Mark all read' })));
    const toasts = useToastStore.getState().toasts;
    expect(toasts.map((t) => [t.title, t.description])).toEqual([['Unauthorized', 'You are logged out. Logging in again...']]);
  });

  it('featured players for recruiting roles: at most 6, each linking to /player/{id}', async () => {
    await show('union', { '/api/featured-players': featuredPlayers });
    const card = (await screen.findByRole('heading', { name: 'Featured Players' })).closest('div')!.parentElement!;
    const links = within(card).getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/player/'));
    expect(links).toHaveLength(6);
    expect(links[0]!.getAttribute('href')).toBe('/player/p0');
    expect(within(links[0]!).getByText('Player')).toBeTruthy();
    expect(within(links[1]!).getByText('Senior')).toBeTruthy();
    expect(within(links[2]!).getByText('Class 2025')).toBeTruthy();
    // union also sees featured organizations
    expect(screen.getByRole('heading', { name: 'Featured Organizations' })).toBeTruthy();
  });

  it('players see featured organizations but not featured players', async () => {
    const fetch = await show('player');
    expect(screen.getByRole('heading', { name: 'Featured Organizations' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Featured Players' })).toBeNull();
    expect(fetch.mock.calls.some(([u]) => u === '/api/featured-players')).toBe(false);
  });
});
