/**
 * Fresh screens (docs/architecture.md): the account's name, email and phone also show on the player's profile
 * (the player area), so saving them marks every cached player read for a new read.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { contactRequestKeys, playerKeys } from '@fiji/platform';
import { renderAt, resetStores, routeFetch, sessionUser, signIn } from '../../../../test/render';
import { EditAccountDialog } from './account-dialogs';

beforeEach(resetStores);

it('saving the account details invalidates the own profile and every player profile, and nothing else', async () => {
  const user = sessionUser({ firstName: 'Mere', lastName: 'Tui' });
  signIn(user);
  routeFetch({ 'PATCH /api/account': { user: { ...user, firstName: 'Meredith' } } });
  const { client } = renderAt('/profile', <EditAccountDialog open onOpenChange={jest.fn()} user={user} />);
  client.setQueryData(playerKeys.me(), { id: 'p1' });
  client.setQueryData(playerKeys.profile('p1'), { id: 'p1' });
  client.setQueryData(contactRequestKeys.sent(), []);

  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Meredith' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));

  expect(client.getQueryState(playerKeys.me())?.isInvalidated).toBe(true);
  expect(client.getQueryState(playerKeys.profile('p1'))?.isInvalidated).toBe(true);
  expect(client.getQueryState(contactRequestKeys.sent())?.isInvalidated).toBe(false);
});
