import { takePrefetched } from '@fiji/platform';
import { prefetchRouteData } from './route-prefetch';

const ID = '9128ff94-ddac-5996-b39d-430ae902a25b';
const OTHER = '3854a176-fbff-5070-b0f4-e1ec561d170a';

/** A router stand-in: a location and the listeners a navigation calls. */
function fakeRouter(pathname: string) {
  const listeners: Array<(state: { location: { pathname: string }; navigation: { location?: { pathname: string } } }) => void> = [];
  const router = {
    state: { location: { pathname }, navigation: {} as { location?: { pathname: string } } },
    subscribe(listener: (typeof listeners)[number]) {
      listeners.push(listener);
      return () => undefined;
    },
  };
  const go = (to: string) => {
    // A data router reports the navigation first, then the new location.
    for (const l of listeners) l({ location: router.state.location, navigation: { location: { pathname: to } } });
    router.state = { location: { pathname: to }, navigation: {} };
    for (const l of listeners) l(router.state);
  };
  return { router, go };
}

describe('prefetchRouteData', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn(async (url: string) => ({ ok: true, status: 200, json: async () => ({ url }) }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  const calls = () => fetchMock.mock.calls.map(([url]) => url as string);

  it("starts a profile's page call once when it is opened, and the screen takes that answer once", async () => {
    const { router, go } = fakeRouter('/');
    prefetchRouteData(router, () => true);
    go(`/player/${ID}`);
    expect(calls()).toEqual([`/api/players/${ID}/page`]);
    expect(await takePrefetched(`/api/players/${ID}/page`)).toEqual({ url: `/api/players/${ID}/page` });
    // Taken: a second take finds nothing (the screen then asks itself).
    expect(await takePrefetched(`/api/players/${ID}/page`)).toBeUndefined();
  });

  it('a deep link starts its call at once; paths without an id, and signed-out visitors, start nothing', async () => {
    prefetchRouteData(fakeRouter(`/player/${OTHER}`).router, () => true);
    expect(calls()).toEqual([`/api/players/${OTHER}/page`]);
    await takePrefetched(`/api/players/${OTHER}/page`);

    const { router, go } = fakeRouter('/');
    let signedIn = true;
    prefetchRouteData(router, () => signedIn);
    go('/player/me');
    go('/player/onboarding');
    go('/recruiter/search');
    signedIn = false;
    go(`/player/${ID}`);
    expect(calls()).toEqual([`/api/players/${OTHER}/page`]);
  });

  it('a refused call gives the screen nothing to take', async () => {
    fetchMock.mockImplementation(async () => ({ ok: false, status: 404, json: async () => ({}) }));
    const { router, go } = fakeRouter('/');
    prefetchRouteData(router, () => true);
    go(`/player/${ID}`);
    expect(await takePrefetched(`/api/players/${ID}/page`)).toBeUndefined();
  });
});
