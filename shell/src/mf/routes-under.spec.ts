import type { RouteObject } from 'react-router';
import { routesUnder } from './routes-under';

const el = null;

describe('routesUnder', () => {
  const routes: RouteObject[] = [
    { path: '/player/onboarding', element: el },
    { path: '/player/:id', element: el },
    { path: '/player', element: el },
    { path: '/upload', element: el },
    { element: el, children: [{ path: '/player/x/y', element: el }, { path: '/admin', element: el }] },
  ];

  it('keeps the routes below the base, relative to it', () => {
    const under = routesUnder('/player', routes);
    expect(under.map((r) => (r.index ? '(index)' : r.path))).toEqual(['onboarding', ':id', '(index)', undefined]);
    expect(under[3]!.children!.map((r) => r.path)).toEqual(['x/y']);
  });

  it('an exact mount becomes the index route', () => {
    const under = routesUnder('/upload', routes);
    expect(under).toHaveLength(1);
    expect(under[0]).toMatchObject({ index: true });
  });
});
