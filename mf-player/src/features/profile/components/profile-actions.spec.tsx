import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserRole } from '@fiji/contracts';
import { resetUnauthorizedForTests } from '@fiji/platform';
import { highlight, ownProfile, PLAYER_ID, OWNER_USER_ID, playerProfile } from '../../../../test/fixtures';
import { profileApi } from '../../../../test/profile-api';
import { callsTo, jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn, toasts, type FetchTable } from '../../../../test/render';
import PlayerProfilePage from './player-profile-page';

const routes = [{ path: '/player/:id', element: <PlayerProfilePage /> }];

async function show(path: string, role: UserRole, table: FetchTable) {
  signIn(sessionUser({ role }));
  const fetch = routeFetch(table);
  await act(async () => renderAt(path, routes));
  await screen.findByRole('heading', { level: 1 });
  return fetch;
}

const viewAs = (role: UserRole, over: FetchTable = {}) => show(`/player/${PLAYER_ID}`, role, profileApi(playerProfile(), over));
const asOwner = (over: FetchTable = {}) => {
  const me = ownProfile();
  return show('/player/me', 'player', { ...profileApi(me, over), '/api/players/me': me });
};
const click = (el: HTMLElement) => act(async () => fireEvent.click(el));
/** Contact waits for the viewer's plan (GET /api/subscription/status) before it can choose a dialog. */
async function clickContact() {
  const contact = screen.getByRole('button', { name: 'Contact' }) as HTMLButtonElement;
  await waitFor(() => expect(contact.disabled).toBe(false));
  await click(contact);
}
const dialog = () => screen.getByRole('dialog');

beforeEach(resetStores);
afterEach(resetUnauthorizedForTests);

describe('Contact from a profile', () => {
  it('a paid viewer: the contact dialog requires a message, then sends {toUser, playerId, message}', async () => {
    const fetch = await viewAs('club', { 'POST /api/contact-requests': { id: 'c1' } });
    await clickContact();
    expect(screen.getByTestId('contact-request-dialog')).toBeTruthy();
    await click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(within(dialog()).getByText('Please enter a message for your contact request')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/contact-requests')).toHaveLength(0);
    fireEvent.change(within(dialog()).getByLabelText(/Message/), { target: { value: '  We would like to invite you to trials.  ' } });
    await click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(callsTo(fetch, 'POST', '/api/contact-requests')).toEqual([
      { toUser: OWNER_USER_ID, playerId: PLAYER_ID, message: 'We would like to invite you to trials.' },
    ]);
    expect(toasts()[0]).toMatchObject({ title: 'Contact request sent', description: 'Your message has been sent to Mere Tui' });
    await waitFor(() => expect(screen.queryByTestId('contact-request-dialog')).toBeNull());
  });

  it('a failure keeps the dialog and says "Failed to send contact request."', async () => {
    await viewAs('club', { 'POST /api/contact-requests': () => jsonResponse(500, { statusCode: 500, message: 'Internal server error' }) });
    await clickContact();
    fireEvent.change(within(dialog()).getByLabelText(/Message/), { target: { value: 'Hello' } });
    await click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(toasts()[0]).toMatchObject({ description: 'Failed to send contact request.', variant: 'destructive' });
    expect(screen.getByTestId('contact-request-dialog')).toBeTruthy();
  });

  it('a refusal for the plan (403 upgradeRequired) turns the form into the upgrade dialog', async () => {
    await viewAs('club', {
      'POST /api/contact-requests': () => jsonResponse(403, { statusCode: 403, code: 'UPGRADE_REQUIRED', message: 'Upgrade your plan to contact players.', upgradeRequired: true }),
    });
    await clickContact();
    fireEvent.change(within(dialog()).getByLabelText(/Message/), { target: { value: 'Hello' } });
    await click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(screen.getByTestId('upgrade-dialog')).toBeTruthy());
    expect(screen.queryByTestId('contact-request-dialog')).toBeNull();
  });

  it('a free viewer gets the upgrade dialog instead', async () => {
    const fetch = await viewAs('recruiter', {
      '/api/subscription/status': { planType: 'free', status: 'active', isPaid: false, canContact: false, canRespond: false, upgradeRequired: true, viewerType: 'free_recruiter' },
    });
    await clickContact();
    expect(screen.getByTestId('upgrade-dialog')).toBeTruthy();
    expect(screen.queryByTestId('contact-request-dialog')).toBeNull();
    expect(callsTo(fetch, 'POST', '/api/contact-requests')).toHaveLength(0);
  });

  it("the upgrade dialog's Upgrade starts the Recruiter Plan checkout and lands back on this profile", async () => {
    const fetch = await viewAs('recruiter', {
      '/api/subscription/status': { planType: 'free', status: 'active', isPaid: false, canContact: false, canRespond: false, upgradeRequired: true, viewerType: 'free_recruiter' },
      'POST /api/billing/checkout': { checkoutId: 'c1', url: '/billing/checkout/c1' },
    });
    await clickContact();
    await click(within(dialog()).getByRole('button', { name: 'Upgrade' }));
    expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toEqual([{ plan: 'recruiter', interval: 'month', returnTo: `/player/${PLAYER_ID}` }]);
  });
});

