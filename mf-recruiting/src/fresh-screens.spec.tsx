/**
 * Fresh screens (docs/architecture.md): a write on one screen refreshes every other screen that shows what it
 * changed, with no reload. The screens stay mounted side by side on one query client, as they share
 * the shell's one client at run time; each answer is read from the server again after the write.
 */
import type { ReactElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ContactRequestItem, RecruiterContactsResponse, WatchlistSummary } from '@fiji/contracts';
import { contactRequest, player, recruiterContact, searchPage, watchlist } from '../test/fixtures';
import { getUrls, jsonResponse, paidStatus, renderAt, resetStores, routeFetch, sessionUser, signIn, type FetchTable } from '../test/render';
import ContactRequestsPage from './features/contact-requests/components/contact-requests-page';
import RecruiterContactsPage from './features/contact-requests/components/recruiter-contacts-page';
import { WatchlistsCard } from './features/dashboard/components/recruiting-cards';
import SearchPage from './features/search/components/search-page';
import WatchlistsPage from './features/watchlists/components/watchlists-page';

// The machines running the suites are shared and slow; these screens mount side by side.
jest.setTimeout(20_000);

beforeEach(() => resetStores());

/** Answers `first` to the first GET of a url and `then` to every later one (the server after the write). */
function beforeAfter(first: unknown, then: unknown) {
  let calls = 0;
  return () => jsonResponse(200, calls++ === 0 ? first : then);
}

const timesFetched = (fetchMock: jest.Mock, url: string) => getUrls(fetchMock).filter((u) => u === url).length;

const stats = (over: Partial<RecruiterContactsResponse['stats']> = {}): RecruiterContactsResponse['stats'] => ({
  totalSent: 0,
  pending: 0,
  approved: 0,
  declined: 0,
  responseRate: 0,
  ...over,
});

/** The value of a stat tile on /recruiter/contacts. */
const tile = (label: string) => within(screen.getByTestId('contact-stats')).getByText(label).nextSibling?.textContent;

function mount(path: string, element: ReactElement, table: FetchTable, role = 'recruiter') {
  signIn(sessionUser({ role: role as never }));
  const fetchMock = routeFetch({ '/api/subscription/status': paidStatus, '/api/saved-searches': { results: [] }, ...table });
  renderAt(path, [{ path: '*', element }]);
  return fetchMock;
}

