import { act, fireEvent, screen } from '@testing-library/react';
import { Dialog, DialogContent, DialogTitle } from '@fiji/ui';
import { renderAt, resetStores } from '../../test/render';

jest.mock('./load-area', () => {
  const cache = new Map<string, Promise<unknown>>();
  return {
    loadArea: jest.fn((remote: string, expose: string) => {
      const key = `${remote}/${expose}`;
      if (!cache.has(key)) cache.set(key, (globalThis as unknown as { __nextArea: () => Promise<unknown> }).__nextArea());
      return cache.get(key);
    }),
    forgetArea: jest.fn((remote: string, expose: string) => cache.delete(`${remote}/${expose}`)),
    forgetIfFailed: jest.fn(),
    __reset: () => cache.clear(),
  };
});

import { RemoteArea } from './remote-area';

const setNext = (fn: () => Promise<unknown>) => ((globalThis as unknown as { __nextArea?: unknown }).__nextArea = fn);

beforeEach(() => {
  resetStores();
  (jest.requireMock('./load-area') as { __reset: () => void }).__reset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const routes = [{ path: '/player/*', element: <RemoteArea remote="mf_player" base="/player" /> }];

describe('RemoteArea', () => {
  it("renders the area's routes relative to its base", async () => {
    setNext(async () => ({ routes: [{ path: '/player/:id', element: <p>profile page</p> }], nav: [] }));
    await act(async () => void renderAt('/player/42', routes));
    expect(await screen.findByText('profile page')).toBeTruthy();
  });

  it("marks the area's screens and the dialogs they open with data-area, where its scoped styles apply", async () => {
    setNext(async () => ({
      routes: [
        {
          path: '/player/:id',
          element: (
            <>
              <p>profile page</p>
              <Dialog open>
                <DialogContent>
                  <DialogTitle>Lightbox</DialogTitle>
                  <p>inside the dialog</p>
                </DialogContent>
              </Dialog>
            </>
          ),
        },
      ],
      nav: [],
    }));
    await act(async () => void renderAt('/player/42', routes));
    const area = (await screen.findByText('profile page')).closest('[data-area]');
    expect(area?.getAttribute('data-area')).toBe('mf-player');
    const portal = screen.getByText('inside the dialog').closest('[data-area]');
    expect(portal?.getAttribute('data-area')).toBe('mf-player');
    expect(portal?.parentElement).toBe(document.body);
  });

  it('answers an unknown path inside the area with the 404 page', async () => {
    setNext(async () => ({ routes: [{ path: '/player/:id', element: <p>profile page</p> }], nav: [] }));
    await act(async () => void renderAt('/player/42/nope', routes));
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
  });

  it("shows \"This section couldn't load.\" and Retry loads it again", async () => {
    setNext(() => Promise.reject(new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003')));
    await act(async () => void renderAt('/player/42', routes));
    expect(await screen.findByText("This section couldn't load.")).toBeTruthy();
    setNext(async () => ({ routes: [{ path: '/player/:id', element: <p>back again</p> }], nav: [] }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('back again')).toBeTruthy();
  });
});
