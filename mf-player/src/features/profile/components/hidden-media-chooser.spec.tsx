import { act, fireEvent, screen, within } from '@testing-library/react';
import { HIGHLIGHT_MESSAGES, type HighlightResponse } from '@fiji/contracts';
import { highlight } from '../../../../test/fixtures';
import { callsTo, renderAt, resetStores, routeFetch, sessionUser, signIn, toasts } from '../../../../test/render';
import { HighlightsCard } from './highlights-card';

const PLAYER = '11111111-1111-4111-8111-111111111111';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const tile = (n: number, hidden: boolean): HighlightResponse =>
  highlight({
    id: id(n),
    playerId: PLAYER,
    title: `Try ${n}`,
    planHiddenAt: hidden ? '2026-11-20T00:00:00.000Z' : null,
    media: { original: `/api/highlights/${id(n)}/media/original`, playable: `/api/highlights/${id(n)}/media/playable`, poster: null, playableBytes: 1_000_000 },
  });

async function show(list: HighlightResponse[], owner = true) {
  signIn(sessionUser({ role: 'player' }));
  const fetch = routeFetch({
    [`/api/highlights/player/${PLAYER}`]: list,
    '/api/highlights/visible-selection': { visible: [id(4), id(3), id(2)], hidden: [id(1)], allowance: 3 },
    'POST /api/highlights/visible-selection': { visible: [id(4), id(3), id(1)], hidden: [id(2)], allowance: 3 },
  });
  await act(async () => renderAt('/player/me', [{ path: '/player/me', element: <HighlightsCard playerId={PLAYER} owner={owner} onOpen={() => undefined} /> }]));
  return fetch;
}

beforeEach(resetStores);

describe('media hidden after a paid plan ended', () => {
  it('the owner sees the hidden one marked, with a download link, and chooses which stay visible', async () => {
    const fetch = await show([tile(4, false), tile(3, false), tile(2, false), tile(1, true)]);
    const hiddenTile = (await screen.findAllByTestId('highlight-tile'))[3]!;
    expect(within(hiddenTile).getByText(HIGHLIGHT_MESSAGES.planHidden)).toBeTruthy();
    expect(within(hiddenTile).getByRole('link', { name: 'Download Try 1' }).getAttribute('href')).toBe(`/api/highlights/${id(1)}/media/original`);
    expect(screen.getAllByText(HIGHLIGHT_MESSAGES.planHidden)).toHaveLength(1);

    const chooser = await screen.findByTestId('hidden-media-chooser');
    const box = (name: string) => within(chooser).getByRole('checkbox', { name }) as HTMLInputElement;
    const save = within(chooser).getByRole('button', { name: HIGHLIGHT_MESSAGES.chooseVisibleSave }) as HTMLButtonElement;
    expect(box('Try 4').checked && box('Try 3').checked && box('Try 2').checked).toBe(true);
    // At the allowance, the unchosen one cannot be added until one is taken off.
    expect(box('Try 1').disabled).toBe(true);
    await act(async () => fireEvent.click(box('Try 2')));
    expect(save.disabled).toBe(true);
    expect(screen.getByTestId('hidden-media-count').textContent).toBe('2 of 3 chosen');
    await act(async () => fireEvent.click(box('Try 1')));
    expect(save.disabled).toBe(false);
    await act(async () => fireEvent.click(save));
    expect(callsTo(fetch, 'POST', '/api/highlights/visible-selection')).toEqual([{ highlightIds: [id(4), id(3), id(1)] }]);
    expect(toasts()[0]?.title).toBe(HIGHLIGHT_MESSAGES.chooseVisibleSaved);
  });

  it('no hidden highlights: no chooser and no request for it', async () => {
    const fetch = await show([tile(2, false), tile(1, false)]);
    await screen.findAllByTestId('highlight-tile');
    expect(screen.queryByTestId('hidden-media-chooser')).toBeNull();
    expect(screen.queryByText(HIGHLIGHT_MESSAGES.planHidden)).toBeNull();
    expect(callsTo(fetch, 'GET', '/api/highlights/visible-selection')).toHaveLength(0);
  });
});
