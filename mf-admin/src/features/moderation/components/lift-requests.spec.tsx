/** The second admin approves a lift with their own reason, not a fixed text (docs/admin.md "Moderation"). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SuspensionLiftRequest } from '@fiji/contracts';
import { jsonResponse, resetStores, showAsAdmin } from '../../../../test/render';
import { LiftRequests } from './lift-requests';

beforeEach(resetStores);

const lift: SuspensionLiftRequest = {
  id: 'l1', userId: 'u-owner', userName: 'Sera Owner', requestedBy: 'u-other-admin', requestedByName: 'Jone Admin',
  reason: 'Cleared by the police review', createdAt: '2026-12-02T00:00:00.000Z', approvedBy: null, approvedAt: null,
};

describe('lift requests: approval', () => {
  it("Approve lift asks the approving admin's reason and sends it", async () => {
    let body: unknown = null;
    showAsAdmin('/admin/moderation', <LiftRequests />, {
      '/api/admin/suspension-lifts': [lift],
      'POST /api/admin/suspension-lifts/l1/approve': (init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return jsonResponse(200, { ...lift, approvedBy: 'u-admin' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Approve lift for Sera Owner' }));
    const dialog = await screen.findByTestId('approve-lift-dialog');
    expect(dialog.textContent).toContain('Cleared by the police review');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve lift' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(body).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Checked the review letter myself' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve lift' }));
    await waitFor(() => expect(body).toEqual({ reason: 'Checked the review letter myself' }));
  });

  it('the admin who asked sees it waiting, with no Approve', async () => {
    showAsAdmin('/admin/moderation', <LiftRequests />, { '/api/admin/suspension-lifts': [{ ...lift, requestedBy: 'u-admin' }] });
    expect(await screen.findByText('Waiting for another admin')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Approve lift/ })).toBeNull();
  });
});
