import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  PLAN_ENTITLEMENTS,
  type PaymentView,
  type SeatsResponse,
  type SubscriptionView,
} from '@fiji/contracts';
import { setNavigator } from '@fiji/platform';
import { callsTo, getUrls, jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn, toasts, type FetchTable } from '../../../../test/render';
import AccountBillingPage from './account-billing-page';

const sub = (over: Partial<SubscriptionView> = {}): SubscriptionView => ({
  plan: 'player_pro',
  interval: 'month',
  status: 'active',
  currentPeriodEnd: '2027-01-12T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  pendingPlan: null,
  pendingInterval: null,
  amountCents: 1500,
  currency: 'USD',
  seatAmountCents: null,
  summary: null,
  graceUntil: null,
  sharedBy: null,
  seats: 0,
  entitlements: PLAN_ENTITLEMENTS.player_pro,
  usage: null,
  portalAvailable: false,
  ...over,
});

const FREE = sub({ plan: 'free', status: 'active', currentPeriodEnd: null, amountCents: 0, entitlements: PLAN_ENTITLEMENTS.free });

const payments: PaymentView[] = [
  { id: 'p2', kind: 'subscription', direction: 'refund', description: 'Player Pro (monthly)', amountCents: 500, currency: 'USD', createdAt: '2026-12-20T10:00:00Z', receiptUrl: '/api/billing/payments/p2/receipt' },
  { id: 'p1', kind: 'subscription', direction: 'charge', description: 'Player Pro (monthly)', amountCents: 1500, currency: 'USD', createdAt: '2026-12-12T10:00:00Z', receiptUrl: '/api/billing/payments/p1/receipt' },
];

async function show(subscription: SubscriptionView, extra: FetchTable = {}, user = sessionUser({ role: 'player' })) {
  signIn(user);
  const fetch = routeFetch({ '/api/billing/subscription': subscription, '/api/billing/payments': { payments }, ...extra });
  const utils = renderAt('/account/billing', [{ path: '/account/billing', element: <AccountBillingPage /> }]);
  await screen.findByRole('heading', { name: 'Your plan' });
  return { fetch, ...utils };
}

const click = (el: HTMLElement) => act(async () => void fireEvent.click(el));

beforeEach(resetStores);

