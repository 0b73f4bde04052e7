import { act, fireEvent, screen, within } from '@testing-library/react';
import { ADVANCED_ANALYTICS_TEXT, type ProfileViewAnalytics } from '@fiji/contracts';
import { callsTo, renderAt, resetStores, routeFetch, sessionUser, signIn } from '../../../../test/render';
import { SocialStatsCard } from './social-stats-card';

const PLAYER = '11111111-1111-4111-8111-111111111111';
const days = Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, views: i === 29 ? 4 : i === 0 ? 2 : 0 }));
const base: ProfileViewAnalytics = { total: 6, unique: 3, last7Days: 4, recent: [] };

async function show(views: unknown, owner = true) {
  signIn(sessionUser({ role: 'player' }));
  const fetch = routeFetch({
    [`/api/profile-views/player/${PLAYER}`]: views,
    [`/api/players/${PLAYER}/followers/count`]: { count: 0 },
    [`/api/players/${PLAYER}/followers`]: { total: 0, results: [] },
    'POST /api/billing/checkout': { checkoutId: 'c1', url: '/billing/demo/c1' },
  });
  await act(async () => renderAt('/player/me', [
      { path: '/player/me', element: <SocialStatsCard playerId={PLAYER} owner={owner} /> },
      { path: '/billing/demo/:id', element: <p>Demo checkout page</p> },
    ]));
  return fetch;
}

beforeEach(resetStores);

describe('Pro analytics on the owner card', () => {
  it('a Pro owner: the bar chart with a text alternative, Fiji days, and the two breakdowns', async () => {
    await show({
      ...base,
      advanced: { perDay: days, byRole: [{ role: 'club', views: 4 }, { role: 'player', views: 2 }], byProvince: [{ province: 'Ba', views: 2 }, { province: 'Unknown', views: 4 }] },
    });
    const chart = await screen.findByTestId('views-per-day-chart');
    expect(chart.getAttribute('role')).toBe('img');
    expect(screen.getByRole('img', { name: /6 views from .* at most 4 in a day/ })).toBe(chart);
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(screen.getByText(ADVANCED_ANALYTICS_TEXT.fijiDays)).toBeTruthy();
    const table = screen.getByTestId('views-per-day-table');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getAllByRole('row')[30]!.textContent).toMatch(/4$/);
    expect(screen.getByTestId('views-by-role').textContent).toBe('Club4Player2');
    expect(screen.getByTestId('views-by-province').textContent).toBe('Ba2Unknown4');
    expect(screen.queryByTestId('advanced-analytics-upgrade')).toBeNull();
  });

  it('a free owner: the totals and the upgrade button, which starts the Player Pro checkout', async () => {
    const fetch = await show({ ...base, advanced: null, upgradeHint: ADVANCED_ANALYTICS_TEXT.upgrade });
    const upgrade = await screen.findByRole('button', { name: ADVANCED_ANALYTICS_TEXT.upgrade });
    expect(screen.queryByTestId('advanced-analytics')).toBeNull();
    expect(screen.getByTestId('profile-views-unique').textContent).toBe('3');
    await act(async () => fireEvent.click(upgrade));
    expect(await screen.findByText('Demo checkout page')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toEqual([{ plan: 'player_pro', interval: 'month', returnTo: '/player/me' }]);
  });

  it('another viewer: totals only, no advanced analytics or upgrade', async () => {
    await show({ total: 6 }, false);
    expect((await screen.findByTestId('profile-views-total')).textContent).toBe('6');
    expect(screen.queryByTestId('advanced-analytics')).toBeNull();
    expect(screen.queryByTestId('advanced-analytics-upgrade')).toBeNull();
  });
});
