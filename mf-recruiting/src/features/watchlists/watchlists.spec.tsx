import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIMIT_REACHED_CODE, WATCHLIST_MESSAGES, type WatchlistDetail } from '@fiji/contracts';
import {
  callsTo,
  getUrls,
  jsonResponse,
  renderAt,
  resetStores,
  routeFetch,
  sessionUser,
  signIn,
  toasts,
  type FetchTable,
} from '../../../test/render';
import { watchlist } from '../../../test/fixtures';
import WatchlistDetailPage from './components/watchlist-detail-page';
import WatchlistsPage from './components/watchlists-page';

const routes = [
  { path: '/recruiter/watchlists', element: <WatchlistsPage /> },
  { path: '/recruiter/watchlists/:id', element: <WatchlistDetailPage /> },
  { path: '/', element: <p>Home page</p> },
];

const overview = { total: 2, playersTracked: 5, addedThisWeek: 2 };
const front = watchlist({ id: 'w1', name: 'Front row prospects', playerCount: 3 });
const backs = watchlist({ id: 'w2', name: 'Backs 2026', playerCount: 1, addedThisWeek: 0 });

function setup(path: string, table: FetchTable, role = 'recruiter') {
  signIn(sessionUser({ role: role as never }));
  const fetchMock = routeFetch({ '/api/watchlists': [front, backs], '/api/watchlists/summary': overview, ...table });
  return { fetchMock, ...renderAt(path, routes) };
}

