import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserRole } from '@fiji/contracts';
import { resetUnauthorizedForTests } from '@fiji/platform';
import { highlight, ownProfile, PLAYER_ID, playerProfile } from '../../../../test/fixtures';
import { profileApi } from '../../../../test/profile-api';
import { callsTo, getUrls, jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn, toasts, type FetchTable } from '../../../../test/render';
import PlayerProfilePage from './player-profile-page';

const routes = [
  { path: '/player/:id', element: <PlayerProfilePage /> },
  { path: '/', element: <p>Home page</p> },
];

async function show(path: string, role: UserRole, table: FetchTable) {
  signIn(sessionUser({ role }));
  const fetch = routeFetch(table);
  const view = await act(async () => renderAt(path, routes));
  await screen.findByRole('heading', { level: 1 });
  return { fetch, ...view };
}

const viewAs = (role: UserRole, over: FetchTable = {}, player = playerProfile()) => show(`/player/${PLAYER_ID}`, role, profileApi(player, over));
const button = (name: string | RegExp) => screen.queryByRole('button', { name });

beforeEach(() => {
  resetStores();
  window.localStorage.clear();
});
afterEach(resetUnauthorizedForTests);

describe('player profile: header', () => {
  it('shows picture with the stored sizes, name, verified badge, two positions + count, school line, stats and formats', async () => {
    await viewAs(
      'recruiter',
      {},
      playerProfile({
        verified: true,
        positions: ['Hooker', 'Lock', 'Number 8'],
        highlightCount: 3,
        age: 17,
        profilePicture: '/p/k-256.webp',
        profilePictureSet: {
          sizes: { '96': '/p/k-96.webp', '256': '/p/k-256.webp', '512': '/p/k-512.webp' },
          srcset: '/p/k-96.webp 96w, /p/k-256.webp 256w, /p/k-512.webp 512w',
        },
      }),
    );
    expect(screen.getByTestId('player-name').textContent).toContain('Mere Tui');
    expect(screen.getByTestId('verified-badge').textContent).toContain('Verified');
    const positions = screen.getByTestId('player-positions');
    expect(within(positions).getByText('Hooker')).toBeTruthy();
    expect(within(positions).getByText('Lock')).toBeTruthy();
    expect(positions.textContent).toContain('+1');
    expect(within(positions).queryByText('Number 8')).toBeNull();
    expect(screen.getByTestId('player-details').textContent).toBe('Queen Victoria School · Class of 2020 · U19 Tailevu · Tailevu');
    expect(screen.getByTestId('stat-height').textContent).toBe('182 cm');
    expect(screen.getByTestId('stat-weight').textContent).toBe('95 kg');
    expect(screen.getByTestId('stat-age').textContent).toBe('17');
    expect(screen.getByTestId('stat-highlights').textContent).toBe('3');
    expect(screen.getByTestId('player-formats').textContent).toContain('15s');
    const img = screen.getByTestId('profile-picture');
    expect(img.getAttribute('srcset')).toBe('/p/k-96.webp 96w, /p/k-256.webp 256w, /p/k-512.webp 512w');
    expect(img.getAttribute('sizes')).toBe('96px');
    expect(img.getAttribute('src')).toBe('/p/k-256.webp');
  });

  it('a missing or hidden profile: "Player Not Found" with a link back to /', async () => {
    signIn(sessionUser({ role: 'recruiter' }));
    routeFetch({ [`/api/players/${PLAYER_ID}`]: () => jsonResponse(404, { statusCode: 404, message: 'Player Not Found' }) });
    await act(async () => renderAt(`/player/${PLAYER_ID}`, routes));
    expect(await screen.findByRole('heading', { name: 'Player Not Found' })).toBeTruthy();
    expect(screen.getByText("The player profile you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});

describe('player profile: one request for the profile and its sections (slow mobile links)', () => {
  const SECTION_URLS = [
    `/api/players/${PLAYER_ID}`,
    `/api/highlights/player/${PLAYER_ID}`,
    `/api/achievements/player/${PLAYER_ID}`,
    `/api/players/${PLAYER_ID}/metrics`,
    `/api/interests/player/${PLAYER_ID}`,
    `/api/players/${PLAYER_ID}/followers/count`,
    `/api/players/${PLAYER_ID}/is-following`,
    `/api/profile-views/player/${PLAYER_ID}`,
  ];

  it("a visitor's profile comes from GET /api/players/{id}/page alone; its sections are not asked for again", async () => {
    const { fetch } = await viewAs('recruiter');
    expect(await screen.findByTestId('profile-views-total')).toBeTruthy();
    expect(await screen.findByTestId('followers-count')).toBeTruthy();
    const urls = getUrls(fetch);
    expect(urls.filter((u) => u === `/api/players/${PLAYER_ID}/page`)).toHaveLength(1);
    expect(urls.filter((u) => SECTION_URLS.includes(u))).toEqual([]);
  });

  it('the own profile: the page once, no section again (not even the highlights, refetched on focus)', async () => {
    const me = ownProfile();
    const { fetch } = await show('/player/me', 'player', { ...profileApi(me), '/api/players/me': me });
    expect(await screen.findByTestId('profile-views-total')).toBeTruthy();
    const urls = getUrls(fetch);
    expect(urls.filter((u) => u === `/api/players/${PLAYER_ID}/page`)).toHaveLength(1);
    expect(urls.filter((u) => SECTION_URLS.includes(u))).toEqual([]);
  });
});

describe('player profile: what each viewer gets', () => {
  it('the owner: Edit Profile, Add Highlight, Change Picture and analytics; no Social Actions, no view recorded', async () => {
    const me = ownProfile();
    const { fetch } = await show('/player/me', 'player', {
      ...profileApi(me, {
        [`/api/profile-views/player/${PLAYER_ID}`]: {
          total: 9,
          unique: 6,
          last7Days: 2,
          recent: [{ id: 'v1', label: 'Anonymous viewer', createdAt: '2026-11-20T10:00:00Z' }],
        },
        [`/api/highlights/player/${PLAYER_ID}`]: [highlight({ status: 'processing', media: { original: null, playable: null, poster: null, playableBytes: null }, thumbUrl: null })],
      }),
      '/api/players/me': me,
    });
    expect(screen.getByRole('link', { name: 'Edit Profile' }).getAttribute('href')).toBe('/player/onboarding');
    expect(screen.getAllByRole('link', { name: 'Add Highlight' })[0]!.getAttribute('href')).toBe('/upload');
    expect(button('Change Picture')).toBeTruthy();
    expect(screen.queryByTestId('social-actions')).toBeNull();
    expect(screen.queryByTestId('favourite-button')).toBeNull();
    expect(await screen.findByTestId('profile-views-unique')).toBeTruthy();
    expect(screen.getByTestId('profile-views-total').textContent).toBe('9');
    expect(screen.getByTestId('profile-views-unique').textContent).toBe('6');
    expect(screen.getByTestId('profile-views-7-days').textContent).toBe('2');
    expect(within(screen.getByTestId('recent-views')).getByText('Anonymous viewer')).toBeTruthy();
    expect(await screen.findByText('Processing')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/profile-views')).toHaveLength(0);
  });

  it('a recruiter: Follow, Contact, Add to Watchlist, Export Profile and interest buttons; only the view total; one view recorded', async () => {
    const { fetch } = await viewAs('recruiter');
    const actions = screen.getByTestId('social-actions');
    for (const name of ['Follow', 'Contact', 'Add to Watchlist', 'Export Profile']) expect(within(actions).getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByTestId('owner-actions')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change Picture' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Very Interested' })).toBeTruthy();
    expect((await screen.findByTestId('profile-views-total')).textContent).toBe('12');
    expect(screen.queryByTestId('profile-views-unique')).toBeNull();
    expect(screen.getByTestId('following-card')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/profile-views')).toEqual([{ playerId: PLAYER_ID }]);
  });

  it('a club: Social Actions without Add to Watchlist, with interest buttons', async () => {
    await viewAs('club');
    expect(within(screen.getByTestId('social-actions')).queryByRole('button', { name: 'Add to Watchlist' })).toBeNull();
    expect(await screen.findByTestId('interest-buttons')).toBeTruthy();
  });

  it('a mentor: Social Actions, no interest buttons', async () => {
    await viewAs('mentor');
    expect(screen.getByTestId('social-actions')).toBeTruthy();
    expect(screen.queryByTestId('interest-buttons')).toBeNull();
  });

  it('another player: no Social Actions, no owner actions, no interest buttons; the local favourite heart', async () => {
    const { fetch } = await viewAs('player');
    expect(screen.queryByTestId('social-actions')).toBeNull();
    expect(screen.queryByTestId('owner-actions')).toBeNull();
    expect(screen.queryByTestId('interest-buttons')).toBeNull();
    expect(screen.queryByTestId('following-card')).toBeNull();
    const heart = screen.getByTestId('favourite-button');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(heart));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('fiji.favouritePlayers')!)).toEqual([PLAYER_ID]);
    // Local only: no call carries the favourite.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('favourite'))).toBe(false);
    expect(callsTo(fetch, 'POST', '/api/profile-views')).toHaveLength(1);
  });
});

describe('player profile: cards', () => {
  it('a masked minor shows "Contact via request" and no email or phone', async () => {
    await viewAs('recruiter', {}, playerProfile({ isMinor: true, contactEmail: null, contactPhone: null, contactNote: 'Contact via request' }));
    const card = screen.getByTestId('contact-card');
    expect(within(card).getByText('Contact via request')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('an under-18 owner sees the guardian on record and the consent', async () => {
    const me = ownProfile({ isMinor: true, guardian: { email: 'mum@family.fj', consentAt: '2026-01-05T00:00:00Z' } });
    await show('/player/me', 'player', { ...profileApi(me), '/api/players/me': me });
    const guardian = screen.getByTestId('guardian-info');
    expect(within(guardian).getByText('mum@family.fj')).toBeTruthy();
    expect(guardian.textContent).toContain('Consent recorded on');
  });

  it('an adult with contact details shows them as links', async () => {
    await viewAs('recruiter');
    const card = screen.getByTestId('contact-card');
    expect(within(card).getByRole('link', { name: 'mere@example.fj' }).getAttribute('href')).toBe('mailto:mere@example.fj');
    expect(within(card).getByRole('link', { name: '+679 999 1234' }).getAttribute('href')).toBe('tel:+6799991234');
  });

  it('lists up to 3 interested recruiters, then "+N more"', async () => {
    const entry = (n: number, level: 'interested' | 'priority') => ({
      id: `i${n}`,
      playerId: PLAYER_ID,
      interestLevel: level,
      createdAt: '',
      updatedAt: '',
      recruiter: { roleTitle: 'Scout', org: { name: `Club ${n}` }, user: { firstName: `R${n}`, lastName: 'Scout', fullName: `R${n} Scout`, profileImageUrl: null } },
    });
    await viewAs('player', {
      [`/api/interests/player/${PLAYER_ID}`]: { total: 5, results: [entry(1, 'priority'), entry(2, 'interested'), entry(3, 'interested'), entry(4, 'interested'), entry(5, 'interested')] },
    });
    const list = await screen.findByRole('list', { name: 'Interested recruiters' });
    expect(within(list).getByText('R1 Scout')).toBeTruthy();
    expect(within(list).getByText('R3 Scout')).toBeTruthy();
    expect(within(list).queryByText('R4 Scout')).toBeNull();
    expect(screen.getByTestId('interest-more').textContent).toBe('+2 more');
  });

  it('interest toggle: a level creates, another replaces, the same removes', async () => {
    let mine: unknown[] = [];
    const mark = (level: string) => (init?: RequestInit) => {
      mine = [{ id: 'i1', playerId: PLAYER_ID, interestLevel: JSON.parse(String(init?.body)).interestLevel ?? level }];
      return jsonResponse(200, { id: 'i1' });
    };
    const { fetch } = await viewAs('recruiter', {
      '/api/interests/recruiter/me': () => jsonResponse(200, { total: mine.length, results: mine }),
      'POST /api/interests': mark('interested'),
      [`DELETE /api/interests/${PLAYER_ID}`]: () => {
        mine = [];
        return jsonResponse(200, { ok: true });
      },
    });
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    const press = async (name: string) => {
      const target = await screen.findByRole('button', { name });
      await waitFor(() => expect((target as HTMLButtonElement).disabled).toBe(false));
      await act(async () => fireEvent.click(target));
    };
    await press('Interested');
    await waitFor(() => expect(pressed('Interested')).toBe('true'));
    await press('Priority');
    await waitFor(() => expect(pressed('Priority')).toBe('true'));
    expect(pressed('Interested')).toBe('false');
    await press('Priority');
    await waitFor(() => expect(pressed('Priority')).toBe('false'));
    expect(callsTo(fetch, 'POST', '/api/interests')).toEqual([
      { playerId: PLAYER_ID, interestLevel: 'interested' },
      { playerId: PLAYER_ID, interestLevel: 'priority' },
    ]);
    expect(callsTo(fetch, 'DELETE', `/api/interests/${PLAYER_ID}`)).toHaveLength(1);
  });

  it('Follow then Unfollow with the spec toasts and the new follower count', async () => {
    const { fetch } = await viewAs('recruiter', {
      [`POST /api/players/${PLAYER_ID}/follow`]: { isFollowing: true, count: 5 },
      [`DELETE /api/players/${PLAYER_ID}/follow`]: { isFollowing: false, count: 4 },
    });
    const target = await screen.findByRole('button', { name: 'Follow' });
    await act(async () => fireEvent.click(target));
    expect(toasts()[0]).toMatchObject({ title: 'Following player', description: 'You are now following Mere Tui' });
    await waitFor(() => expect(screen.getByTestId('followers-count').textContent).toBe('5'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unfollow' })));
    expect(toasts()[0]).toMatchObject({ title: 'Unfollowed player' });
    await waitFor(() => expect(screen.getByTestId('followers-count').textContent).toBe('4'));
    expect(callsTo(fetch, 'POST', `/api/players/${PLAYER_ID}/follow`)).toHaveLength(1);
  });

  it('a refused follow shows the server message', async () => {
    await viewAs('recruiter', {
      [`POST /api/players/${PLAYER_ID}/follow`]: () => jsonResponse(403, { statusCode: 403, message: 'Only recruiters, clubs, unions, agents, mentors and admins can follow players' }),
    });
    const target = await screen.findByRole('button', { name: 'Follow' });
    await act(async () => fireEvent.click(target));
    expect(toasts()[0]).toMatchObject({ description: 'Only recruiters, clubs, unions, agents, mentors and admins can follow players', variant: 'destructive' });
  });

  it('Export Profile downloads a .txt report and toasts "Profile exported"', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:report';
    });
    URL.revokeObjectURL = jest.fn();
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    await viewAs('club');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export Profile' })));
    expect(clicks).toEqual(['mere-tui-profile.txt']);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(text).toContain('Name: Mere Tui');
    expect(text).toContain(`URL: http://localhost/player/${PLAYER_ID}`);
    expect(toasts()[0]).toMatchObject({ title: 'Profile exported' });
    click.mockRestore();
  });
});

describe('player profile: performance metrics', () => {
  it('lists the latest measured result of each test, with the previous value', async () => {
    await viewAs('club', {
      [`/api/players/${PLAYER_ID}/metrics`]: [
        { metric: '40m sprint', value: 4.95, unit: 's', measuredAt: '2026-11-01T00:00:00.000Z', previousValue: 5.1 },
        { metric: 'Vertical jump', value: 61, unit: 'cm', measuredAt: '2026-10-20T00:00:00.000Z', previousValue: null },
      ],
    });
    const items = await screen.findAllByTestId('metric-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('40m sprint4.95 s (previously 5.10 s)'),
      expect.stringContaining('Vertical jump61 cm'),
    ]);
  });

  it('says so when nothing was measured', async () => {
    await viewAs('club');
    expect((await screen.findByTestId('metrics-card')).textContent).toContain('No measured results');
  });
});


describe('player profile: a free viewer gets the preview and the upgrade prompt', () => {
  const POSTER = '/api/highlights/33333333-3333-4333-8333-333333333333/media/poster';
  const previewProfile = () =>
    playerProfile({
      _isPreview: true,
      positions: ['Hooker', 'Lock'],
      positionsMore: 3,
      bio: 'A hard-running forward from Tailevu who reads the breakdown well and carries hard',
      highlightCount: '1+',
      formats: [],
      contactEmail: null,
      contactPhone: null,
    });
  const posterOnly = highlight({ url: null, filePath: null, media: { original: null, playable: null, poster: POSTER, playableBytes: null } });
  const freePlan = { planType: 'free', status: 'active', isPaid: false, canContact: false, canRespond: false, upgradeRequired: true, viewerType: 'free_recruiter' };

  it('shows the preview notice, "+3" more positions and "1+" highlights; Upgrade Now opens the plan prompt', async () => {
    await viewAs('recruiter', { [`/api/highlights/player/${PLAYER_ID}`]: [posterOnly], '/api/subscription/status': freePlan }, previewProfile());
    const notice = screen.getByTestId('profile-preview-notice');
    expect(notice.textContent).toContain('preview');
    expect(screen.getByTestId('positions-more').textContent).toContain('+3');
    expect(screen.getByTestId('stat-highlights').textContent).toBe('1+');
    expect(screen.queryByTestId('upgrade-dialog')).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Upgrade Now' }));
    const dialog = await screen.findByTestId('upgrade-dialog');
    expect(within(dialog).getByText('Upgrade to Recruiter Plan')).toBeTruthy();
    // Upgrade starts the Recruiter Plan's checkout from here (libs/ui upgrade-dialog.spec.tsx); all plans are one link away.
    expect(within(dialog).getByRole('button', { name: 'Upgrade' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View all plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('a highlight without playable media opens the upgrade prompt, not the player', async () => {
    await viewAs('recruiter', { [`/api/highlights/player/${PLAYER_ID}`]: [posterOnly], '/api/subscription/status': freePlan }, previewProfile());
    const tile = await screen.findByRole('button', { name: /Play Try vs Marist/ });
    expect(tile.querySelector('img')?.getAttribute('src')).toBe(POSTER);
    fireEvent.click(tile);
    expect(await screen.findByTestId('upgrade-dialog')).toBeTruthy();
    expect(screen.queryByTestId('media-viewer')).toBeNull();
  });

  it('a full profile (paid viewer) has no preview notice', async () => {
    await viewAs('recruiter');
    expect(screen.queryByTestId('profile-preview-notice')).toBeNull();
    expect(screen.queryByTestId('upgrade-dialog')).toBeNull();
  });
});
