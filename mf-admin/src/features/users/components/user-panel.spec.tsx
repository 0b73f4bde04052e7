/** The user panel asks for a child-safety suspension's lift itself: no pasting of ids (docs/admin.md "Moderation"). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, resetStores, showAsAdmin } from '../../../../test/render';
import { userDetail } from '../../../../test/fixtures';
import UsersPage from './users-page';

beforeEach(resetStores);

const suspended = (category: 'general' | 'child_safety') =>
  userDetail({ suspendedAt: '2026-12-01T00:00:00.000Z', suspensionReason: 'Messages to a minor', suspensionCategory: category });

describe('user panel: lifting a suspension', () => {
  it('a child-safety suspension offers Request lift (not Unsuspend), which sends the user and the reason', async () => {
    let body: unknown = null;
    showAsAdmin('/admin/users?user=u-owner', <UsersPage />, {
      '/api/admin/users': { results: [], nextCursor: null },
      '/api/admin/users/u-owner': suspended('child_safety'),
      'POST /api/admin/suspension-lifts': (init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(201, { id: 'l1' });
      },
    });
    const panel = await screen.findByTestId('user-panel');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Request lift' }));
    expect(within(panel).queryByRole('button', { name: 'Unsuspend' })).toBeNull();
    const dialog = await screen.findByTestId('request-lift-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request lift' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(body).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Cleared by the police review' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Request lift' }));
    await waitFor(() => expect(body).toEqual({ userId: 'u-owner', reason: 'Cleared by the police review' }));
  });

  it('a general suspension keeps Unsuspend and offers no lift request', async () => {
    showAsAdmin('/admin/users?user=u-owner', <UsersPage />, {
      '/api/admin/users': { results: [], nextCursor: null },
      '/api/admin/users/u-owner': suspended('general'),
    });
    const panel = await screen.findByTestId('user-panel');
    expect(await within(panel).findByRole('button', { name: 'Unsuspend' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Request lift' })).toBeNull();
  });
});
