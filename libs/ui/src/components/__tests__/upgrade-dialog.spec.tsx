import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BILLING_MESSAGES, LIMITS } from '@fiji/contracts';
import { setNavigator } from '@fiji/platform';
import { callsTo, jsonResponse, resetStores, routeFetch, sessionUser, signIn, toasts } from '../../../test/render';
import { UpgradeDialog, upgradePlanFor } from '../upgrade-dialog';

function Harness({ role, at = '/search' }: { role: string; at?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/search" element={<p>search page {open ? 'prompt open' : 'prompt closed'}</p>} />
        <Route path="/pricing" element={<p>pricing page</p>} />
        <Route path="*" element={null} />
      </Routes>
      <UpgradeDialog open={open} onOpenChange={setOpen} role={role} reason="Contacting players requires a paid plan." />
    </MemoryRouter>
  );
}

describe('upgradePlanFor', () => {
  it.each([
    ['recruiter', 'Recruiter Plan'],
    ['club', 'Recruiter Plan'],
    ['agent', 'Recruiter Plan'],
    ['mentor', 'Mentor Pro'],
    ['player', 'Player Pro'],
    [undefined, 'Player Pro'],
  ])('offers %s the %s', (role, name) => {
    expect(upgradePlanFor(role).name).toBe(name);
  });
});

describe('UpgradeDialog', () => {
  it("shows the role's plan, price and benefits", () => {
    render(<Harness role="recruiter" />);
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Recruiter Plan' });
    expect(within(dialog).getByText('Contacting players requires a paid plan.')).toBeTruthy();
    expect(within(dialog).getByText('$99/month')).toBeTruthy();
    const benefits = within(dialog).getByRole('list', { name: 'Recruiter Plan benefits' });
    expect(within(benefits).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'contact unlimited players',
      'advanced search filters',
      'watchlist management',
      'team collaboration tools',
      'export player data',
    ]);
  });

  it("Player Pro's benefits state the media allowance the server enforces (25), never unlimited uploads", () => {
    render(<Harness role="player" />);
    const benefits = within(screen.getByRole('dialog', { name: 'Upgrade to Player Pro' })).getByRole('list', { name: 'Player Pro benefits' });
    const items = within(benefits).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain(`${LIMITS.playerProMediaMax} media files`);
    expect(items.join(' ')).not.toMatch(/unlimited/i);
  });

  it('Maybe Later closes the prompt and stays on the page', () => {
    render(<Harness role="mentor" />);
    expect(screen.getByRole('dialog', { name: 'Upgrade to Mentor Pro' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('search page prompt closed')).toBeTruthy();
  });

  it.each(['Upgrade', 'View all plans'])('signed out, %s goes to /pricing and closes the prompt', (name) => {
    resetStores();
    signIn(null);
    render(<Harness role="player" />);
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/pricing');
    fireEvent.click(link);
    expect(screen.getByText('pricing page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("signed in, Upgrade starts the checkout of the viewer's plan and lands back on this page", async () => {
    resetStores();
    signIn(sessionUser({ role: 'club' }));
    const navigate = jest.fn();
    setNavigator(navigate);
    const fetchMock = routeFetch({ 'POST /api/billing/checkout': { checkoutId: 'c1', url: '/billing/checkout/c1' } });
    render(<Harness role="club" at="/player/p1?tab=bio&checkout=old" />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Upgrade' })));
    expect(callsTo(fetchMock, 'POST', '/api/billing/checkout')).toEqual([{ plan: 'recruiter', interval: 'month', returnTo: '/player/p1?tab=bio' }]);
    expect(navigate).toHaveBeenCalledWith('/billing/checkout/c1', undefined);
    setNavigator(null);
  });

  it('a player under 18 asks the guardian instead, and is told the mail went', async () => {
    resetStores();
    signIn(sessionUser({ role: 'player', isMinor: true }));
    const fetchMock = routeFetch({ 'POST /api/billing/guardian-link': () => jsonResponse(202, { message: BILLING_MESSAGES.guardianLinkSent }) });
    render(<Harness role="player" />);
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Ask my guardian' })));
    expect(callsTo(fetchMock, 'POST', '/api/billing/guardian-link')).toHaveLength(1);
    await waitFor(() => expect(toasts()[0]?.title).toBe(BILLING_MESSAGES.guardianLinkSent));
  });

  it('a refused checkout is explained and the prompt stays', async () => {
    resetStores();
    signIn(sessionUser({ role: 'player' }));
    routeFetch({
      'POST /api/billing/checkout': () =>
        jsonResponse(403, { statusCode: 403, code: 'MINOR_CANNOT_PAY', message: 'Players under 18 cannot pay.' }),
    });
    render(<Harness role="player" />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Upgrade' })));
    await waitFor(() => expect(toasts()[0]).toMatchObject({ description: BILLING_MESSAGES.minorCannotPay, variant: 'destructive' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
