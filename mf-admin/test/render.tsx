/** Admin-console screen tests use the front ends' one harness (libs/ui/test/render.tsx), signed in as a 2FA admin. */
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { renderAt, routeFetch, sessionUser, signIn, type FetchTable } from '../../libs/ui/test/render';

export * from '../../libs/ui/test/render';

/** Renders `screen` at `path` for a signed-in admin with two-factor on, the API answering from `table`. */
export function showAsAdmin(path: string, screen: RouteObject[] | ReactElement, table: FetchTable) {
  const fetch = routeFetch(table);
  signIn(sessionUser({ id: 'u-admin', role: 'admin', firstName: 'Mere', lastName: 'Admin', fullName: 'Mere Admin', twoFactorEnabled: true }));
  return { fetch, ...renderAt(path, screen) };
}