describe('/account/billing', () => {
  it('shows the plan, its status and the renewal date in UTC', async () => {
    await show(sub());
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeTruthy();
    expect(screen.getByTestId('plan-name').textContent).toBe('Player Pro');
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByText('Renews 12 Jan 2027 (UTC)')).toBeTruthy();
    expect(screen.getByText('$15/month')).toBeTruthy();
    expect(screen.queryByTestId('pending-change')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Manage payment methods' })).toBeNull();
  });

  it('a pending cancel shows "… until …, then Free" and Resume, which undoes it', async () => {
    const pending = sub({ cancelAtPeriodEnd: true, pendingPlan: 'free', summary: 'Player Pro until 12 Jan 2027, then Free' });
    const { fetch, client } = await show(pending, { 'POST /api/billing/subscription/resume': sub() });
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    expect(screen.getByTestId('pending-change').textContent).toBe('Player Pro until 12 Jan 2027, then Free');
    expect(screen.getByText('Ends 12 Jan 2027 (UTC)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Resume' }));
    expect(callsTo(fetch, 'POST', '/api/billing/subscription/resume')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('pending-change')).toBeNull());
    expect(screen.getByText('Renews 12 Jan 2027 (UTC)')).toBeTruthy();
    expect(toasts()[0]?.title).toBe('Player Pro continues.');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['subscription'] });
  });

  it('the pending summary is built from the contract when the server sends none', async () => {
    await show(sub({ pendingPlan: 'free', cancelAtPeriodEnd: true }));
    expect(screen.getByTestId('pending-change').textContent).toBe('Player Pro until 12 Jan 2027, then Free');
  });

  it('past due: the grace banner with the last day of grace', async () => {
    await show(sub({ status: 'past_due', graceUntil: '2027-01-15T00:00:00.000Z', portalAvailable: true }));
    const banner = screen.getByTestId('grace-banner');
    expect(banner.getAttribute('role')).toBe('alert');
    expect(banner.textContent).toContain('Your last payment failed.');
    expect(banner.textContent).toContain('until 15 Jan 2027 (UTC)');
    expect(screen.getByText('Payment failed')).toBeTruthy();
  });

  it('receipts: newest first, each a download link; refunds are negative', async () => {
    await show(sub());
    const rows = await screen.findAllByTestId('receipt-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['20 Dec 2026', '12 Dec 2026']);
    expect(within(rows[0]!).getByText('-$5.00')).toBeTruthy();
    expect(within(rows[0]!).getByText('Refund')).toBeTruthy();
    const link = within(rows[1]!).getByRole('link', { name: 'Download the receipt for Player Pro (monthly), 12 Dec 2026' });
    expect(link.getAttribute('href')).toBe('/api/billing/payments/p1/receipt');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('Cancel plan: a dialog with an optional reason, then the pending summary and Resume', async () => {
    const after = sub({ cancelAtPeriodEnd: true, pendingPlan: 'free', summary: 'Player Pro until 12 Jan 2027, then Free' });
    const { fetch } = await show(sub(), { 'POST /api/billing/subscription/cancel': after });
    const trigger = screen.getByRole('button', { name: 'Cancel plan' });
    trigger.focus();
    await click(trigger);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Player Pro?' });
    fireEvent.change(within(dialog).getByLabelText(/Reason \(optional\)/), { target: { value: 'Season over' } });
    await click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    expect(callsTo(fetch, 'POST', '/api/billing/subscription/cancel')).toEqual([{ reason: 'Season over' }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toasts()[0]?.title).toBe('Player Pro until 12 Jan 2027, then Free');
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('closing the cancel dialog returns focus to its trigger', async () => {
    await show(sub());
    const trigger = screen.getByRole('button', { name: 'Cancel plan' });
    trigger.focus();
    await click(trigger);
    await click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('Change plan: monthly to annual, or to Free', async () => {
    const { fetch } = await show(sub(), { 'POST /api/billing/subscription/change': sub({ interval: 'year', amountCents: 14400 }) });
    await click(screen.getByRole('button', { name: 'Change plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Change plan' });
    expect(within(dialog).getByLabelText(/Annual, \$144\/year \(save 20%\): starts now/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/Free: from 12 Jan 2027 \(UTC\)/)).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Confirm change' }));
    expect(callsTo(fetch, 'POST', '/api/billing/subscription/change')).toEqual([{ plan: 'player_pro', interval: 'year' }]);
    await waitFor(() => expect(screen.getByText('$144/year')).toBeTruthy());
  });

  it('Manage payment methods asks for the portal link and leaves for it', async () => {
    // jsdom cannot leave the page; it reports the navigation as "not implemented".
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { fetch } = await show(sub({ portalAvailable: true }), { '/api/billing/portal': { url: 'https://billing.stripe.com/p/session/x' } });
      await click(screen.getByRole('button', { name: 'Manage payment methods' }));
      await waitFor(() => expect(getUrls(fetch)).toContain('/api/billing/portal'));
    } finally {
      quiet.mockRestore();
    }
  });

  it("a free account gets Upgrade: the checkout of its role's plan, landing back here", async () => {
    const navigate = jest.fn();
    const { fetch } = await show(FREE, { 'POST /api/billing/checkout': { checkoutId: 'c1', url: '/billing/checkout/c1' } }, sessionUser({ role: 'mentor' }));
    setNavigator(navigate);
    expect(screen.getByTestId('plan-name').textContent).toBe('Free');
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).toBeNull();
    await click(screen.getByLabelText(/Annual: \$278\.40\/year/));
    await click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toEqual([{ plan: 'mentor_pro', interval: 'year', returnTo: '/account/billing' }]);
    expect(navigate).toHaveBeenCalledWith('/billing/checkout/c1', undefined);
  });

  it('a free player under 18 asks the guardian instead', async () => {
    const { fetch } = await show(FREE, { 'POST /api/billing/guardian-link': () => jsonResponse(202, { message: 'sent' }) }, sessionUser({ isMinor: true }));
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    await click(screen.getByRole('button', { name: 'Ask my guardian' }));
    expect(callsTo(fetch, 'POST', '/api/billing/guardian-link')).toHaveLength(1);
  });

  describe('recruiting plans', () => {
    const recruiter = sub({
      plan: 'recruiter',
      amountCents: 9900,
      seats: 3,
      entitlements: { ...PLAN_ENTITLEMENTS.recruiter, seats: 3 },
      usage: { periodStart: '2026-12-12T00:00:00Z', periodEnd: '2027-01-12T00:00:00Z', profileViews: 42, contacts: 7, advancedFilterSearches: 12, exports: 3 },
    });
    const seats: SeatsResponse = { seats: [{ email: 'ana@club.fj', status: 'active', name: 'Ana Koro' }], total: 2 };

    it("show this period's usage counters", async () => {
      await show(recruiter, { '/api/billing/seats': seats }, sessionUser({ role: 'club' }));
      const usage = screen.getByTestId('usage');
      for (const [label, value] of [['Profile views', '42'], ['Contacts', '7'], ['Advanced-filter searches', '12'], ['Exports', '3']]) {
        expect(within(usage).getByText(label).nextSibling?.textContent).toBe(value);
      }
    });

    it('the holder lists, invites and removes seats', async () => {
      const { fetch } = await show(
        recruiter,
        {
          '/api/billing/seats': seats,
          'POST /api/billing/seats': () => jsonResponse(201, { email: 'sam@club.fj', status: 'invited', name: null }),
          'DELETE /api/billing/seats?email=ana%40club.fj': () => jsonResponse(204, undefined),
        },
        sessionUser({ role: 'club' }),
      );
      expect(await screen.findByText('Ana Koro')).toBeTruthy();
      expect(screen.getByTestId('seats-used').textContent).toContain('2 of 3 seats used');
      fireEvent.change(screen.getByLabelText(/Colleague's email/), { target: { value: 'sam@club.fj' } });
      await click(screen.getByRole('button', { name: 'Invite' }));
      expect(callsTo(fetch, 'POST', '/api/billing/seats')).toEqual([{ email: 'sam@club.fj' }]);
      await waitFor(() => expect(getUrls(fetch).filter((u) => u === '/api/billing/seats')).toHaveLength(2));

      await click(screen.getByRole('button', { name: 'Remove ana@club.fj' }));
      await click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
      expect(callsTo(fetch, 'DELETE', '/api/billing/seats?email=ana%40club.fj')).toHaveLength(1);
    });

    it('the holder buys seats through the checkout: a number, the price per seat shown, landing back here', async () => {
      const navigate = jest.fn();
      const { fetch } = await show(
        { ...recruiter, seatAmountCents: 9900, amountCents: 29_700 },
        { '/api/billing/seats': seats, 'POST /api/billing/checkout': { checkoutId: 'c7', url: '/billing/checkout/c7' } },
        sessionUser({ role: 'club' }),
      );
      setNavigator(navigate);
      const form = screen.getByRole('form', { name: 'Buy seats' });
      const input = within(form).getByLabelText('Extra seats') as HTMLInputElement;
      expect(input.type).toBe('number');
      expect(within(form).getByText('$99/month per seat, renewed with your plan. Today you pay only for the rest of this period (to 12 Jan 2027 (UTC)).')).toBeTruthy();
      expect(input.getAttribute('aria-describedby')).toBeTruthy();

      // Nothing that is not a whole number within the plan's room goes to the server.
      fireEvent.change(input, { target: { value: '0' } });
      await click(within(form).getByRole('button', { name: 'Buy seats' }));
      expect(within(form).getByText('Enter a whole number from 1 to 22')).toBeTruthy();
      expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toHaveLength(0);

      fireEvent.change(input, { target: { value: '2' } });
      await click(within(form).getByRole('button', { name: 'Buy seats' }));
      expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toEqual([{ seats: 2, returnTo: '/account/billing' }]);
      expect(navigate).toHaveBeenCalledWith('/billing/checkout/c7', undefined);
    });

    it("a refused seats checkout shows the server's reason under the field", async () => {
      const refusal = { statusCode: 400, code: 'VALIDATION_FAILED', message: ['A plan has at most 25 seats'], errors: { seats: 'A plan has at most 25 seats' } };
      await show(
        { ...recruiter, seatAmountCents: 9900 },
        { '/api/billing/seats': seats, 'POST /api/billing/checkout': () => jsonResponse(400, refusal) },
        sessionUser({ role: 'club' }),
      );
      const form = screen.getByRole('form', { name: 'Buy seats' });
      await click(within(form).getByRole('button', { name: 'Buy seats' }));
      expect(await within(form).findByText('A plan has at most 25 seats')).toBeTruthy();
    });

    it('a full plan says so and disables the invite', async () => {
      await show(recruiter, { '/api/billing/seats': { ...seats, total: 3 } }, sessionUser({ role: 'club' }));
      await screen.findByText('Ana Koro');
      expect((screen.getByRole('button', { name: 'Invite' }) as HTMLButtonElement).disabled).toBe(true);
    });

    it('a colleague sharing the plan sees who shares it, and no plan controls or seats', async () => {
      const { fetch } = await show({ ...recruiter, sharedBy: 'Jone Rabuka' }, {}, sessionUser({ role: 'recruiter' }));
      expect(screen.getByText('Shared with you by Jone Rabuka.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Change plan' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Seats' })).toBeNull();
      expect(getUrls(fetch)).not.toContain('/api/billing/seats');
    });
  });
});
