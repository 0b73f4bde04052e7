/**
 * Fresh screens (docs/architecture.md): a write on a profile refreshes every reader of what it changed, also the
 * ones other areas show (the Sent tab and /recruiter/contacts, the watchlist cards and tiles). Those
 * screens read through the shared clients of @fiji/platform; here their hooks stay mounted beside the
 * profile on one query client, as every area shares the shell's one client at run time.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserRole } from '@fiji/contracts';
import { useRecruiterContacts, useSentContactRequests, useWatchlists, useWatchlistsOverview } from '@fiji/platform';
import { PLAYER_ID, playerProfile } from '../../../../test/fixtures';
import { profileApi } from '../../../../test/profile-api';
import { getUrls, jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn, type FetchTable } from '../../../../test/render';
import { useMyFollowing } from '../api/follows';
import PlayerProfilePage from './player-profile-page';

// The machines running the suites are shared and slow; the profile page is the area's largest screen.
jest.setTimeout(20_000);

/** What other areas show about the viewer's contact requests and watchlists, read as those screens do. */
function OtherAreas() {
  const sent = useSentContactRequests();
  const recruiter = useRecruiterContacts(true);
  const lists = useWatchlists(true);
  const overview = useWatchlistsOverview(true);
  const following = useMyFollowing(true);
  return (
    <dl>
      <dt>Sent</dt>
      <dd data-testid="sent-count">{sent.data?.length ?? '…'}</dd>
      <dt>Total Sent</dt>
      <dd data-testid="total-sent">{recruiter.data?.stats.totalSent ?? '…'}</dd>
      <dt>Watchlist players</dt>
      <dd data-testid="list-players">{lists.data?.[0]?.playerCount ?? '…'}</dd>
      <dt>Players tracked</dt>
      <dd data-testid="players-tracked">{overview.data?.playersTracked ?? '…'}</dd>
      <dt>Following</dt>
      <dd data-testid="following-total">{following.data?.total ?? '…'}</dd>
    </dl>
  );
}

/** Answers `first` to the first GET of a url and `then` to every later one (the server after the write). */
function beforeAfter(first: unknown, then: unknown) {
  let calls = 0;
  return () => jsonResponse(200, calls++ === 0 ? first : then);
}

const stats = (totalSent: number) => ({ totalSent, pending: totalSent, approved: 0, declined: 0, responseRate: 0 });
const list = (playerCount: number) => [{ id: 'w1', name: 'Forwards 2026', createdAt: '', updatedAt: '', playerCount, addedThisWeek: 0 }];
const text = (testId: string) => screen.getByTestId(testId).textContent;
const click = (el: HTMLElement) => act(async () => fireEvent.click(el));

async function viewProfileAs(role: UserRole, over: FetchTable) {
  resetStores();
  signIn(sessionUser({ role }));
  const fetchMock = routeFetch(
    profileApi(playerProfile(), {
      '/api/me/contact-requests': beforeAfter([], [{ id: 'c1' }]),
      '/api/recruiter/contacts': beforeAfter({ results: [], stats: stats(0) }, { results: [], stats: stats(1) }),
      '/api/watchlists': beforeAfter(list(3), list(4)),
      '/api/watchlists/summary': beforeAfter({ total: 1, playersTracked: 3, addedThisWeek: 0 }, { total: 1, playersTracked: 4, addedThisWeek: 1 }),
      '/api/me/following': beforeAfter({ total: 0, results: [] }, { total: 1, results: [] }),
      ...over,
    }),
  );
  await act(async () =>
    renderAt(`/player/${PLAYER_ID}`, [
      {
        path: '/player/:id',
        element: (
          <>
            <PlayerProfilePage />
            <OtherAreas />
          </>
        ),
      },
    ]),
  );
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(text('total-sent')).toBe('0'));
  return fetchMock;
}

const timesFetched = (fetchMock: jest.Mock, url: string) => getUrls(fetchMock).filter((u) => u === url).length;

describe('writes on a profile refresh the readers in other areas', () => {
  it('a contact request sent from the profile: the Sent tab and /recruiter/contacts (with its stats) are read again', async () => {
    const fetchMock = await viewProfileAs('recruiter', { 'POST /api/contact-requests': () => jsonResponse(201, { id: 'c1' }) });
    expect(text('sent-count')).toBe('0');
    const contact = screen.getByRole('button', { name: 'Contact' }) as HTMLButtonElement;
    await waitFor(() => expect(contact.disabled).toBe(false));
    await click(contact);
    const dialog = screen.getByTestId('contact-request-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Message/), { target: { value: 'Trials on Saturday.' } });
    await click(within(dialog).getByRole('button', { name: 'Send Request' }));

    await waitFor(() => expect(text('sent-count')).toBe('1'));
    await waitFor(() => expect(text('total-sent')).toBe('1'));
    expect(timesFetched(fetchMock, '/api/me/contact-requests')).toBe(2);
  });

  it('a failed send leaves them alone', async () => {
    const fetchMock = await viewProfileAs('recruiter', {
      'POST /api/contact-requests': () => jsonResponse(409, { statusCode: 409, code: 'CONFLICT', message: 'You already have a pending request to this player.' }),
    });
    const contact = screen.getByRole('button', { name: 'Contact' }) as HTMLButtonElement;
    await waitFor(() => expect(contact.disabled).toBe(false));
    await click(contact);
    const dialog = screen.getByTestId('contact-request-dialog');
    fireEvent.change(within(dialog).getByLabelText(/Message/), { target: { value: 'Hello again.' } });
    await click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(timesFetched(fetchMock, '/api/me/contact-requests')).toBe(1);
    expect(text('sent-count')).toBe('0');
  });

  it('Add to Watchlist: the watchlist cards and the summary tiles (players tracked) are read again', async () => {
    const fetchMock = await viewProfileAs('recruiter', { 'POST /api/watchlists/w1/players': { playerId: PLAYER_ID } });
    await waitFor(() => expect(text('players-tracked')).toBe('3'));
    await click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    const d = await screen.findByTestId('add-to-watchlist-dialog');
    fireEvent.click(await within(d).findByRole('radio', { name: 'Forwards 2026 (3)' }));
    await click(within(d).getByRole('button', { name: 'Add to Watchlist' }));

    await waitFor(() => expect(text('players-tracked')).toBe('4'));
    await waitFor(() => expect(text('list-players')).toBe('4'));
    expect(timesFetched(fetchMock, '/api/watchlists/summary')).toBe(2);
  });

  it('Follow: the follower count shows the new count and the following list is read again', async () => {
    const fetchMock = await viewProfileAs('club', {
      [`POST /api/players/${PLAYER_ID}/follow`]: () => jsonResponse(201, { isFollowing: true, count: 5 }),
    });
    expect(screen.getByTestId('followers-count').textContent).toBe('4');
    await waitFor(() => expect(text('following-total')).toBe('0'));
    await click(screen.getByTestId('follow-button'));

    await waitFor(() => expect(screen.getByTestId('followers-count').textContent).toBe('5'));
    expect(screen.getByTestId('follow-button').textContent).toBe('Unfollow');
    await waitFor(() => expect(text('following-total')).toBe('1'));
    expect(timesFetched(fetchMock, '/api/me/following')).toBe(2);
  });
});
