/**
 * The shared endpoint clients: every write refreshes every reader of what it changed (the readers'
 * queries are refetched from the one QueryClient), whatever screen or area mounted them.
 */
import type { SessionUser } from '@fiji/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getUrls, jsonResponse, routeFetch } from '../../ui/test/render';
import {
  useContactRequestFollowUp,
  useReceivedContactRequests,
  useRecruiterContacts,
  useRespondToContactRequest,
  useSendContactRequest,
  useSentContactRequests,
  useWithdrawContactRequest,
} from './contact-requests';
import { createQueryClient } from './query-client';
import { contactRequestKeys, followKeys, interestKeys, playerKeys, watchlistKeys } from './query-keys';
import { useSessionStore } from './session-store';
import {
  useAddToWatchlist,
  useCreateWatchlist,
  useDeleteWatchlist,
  useRemoveWatchlistPlayer,
  useRenameWatchlist,
  useUpdateWatchlistNote,
  useWatchlist,
  useWatchlists,
  useWatchlistsOverview,
  WatchlistStepError,
} from './watchlists';

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const count = (fetchMock: jest.Mock, url: string) => getUrls(fetchMock).filter((u) => u === url).length;

beforeEach(() => useSessionStore.getState().setUser({ id: 'u1', role: 'recruiter' } as SessionUser));

describe('query keys', () => {
  it('nest every key of a resource under its prefix', () => {
    for (const key of [contactRequestKeys.received(), contactRequestKeys.sent(), contactRequestKeys.recruiter()])
      expect(key.slice(0, 1)).toEqual([...contactRequestKeys.all]);
    for (const key of [watchlistKeys.list(), watchlistKeys.overview(), watchlistKeys.detail('w1')]) expect(key.slice(0, 1)).toEqual([...watchlistKeys.all]);
    for (const key of [followKeys.count('p1'), followKeys.isFollowing('p1'), followKeys.followers('p1')])
      expect(key.slice(0, 3)).toEqual([...followKeys.player('p1')]);
    expect(followKeys.mine().slice(0, 1)).toEqual([...followKeys.all]);
    for (const key of [playerKeys.profile('p1'), playerKeys.highlights('p1'), playerKeys.achievements('p1'), playerKeys.metrics('p1'), playerKeys.views('p1')])
      expect(key.slice(0, 3)).toEqual([...playerKeys.player('p1')]);
    expect(playerKeys.me().slice(0, 1)).toEqual([...playerKeys.all]);
    for (const key of [interestKeys.player('p1'), interestKeys.mine()]) expect(key.slice(0, 1)).toEqual([...interestKeys.all]);
  });

  it('keep the profile page loader outside the players prefix (it only seeds the sections)', () => {
    expect(playerKeys.page('p1')[0]).not.toBe(playerKeys.all[0]);
  });

  it('give every resource its own first segment', () => {
    const roots = [contactRequestKeys, watchlistKeys, followKeys, playerKeys, interestKeys].map((k) => k.all[0]);
    expect(new Set(roots).size).toBe(roots.length);
  });
});

