/** "Select all shown" stops at BULK_VERIFY_MAX, says so, and bulk verify sends no more (docs/admin.md "Console and verifications"). */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { BULK_VERIFY_MAX, PENDING_PAGE_SIZE, type PendingVerification } from '@fiji/contracts';
import { jsonResponse, resetStores, showAsAdmin } from '../../../../test/render';
import VerificationsPage from './verifications-page';

beforeEach(resetStores);

const player = (i: number): PendingVerification => ({
  id: `p${i}`, school: 'Marist', province: 'Rewa', positions: ['Wing'], dob: '2008-01-01', createdAt: '2026-11-01T00:00:00.000Z',
  contactEmail: null, fastTrackedAt: null, previousRejectionReason: null,
  user: { profileImageUrl: null, fullName: `Player ${i}`, firstName: 'Player', lastName: `${i}` },
});
const page = (from: number, count: number, next: string | null) => () =>
  jsonResponse(200, Array.from({ length: count }, (_, i) => player(from + i)), next ? { 'x-next-cursor': next } : {});

describe('verifications page: bulk selection', () => {
  it(`"Select all shown" of 120 loaded players selects the first ${BULK_VERIFY_MAX} with a note; the 101st cannot be added; bulk verify sends ${BULK_VERIFY_MAX}`, async () => {
    let sent: string[] = [];
    const { fetch } = showAsAdmin('/admin/verifications', <VerificationsPage />, {
      '/api/admin/pending-verifications': page(0, PENDING_PAGE_SIZE, 'c2'),
      '/api/admin/pending-verifications?cursor=c2': page(50, PENDING_PAGE_SIZE, 'c3'),
      '/api/admin/pending-verifications?cursor=c3': page(100, 20, null),
      'POST /api/admin/verify-players': (init?: RequestInit) => {
        sent = (JSON.parse(String(init?.body)) as { playerIds: string[] }).playerIds;
        return jsonResponse(200, { verified: sent, skipped: [] });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByTestId('pending-count').textContent).toContain('Showing 100'));
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByTestId('pending-count').textContent).toContain('Showing 120'));

    expect(screen.getByTestId('selection-cap').textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Select all shown' }));
    expect(screen.getByRole('button', { name: `Verify selected (${BULK_VERIFY_MAX})` })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(`At most ${BULK_VERIFY_MAX} players can be verified at once`);
    const extra = screen.getByRole('checkbox', { name: 'Select Player 110' }) as HTMLInputElement;
    expect(extra.checked).toBe(false);
    fireEvent.click(extra);
    expect(extra.checked).toBe(false);
    expect(screen.getByRole('button', { name: `Verify selected (${BULK_VERIFY_MAX})` })).toBeTruthy();

    // Unticking one makes room for another; the note goes.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Player 0' }));
    fireEvent.click(extra);
    expect(extra.checked).toBe(true);
    expect(screen.getByTestId('selection-cap').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: `Verify selected (${BULK_VERIFY_MAX})` }));
    fireEvent.click(await screen.findByRole('button', { name: `Verify ${BULK_VERIFY_MAX}` }));
    await waitFor(() => expect(sent).toHaveLength(BULK_VERIFY_MAX));
    expect(sent).toContain('p110');
    expect(sent).not.toContain('p0');
    expect(fetch).toHaveBeenCalled();
  });
});