describe('Add to Watchlist (recruiter)', () => {
  const lists = [{ id: 'w1', name: 'Forwards 2026', createdAt: '', updatedAt: '', playerCount: 3, addedThisWeek: 0 }];

  it('adds the player to a chosen watchlist', async () => {
    const fetch = await viewAs('recruiter', { '/api/watchlists': lists, 'POST /api/watchlists/w1/players': { playerId: PLAYER_ID } });
    await click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    const d = await screen.findByTestId('add-to-watchlist-dialog');
    await click(within(d).getByRole('button', { name: 'Add to Watchlist' }));
    expect(within(d).getByText('Please select a watchlist')).toBeTruthy();
    fireEvent.click(await within(d).findByRole('radio', { name: 'Forwards 2026 (3)' }));
    await click(within(d).getByRole('button', { name: 'Add to Watchlist' }));
    expect(callsTo(fetch, 'POST', '/api/watchlists/w1/players')).toEqual([{ playerId: PLAYER_ID }]);
    expect(toasts()[0]).toMatchObject({ title: 'Player added', description: 'Player has been added to your watchlist.' });
  });

  it('creates a watchlist inline: the name is required, then created and the player added', async () => {
    const fetch = await viewAs('recruiter', {
      '/api/watchlists': lists,
      'POST /api/watchlists': { id: 'w2', name: 'Backs', createdAt: '', updatedAt: '', playerCount: 0, addedThisWeek: 0 },
      'POST /api/watchlists/w2/players': { playerId: PLAYER_ID },
    });
    await click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    const d = await screen.findByTestId('add-to-watchlist-dialog');
    fireEvent.click(await within(d).findByRole('radio', { name: 'Create a new watchlist' }));
    fireEvent.change(within(d).getByLabelText(/Watchlist Name/), { target: { value: '   ' } });
    await click(within(d).getByRole('button', { name: 'Add to Watchlist' }));
    expect(within(d).getByText('Watchlist name is required')).toBeTruthy();
    fireEvent.change(within(d).getByLabelText(/Watchlist Name/), { target: { value: ' Backs ' } });
    fireEvent.change(within(d).getByLabelText(/Note/), { target: { value: 'Quick feet' } });
    await click(within(d).getByRole('button', { name: 'Add to Watchlist' }));
    expect(callsTo(fetch, 'POST', '/api/watchlists')).toEqual([{ name: 'Backs' }]);
    expect(callsTo(fetch, 'POST', '/api/watchlists/w2/players')).toEqual([{ playerId: PLAYER_ID, note: 'Quick feet' }]);
    expect(toasts()[0]).toMatchObject({ title: 'Player added' });
  });

  it('a failed add says "Failed to add player to watchlist."', async () => {
    await viewAs('recruiter', { '/api/watchlists': lists, 'POST /api/watchlists/w1/players': () => jsonResponse(500, {}) });
    await click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    const d = await screen.findByTestId('add-to-watchlist-dialog');
    fireEvent.click(await within(d).findByRole('radio', { name: 'Forwards 2026 (3)' }));
    await click(within(d).getByRole('button', { name: 'Add to Watchlist' }));
    expect(toasts()[0]).toMatchObject({ description: 'Failed to add player to watchlist.', variant: 'destructive' });
  });
});