describe('contact requests: every write refreshes the received and sent lists and the recruiter view with its stats', () => {
  const READERS = ['/api/contact-requests', '/api/me/contact-requests', '/api/recruiter/contacts'];

  function mountReaders(table: Record<string, unknown>) {
    const fetchMock = routeFetch({
      '/api/contact-requests': [],
      '/api/me/contact-requests': [],
      '/api/recruiter/contacts': { results: [], stats: { totalSent: 0, pending: 0, approved: 0, declined: 0, responseRate: 0 } },
      ...table,
    });
    const client = createQueryClient();
    const readers = renderHook(
      () => [useReceivedContactRequests(), useSentContactRequests(), useRecruiterContacts(true)] as const,
      { wrapper: wrapperFor(client) },
    );
    return { fetchMock, client, readers };
  }

  it.each([
    ['send', 'POST /api/contact-requests', () => useSendContactRequest(), { toUser: 'u2', playerId: 'p1', message: 'Bula' }],
    ['approve/decline', 'PATCH /api/contact-requests/r1', () => useRespondToContactRequest(), { id: 'r1', status: 'approved' }],
    ['withdraw', 'DELETE /api/contact-requests/r1', () => useWithdrawContactRequest(), 'r1'],
    ['follow up', 'POST /api/contact-requests/r1/follow-up', () => useContactRequestFollowUp(), 'r1'],
  ] as const)('%s', async (_name, endpoint, useWrite, input) => {
    const { fetchMock, client, readers } = mountReaders({ [endpoint]: { ok: true } });
    await waitFor(() => expect(readers.result.current.every((q) => q.isSuccess)).toBe(true));
    for (const url of READERS) expect(count(fetchMock, url)).toBe(1);

    const write = renderHook(useWrite as () => { mutateAsync: (i: unknown) => Promise<unknown> }, { wrapper: wrapperFor(client) });
    await act(() => write.result.current.mutateAsync(input));
    await waitFor(() => {
      for (const url of READERS) expect(count(fetchMock, url)).toBe(2);
    });
  });

  it('a failed send refreshes nothing', async () => {
    const { fetchMock, client, readers } = mountReaders({
      'POST /api/contact-requests': () => jsonResponse(429, { statusCode: 429, code: 'CONTACT_COOLDOWN', message: 'Not yet' }),
    });
    await waitFor(() => expect(readers.result.current.every((q) => q.isSuccess)).toBe(true));
    const write = renderHook(() => useSendContactRequest(), { wrapper: wrapperFor(client) });
    await act(() => write.result.current.mutateAsync({ toUser: 'u2', playerId: 'p1', message: 'Bula' }).catch(() => undefined));
    for (const url of READERS) expect(count(fetchMock, url)).toBe(1);
  });

  it('a reader that is not on screen is read again when its screen opens', async () => {
    const { fetchMock, client, readers } = mountReaders({ 'POST /api/contact-requests': { id: 'r9' } });
    await waitFor(() => expect(readers.result.current.every((q) => q.isSuccess)).toBe(true));
    readers.unmount();
    const write = renderHook(() => useSendContactRequest(), { wrapper: wrapperFor(client) });
    await act(() => write.result.current.mutateAsync({ toUser: 'u2', playerId: 'p1', message: 'Bula' }));
    expect(count(fetchMock, '/api/me/contact-requests')).toBe(1);

    const sent = renderHook(() => useSentContactRequests(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(count(fetchMock, '/api/me/contact-requests')).toBe(2));
    await waitFor(() => expect(sent.result.current.isSuccess).toBe(true));
  });
});

describe('watchlists: every write refreshes the cards and counts, the summary tiles and the open list', () => {
  const READERS = ['/api/watchlists', '/api/watchlists/summary', '/api/watchlists/w1'];

  function mountReaders(table: Record<string, unknown>, enabled = true) {
    const fetchMock = routeFetch({
      '/api/watchlists': [],
      '/api/watchlists/summary': { total: 0, playersTracked: 0, addedThisWeek: 0 },
      '/api/watchlists/w1': { id: 'w1', name: 'Backs', players: [] },
      ...table,
    });
    const client = createQueryClient();
    const readers = renderHook(() => [useWatchlists(enabled), useWatchlistsOverview(enabled), useWatchlist('w1', enabled)] as const, { wrapper: wrapperFor(client) });
    return { fetchMock, client, readers };
  }

  it.each([
    ['create', 'POST /api/watchlists', () => useCreateWatchlist(), 'Forwards'],
    ['rename', 'PATCH /api/watchlists/w1', () => useRenameWatchlist(), { id: 'w1', name: 'Backs 2027' }],
    ['add a player (from a profile)', 'POST /api/watchlists/w1/players', () => useAddToWatchlist('p1'), { watchlistId: 'w1' }],
    ['remove a player', 'DELETE /api/watchlists/w1/players/p1', () => useRemoveWatchlistPlayer('w1'), 'p1'],
    ['edit a note', 'PATCH /api/watchlists/w1/players/p1', () => useUpdateWatchlistNote('w1'), { playerId: 'p1', note: 'Quick' }],
  ] as const)('%s', async (_name, endpoint, useWrite, input) => {
    const { fetchMock, client, readers } = mountReaders({ [endpoint]: { id: 'w1' } });
    await waitFor(() => expect(readers.result.current.every((q) => q.isSuccess)).toBe(true));
    for (const url of READERS) expect(count(fetchMock, url)).toBe(1);

    const write = renderHook(useWrite as () => { mutateAsync: (i: unknown) => Promise<unknown> }, { wrapper: wrapperFor(client) });
    await act(() => write.result.current.mutateAsync(input));
    await waitFor(() => {
      for (const url of READERS) expect(count(fetchMock, url)).toBe(2);
    });
  });

  it('delete drops the deleted list and refreshes the cards and tiles', async () => {
    const { fetchMock, client, readers } = mountReaders({ 'DELETE /api/watchlists/w2': { ok: true } });
    await waitFor(() => expect(readers.result.current.every((q) => q.isSuccess)).toBe(true));
    client.setQueryData(watchlistKeys.detail('w2'), { id: 'w2' });
    const write = renderHook(() => useDeleteWatchlist(), { wrapper: wrapperFor(client) });
    await act(() => write.result.current.mutateAsync('w2'));
    await waitFor(() => {
      expect(count(fetchMock, '/api/watchlists')).toBe(2);
      expect(count(fetchMock, '/api/watchlists/summary')).toBe(2);
    });
    expect(client.getQueryData(watchlistKeys.detail('w2'))).toBeUndefined();
  });

  it('add to a new list: creates it, adds the player; a failed add names its step and still refreshes (the list exists)', async () => {
    const { fetchMock, client, readers } = mountReaders({
      'POST /api/watchlists': { id: 'w7', name: 'Locks' },
      'POST /api/watchlists/w7/players': () => jsonResponse(409, { statusCode: 409, code: 'LIMIT_REACHED', message: 'Full' }),
    });
    await waitFor(() => expect(readers.result.current.every((q) => q.isSuccess)).toBe(true));
    const write = renderHook(() => useAddToWatchlist('p1'), { wrapper: wrapperFor(client) });
    const error = await act(() => write.result.current.mutateAsync({ newName: 'Locks' }).catch((e: unknown) => e));
    expect(error).toBeInstanceOf(WatchlistStepError);
    expect((error as WatchlistStepError).step).toBe('add');
    await waitFor(() => expect(count(fetchMock, '/api/watchlists/summary')).toBe(2));
  });

  it('asks nothing when the screen does not enable it (a role without watchlists)', () => {
    const { fetchMock } = mountReaders({}, false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
