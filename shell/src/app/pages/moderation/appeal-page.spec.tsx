import { act, fireEvent, screen } from '@testing-library/react';
import { MODERATION_MESSAGES, type OwnerCaseView } from '@fiji/contracts';
import { callsTo, jsonResponse, renderAt, resetStores, routeFetch, signIn } from '../../../../test/render';
import { AppealLinkPage } from './appeal-page';

const decision: OwnerCaseView = {
  id: 'case-1',
  targetType: 'contact_request',
  targetLabel: 'Trial invitation',
  outcome: 'suspended',
  decisionReason: 'Asked to meet alone',
  decidedAt: '2026-12-01T10:00:00Z',
  canAppeal: true,
  appealDeadline: '2026-12-21T10:00:00Z',
  appeal: null,
};

const routes = [{ path: '/moderation/appeal/:token', element: <AppealLinkPage /> }];

beforeEach(() => {
  resetStores();
  signIn(null);
});

describe('the mailed appeal link (/moderation/appeal/:token, signed out)', () => {
  it('shows the decision and takes the one appeal; the answer replaces the form (the used link is not read again)', async () => {
    const fetch = routeFetch({
      '/api/appeal-links/tok': decision,
      'POST /api/appeal-links/tok': { ...decision, canAppeal: false, appeal: { text: 'It was a team session', createdAt: '2026-12-02T10:00:00Z', decision: null } },
    });
    renderAt('/moderation/appeal/tok', routes);
    expect(await screen.findByText('Account suspended by our safeguarding team')).toBeTruthy();
    expect(screen.getByText('Reason: Asked to meet alone')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send appeal' })));
    expect(screen.getByText(MODERATION_MESSAGES.textRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Why the decision should change/), { target: { value: 'It was a team session' } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Send appeal' })));
    expect(callsTo(fetch, 'POST', '/api/appeal-links/tok')).toEqual([{ text: 'It was a team session' }]);
    expect(await screen.findByText(/Waiting for an admin/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send appeal' })).toBeNull();
    expect(callsTo(fetch, 'GET', '/api/appeal-links/tok')).toHaveLength(1);
  });

  it('a used, expired or tampered link shows the not-found state', async () => {
    routeFetch({ '/api/appeal-links/old': () => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: MODERATION_MESSAGES.notFound }) });
    renderAt('/moderation/appeal/old', routes);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(MODERATION_MESSAGES.notFound)).toBeTruthy();
  });
});