describe('Owner: achievements', () => {
  const saved = { id: 'a1', playerId: PLAYER_ID, title: 'Deans Trophy winner', year: 2024, type: 'tournament', note: null, createdAt: '', updatedAt: '' };

  it('add with validation, then edit and delete with a confirmation prompt', async () => {
    let list: unknown[] = [];
    const fetch = await asOwner({
      [`/api/achievements/player/${PLAYER_ID}`]: () => jsonResponse(200, list),
      'POST /api/achievements': () => {
        list = [saved];
        return jsonResponse(201, saved);
      },
      'PUT /api/achievements/a1': { ...saved, title: 'Deans Trophy champions' },
      'DELETE /api/achievements/a1': () => {
        list = [];
        return jsonResponse(200, { ok: true });
      },
    });
    await click(screen.getByRole('button', { name: 'Add Achievement' }));
    const d = screen.getByTestId('achievement-dialog');
    expect((within(d).getByLabelText(/Year/) as HTMLInputElement).value).toBe(String(new Date().getUTCFullYear()));
    expect((within(d).getByLabelText(/Type/) as HTMLSelectElement).value).toBe('tournament');
    expect(within(d).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Tournament Achievement',
      'Captaincy / Leadership',
      'Big Game Moment',
      'Community/Village Recognition',
      'International Exposure',
    ]);
    await click(within(d).getByRole('button', { name: 'Add Achievement' }));
    expect(within(d).getByText('Title is required')).toBeTruthy();
    fireEvent.change(within(d).getByLabelText(/Year/), { target: { value: '1980' } });
    fireEvent.change(within(d).getByLabelText(/Title/), { target: { value: 'Deans Trophy winner' } });
    await click(within(d).getByRole('button', { name: 'Add Achievement' }));
    expect(within(d).getByText(/Year must be between 1990 and/)).toBeTruthy();
    fireEvent.change(within(d).getByLabelText(/Year/), { target: { value: '2024' } });
    await click(within(d).getByRole('button', { name: 'Add Achievement' }));
    expect(callsTo(fetch, 'POST', '/api/achievements')).toEqual([{ title: 'Deans Trophy winner', year: 2024, type: 'tournament', note: null, playerId: PLAYER_ID }]);
    expect(toasts()[0]).toMatchObject({ title: 'Success', description: 'Achievement added successfully' });
    expect(await screen.findByText('Deans Trophy winner')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Edit Deans Trophy winner' }));
    fireEvent.change(within(screen.getByTestId('achievement-dialog')).getByLabelText(/Title/), { target: { value: 'Deans Trophy champions' } });
    await click(within(screen.getByTestId('achievement-dialog')).getByRole('button', { name: 'Save Changes' }));
    expect(callsTo(fetch, 'PUT', '/api/achievements/a1')[0]).toMatchObject({ title: 'Deans Trophy champions', year: 2024 });
    expect(toasts()[0]).toMatchObject({ description: 'Achievement updated successfully' });

    await click(await screen.findByRole('button', { name: 'Delete Deans Trophy winner' }));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(within(confirm).getByText(/will be removed from your rugby journey/)).toBeTruthy();
    await click(within(confirm).getByRole('button', { name: 'Delete Achievement' }));
    expect(callsTo(fetch, 'DELETE', '/api/achievements/a1')).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ description: 'Achievement deleted successfully' });
  });

  it('a failed add: "Failed to add achievement"', async () => {
    await asOwner({ 'POST /api/achievements': () => jsonResponse(500, {}) });
    await click(screen.getByRole('button', { name: 'Add Achievement' }));
    fireEvent.change(within(screen.getByTestId('achievement-dialog')).getByLabelText(/Title/), { target: { value: 'Captain' } });
    await click(within(screen.getByTestId('achievement-dialog')).getByRole('button', { name: 'Add Achievement' }));
    expect(toasts()[0]).toMatchObject({ title: 'Error', description: 'Failed to add achievement' });
  });
});

describe('Owner: highlights and picture', () => {
  it('Delete highlight asks "This action cannot be undone." then deletes', async () => {
    const h = highlight();
    const fetch = await asOwner({ [`DELETE /api/highlights/${h.id}`]: { ok: true } });
    await click(await screen.findByRole('button', { name: `Delete ${h.title}` }));
    const confirm = screen.getByTestId('confirm-dialog');
    expect(within(confirm).getByText('This action cannot be undone.')).toBeTruthy();
    await click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetch, 'DELETE', `/api/highlights/${h.id}`)).toHaveLength(0);
    await click(screen.getByRole('button', { name: `Delete ${h.title}` }));
    await click(within(screen.getByTestId('confirm-dialog')).getByRole('button', { name: 'Delete Highlight' }));
    expect(callsTo(fetch, 'DELETE', `/api/highlights/${h.id}`)).toHaveLength(1);
    expect(toasts()[0]).toMatchObject({ title: 'Highlight deleted' });
  });

  it('Change Picture checks type and size first, then uploads multipart', async () => {
    const fetch = await asOwner({ 'POST /api/players/profile-picture': { profilePicture: '/p/new-256.webp', profilePictureSet: null } });
    const input = screen.getByTestId('profile-picture-input');
    const pick = (file: File) => act(async () => fireEvent.change(input, { target: { files: [file] } }));
    await pick(new File(['x'], 'anim.gif', { type: 'image/gif' }));
    expect(toasts()[0]).toMatchObject({ title: 'Invalid file type', description: 'Please select a JPG, PNG, or WEBP image.' });
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await pick(big);
    expect(toasts()[0]).toMatchObject({ title: 'File too large', description: 'Please select an image smaller than 10MB.' });
    expect(callsTo(fetch, 'POST', '/api/players/profile-picture')).toHaveLength(0);
    await pick(new File(['x'], 'me.png', { type: 'image/png' }));
    const [body] = callsTo(fetch, 'POST', '/api/players/profile-picture');
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('profilePicture') as File).name).toBe('me.png');
    expect(toasts()[0]).toMatchObject({ title: 'Profile picture updated' });
  });
});
