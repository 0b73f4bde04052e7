/** Shell screen tests use the front ends' one harness (libs/ui/test/render.tsx). */
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { renderAt as renderRoutesAt, screenRoutes } from '../../libs/ui/test/render';

export * from '../../libs/ui/test/render';

/** As the harness's renderAt, but a lone screen answers `/` too: the dashboard and nav bar live there. */
export const renderAt = (path: string, routes: RouteObject[] | ReactElement) =>
  renderRoutesAt(path, Array.isArray(routes) ? routes : screenRoutes(routes, { homePage: false }));