describe('a contact request sent from a search card', () => {
  it('appears in the Sent tab and on the recruiter view with its stats', async () => {
    const p = player();
    const sentRequest = contactRequest({ id: 'cr-new', message: 'Come and trial with Suva.' });
    const fetchMock = mount(
      '/recruiter/search',
      <>
        <SearchPage />
        <ContactRequestsPage />
        <RecruiterContactsPage />
      </>,
      {
        '/api/search': searchPage({ results: [p] }),
        '/api/contact-requests': [],
        '/api/me/contact-requests': beforeAfter([] as ContactRequestItem[], [sentRequest]),
        '/api/recruiter/contacts': beforeAfter(
          { results: [], stats: stats() },
          { results: [recruiterContact({ id: 'cr-new', message: 'Come and trial with Suva.' })], stats: stats({ totalSent: 1, pending: 1 }) },
        ),
        'POST /api/contact-requests': () => jsonResponse(201, sentRequest),
      },
    );
    await screen.findByRole('tab', { name: 'Sent (0)' });
    await screen.findByTestId('contact-stats');
    expect(tile('Total Sent')).toBe('0');

    fireEvent.click(within(screen.getByTestId('player-card')).getByRole('button', { name: /Contact/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Taniela Waqanivere' });
    fireEvent.change(within(dialog).getByLabelText(/Message/), { target: { value: 'Come and trial with Suva.' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' })));

    expect(await screen.findByRole('tab', { name: 'Sent (1)' })).toBeTruthy();
    await waitFor(() => expect(tile('Total Sent')).toBe('1'));
    expect(tile('Pending')).toBe('1');
    expect(screen.getByTestId('recruiter-contact-card').textContent).toContain('Come and trial with Suva.');
    expect(timesFetched(fetchMock, '/api/me/contact-requests')).toBe(2);
    expect(timesFetched(fetchMock, '/api/recruiter/contacts')).toBe(2);
  });

  it('a refused send (cool-down) refreshes nothing', async () => {
    const fetchMock = mount(
      '/recruiter/search',
      <>
        <SearchPage />
        <RecruiterContactsPage />
      </>,
      {
        '/api/search': searchPage({ results: [player()] }),
        '/api/recruiter/contacts': { results: [], stats: stats() },
        'POST /api/contact-requests': () => jsonResponse(429, { statusCode: 429, code: 'CONTACT_COOLDOWN', message: 'You can contact this player again on 1 Jan.' }),
      },
    );
    await screen.findByTestId('contact-stats');
    fireEvent.click(within(screen.getByTestId('player-card')).getByRole('button', { name: /Contact/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Message/), { target: { value: 'Bula' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' })));
    expect(timesFetched(fetchMock, '/api/recruiter/contacts')).toBe(1);
  });
});

describe('an answer to a contact request', () => {
  it('approving on /contact-requests updates the recruiter-side stats and the sent list', async () => {
    const pending = contactRequest({ id: 'r1' });
    // An admin sees both screens: requests received and the recruiter-side view.
    const fetchMock = mount(
      '/contact-requests',
      <>
        <ContactRequestsPage />
        <RecruiterContactsPage />
      </>,
      {
        '/api/contact-requests': beforeAfter([pending], [{ ...pending, status: 'approved' }]),
        '/api/me/contact-requests': [],
        '/api/recruiter/contacts': beforeAfter(
          { results: [recruiterContact({ id: 'r1' })], stats: stats({ totalSent: 1, pending: 1 }) },
          { results: [recruiterContact({ id: 'r1', status: 'approved' })], stats: stats({ totalSent: 1, approved: 1, responseRate: 100 }) },
        ),
        'PATCH /api/contact-requests/r1': () => jsonResponse(200, { ...pending, status: 'approved' }),
      },
      'admin',
    );
    await screen.findByTestId('contact-stats');
    expect(tile('Approved')).toBe('0');
    const card = within(await screen.findByTestId('contact-request-card'));
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Approve' })));

    await waitFor(() => expect(tile('Approved')).toBe('1'));
    expect(tile('Response Rate')).toBe('100%');
    expect(tile('Pending')).toBe('0');
    expect(timesFetched(fetchMock, '/api/me/contact-requests')).toBe(2);
  });

  it('withdrawing on /recruiter/contacts empties the Sent tab entry', async () => {
    const sent = contactRequest({ id: 'r2' });
    mount(
      '/recruiter/contacts',
      <>
        <RecruiterContactsPage />
        <ContactRequestsPage />
      </>,
      {
        '/api/contact-requests': [],
        '/api/me/contact-requests': beforeAfter([sent], []),
        '/api/recruiter/contacts': beforeAfter({ results: [recruiterContact({ id: 'r2' })], stats: stats({ totalSent: 1, pending: 1 }) }, { results: [], stats: stats() }),
        'DELETE /api/contact-requests/r2': { ok: true },
      },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Sent (1)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const confirm = await screen.findByRole('alertdialog');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' })));
    expect(await screen.findByRole('tab', { name: 'Sent (0)' })).toBeTruthy();
    await waitFor(() => expect(tile('Total Sent')).toBe('0'));
  });
});

describe('watchlists', () => {
  it('creating a watchlist updates the dashboard card and the summary tiles', async () => {
    const front = watchlist({ id: 'w1', name: 'Front row' });
    const created = watchlist({ id: 'w2', name: 'Wingers', playerCount: 0 });
    const fetchMock = mount(
      '/recruiter/watchlists',
      <>
        <WatchlistsCard />
        <WatchlistsPage />
      </>,
      {
        '/api/watchlists': beforeAfter([front] as WatchlistSummary[], [front, created]),
        '/api/watchlists/summary': beforeAfter({ total: 1, playersTracked: 3, addedThisWeek: 1 }, { total: 2, playersTracked: 3, addedThisWeek: 1 }),
        'POST /api/watchlists': () => jsonResponse(201, created),
      },
    );
    expect(await screen.findByText('1 watchlist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Watchlist' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Watchlist Name/), { target: { value: 'Wingers' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create Watchlist' })));

    expect(await screen.findByText('2 watchlists')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByTestId('watchlist-summary')).getByText('Total Watchlists').nextSibling?.textContent).toBe('2'));
    expect(timesFetched(fetchMock, '/api/watchlists/summary')).toBe(2);
  });
});