/** Opens a card's Actions menu and picks an item (Radix opens menus from the keyboard in jsdom). */
async function pick(cardName: string, item: string) {
  fireEvent.keyDown(screen.getByRole('button', { name: `Actions for ${cardName}` }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

beforeEach(() => resetStores());

describe('/recruiter/watchlists', () => {
  it('shows the cards with real counts and the three tiles', async () => {
    setup('/recruiter/watchlists', {});
    expect(screen.getByRole('heading', { level: 1, name: 'My Watchlists' })).toBeTruthy();
    const cards = await screen.findAllByTestId('watchlist-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('watchlist-player-count').textContent).toBe('3 players · 1 added this week');
    expect(within(cards[0]!).getByRole('link', { name: 'Front row prospects' }).getAttribute('href')).toBe('/recruiter/watchlists/w1');
    expect(within(cards[0]!).getByRole('link', { name: 'Add Players' }).getAttribute('href')).toBe('/recruiter/search');
    const tiles = within(screen.getByTestId('watchlist-summary'));
    await waitFor(() => expect(tiles.getByText('Total Watchlists').nextSibling?.textContent).toBe('2'));
    expect(tiles.getByText('Players Tracked').nextSibling?.textContent).toBe('5');
    expect(tiles.getByText('Added This Week').nextSibling?.textContent).toBe('2');
  });

  it('creates a watchlist, refusing an empty name with the spec text', async () => {
    const { fetchMock } = setup('/recruiter/watchlists', {
      'POST /api/watchlists': () => jsonResponse(201, watchlist({ id: 'w3', name: 'Wingers' })),
    });
    await screen.findAllByTestId('watchlist-card');
    fireEvent.click(screen.getByRole('button', { name: 'Create Watchlist' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Watchlist' }));
    fireEvent.change(dialog.getByLabelText(/Watchlist Name/), { target: { value: '   ' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Create Watchlist' })));
    expect(dialog.getByText('Watchlist name is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/watchlists')).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/Watchlist Name/), { target: { value: ' Wingers ' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Create Watchlist' })));
    expect(callsTo(fetchMock, 'POST', '/api/watchlists')).toEqual([{ name: 'Wingers' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts()[0]).toMatchObject({ title: 'Watchlist created' });
    // The list and the tiles are fetched again.
    await waitFor(() => expect(getUrls(fetchMock).filter((u) => u === '/api/watchlists/summary').length).toBeGreaterThan(1));
  });

  it('shows a duplicate-name refusal from the server under the field', async () => {
    setup('/recruiter/watchlists', {
      'POST /api/watchlists': () =>
        jsonResponse(409, { statusCode: 409, message: 'You already have a watchlist with this name.' }),
    });
    await screen.findAllByTestId('watchlist-card');
    fireEvent.click(screen.getByRole('button', { name: 'Create Watchlist' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/Watchlist Name/), { target: { value: 'Backs 2026' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Create Watchlist' })));
    expect(await dialog.findByText('You already have a watchlist with this name.')).toBeTruthy();
  });

  it("shows the server's cap refusal (LIMIT_REACHED) in the dialog and the toast", async () => {
    setup('/recruiter/watchlists', {
      'POST /api/watchlists': () => jsonResponse(409, { statusCode: 409, code: LIMIT_REACHED_CODE, message: WATCHLIST_MESSAGES.listLimit }),
    });
    await screen.findAllByTestId('watchlist-card');
    fireEvent.click(screen.getByRole('button', { name: 'Create Watchlist' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText(/Watchlist Name/), { target: { value: 'One too many' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Create Watchlist' })));
    expect(await dialog.findByText(WATCHLIST_MESSAGES.listLimit)).toBeTruthy();
    expect(toasts()[0]).toMatchObject({ title: 'Error', description: WATCHLIST_MESSAGES.listLimit });
  });

  it('renames a watchlist from the card menu', async () => {
    const { fetchMock } = setup('/recruiter/watchlists', {
      'PATCH /api/watchlists/w1': () => jsonResponse(200, { ...front, name: 'Props and hookers' }),
    });
    await screen.findAllByTestId('watchlist-card');
    await pick('Front row prospects', 'Edit');
    const dialog = within(await screen.findByRole('dialog', { name: 'Rename Watchlist' }));
    const input = dialog.getByLabelText(/Watchlist Name/) as HTMLInputElement;
    expect(input.value).toBe('Front row prospects');
    fireEvent.change(input, { target: { value: 'Props and hookers' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save' })));
    expect(callsTo(fetchMock, 'PATCH', '/api/watchlists/w1')).toEqual([{ name: 'Props and hookers' }]);
    await waitFor(() => expect(toasts()[0]).toMatchObject({ title: 'Watchlist renamed' }));
  });

  it('deletes a watchlist only after the confirmation', async () => {
    const { fetchMock } = setup('/recruiter/watchlists', { 'DELETE /api/watchlists/w2': () => jsonResponse(200, { ok: true }) });
    await screen.findAllByTestId('watchlist-card');
    await pick('Backs 2026', 'Delete');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Watchlist' }));
    expect(dialog.getByText('Delete the watchlist "Backs 2026"? The players stay on the platform; only this list is removed.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/watchlists/w2')).toEqual([]);

    await pick('Backs 2026', 'Delete');
    const again = within(await screen.findByRole('alertdialog'));
    await act(async () => fireEvent.click(again.getByRole('button', { name: 'Delete' })));
    expect(callsTo(fetchMock, 'DELETE', '/api/watchlists/w2')).toHaveLength(1);
    await waitFor(() => expect(toasts()[0]).toMatchObject({ title: 'Watchlist deleted' }));
  });

  it('exports a watchlist as CSV, or offers the upgrade when the plan does not allow it', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let paid = true;
    const { fetchMock } = setup('/recruiter/watchlists', {
      '/api/watchlists/w1/export.csv': () =>
        paid
          ? jsonResponse(200, 'Name\n', { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="front-row.csv"' })
          : jsonResponse(403, { statusCode: 403, code: 'UPGRADE_REQUIRED', message: 'Upgrade', upgradeRequired: true }),
    });
    await screen.findAllByTestId('watchlist-card');
    await pick('Front row prospects', 'Export');
    await waitFor(() => expect(toasts()[0]).toMatchObject({ title: 'Export ready', description: 'front-row.csv is downloading.' }));
    expect(click).toHaveBeenCalledTimes(1);

    paid = false;
    await pick('Front row prospects', 'Export');
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Recruiter Plan' })).toBeTruthy();
    expect(getUrls(fetchMock).filter((u) => u.endsWith('export.csv'))).toHaveLength(2);
    click.mockRestore();
  });

  it('shows the empty state with Create Your First Watchlist', async () => {
    setup('/recruiter/watchlists', { '/api/watchlists': [], '/api/watchlists/summary': { total: 0, playersTracked: 0, addedThisWeek: 0 } });
    expect(await screen.findByText('No watchlists yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Your First Watchlist' }));
    expect(await screen.findByRole('dialog', { name: 'Create Watchlist' })).toBeTruthy();
  });

  it.each(['club', 'player', 'mentor'])('turns a %s away without calling the API', (role) => {
    const { fetchMock } = setup('/recruiter/watchlists', {}, role);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Only recruiters can access watchlist functionality.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/recruiter/watchlists/:id', () => {
  const detail: WatchlistDetail = {
    ...front,
    players: [
      {
        playerId: 'p1',
        note: 'Strong scrummager',
        addedAt: '2026-11-20T00:00:00Z',
        available: true,
        player: {
          id: 'p1',
          user: { firstName: 'Taniela', lastName: 'Waqanivere', fullName: 'Taniela Waqanivere', profileImageUrl: null },
          profilePicture: null,
          school: 'Queen Victoria School',
          positions: ['Hooker'],
          province: 'Tailevu',
          gradYear: 2026,
          verifiedByCoach: true,
        },
      },
      { playerId: 'p2', note: null, addedAt: '2026-11-01T00:00:00Z', available: false, player: null },
    ],
  };

  it('lists the players with their notes and removes one', async () => {
    const { fetchMock } = setup('/recruiter/watchlists/w1', {
      '/api/watchlists/w1': detail,
      'DELETE /api/watchlists/w1/players/p1': () => jsonResponse(200, { ok: true }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Front row prospects' })).toBeTruthy();
    const rows = screen.getAllByTestId('watchlist-player').map((r) => within(r));
    expect(rows[0]!.getByRole('link', { name: 'Taniela Waqanivere' }).getAttribute('href')).toBe('/player/p1');
    expect(rows[0]!.getByText('Strong scrummager')).toBeTruthy();
    expect(rows[1]!.getByText('This player is no longer available')).toBeTruthy();
    await act(async () => fireEvent.click(rows[0]!.getByRole('button', { name: 'Remove Taniela Waqanivere' })));
    expect(callsTo(fetchMock, 'DELETE', '/api/watchlists/w1/players/p1')).toHaveLength(1);
    await waitFor(() => expect(toasts()[0]).toMatchObject({ title: 'Player removed from watchlist' }));
  });

  it('edits a note', async () => {
    const { fetchMock } = setup('/recruiter/watchlists/w1', {
      '/api/watchlists/w1': detail,
      'PATCH /api/watchlists/w1/players/p1': () => jsonResponse(200, { ...detail.players[0], note: 'Ready for seniors' }),
    });
    const row = within((await screen.findAllByTestId('watchlist-player'))[0]!);
    fireEvent.click(row.getByRole('button', { name: 'Edit Note' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Note on Taniela Waqanivere' }));
    fireEvent.change(dialog.getByLabelText('Note'), { target: { value: 'Ready for seniors' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Save Note' })));
    expect(callsTo(fetchMock, 'PATCH', '/api/watchlists/w1/players/p1')).toEqual([{ note: 'Ready for seniors' }]);
  });

  it('deleting the open watchlist goes back to My Watchlists', async () => {
    const { router } = setup('/recruiter/watchlists/w1', {
      '/api/watchlists/w1': detail,
      'DELETE /api/watchlists/w1': () => jsonResponse(200, { ok: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Front row prospects' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/recruiter/watchlists'));
  });

  it('shows the server message for a watchlist that is not yours', async () => {
    setup('/recruiter/watchlists/zz', { '/api/watchlists/zz': () => jsonResponse(404, { statusCode: 404, message: 'Watchlist not found' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Watchlist not found');
  });
});
