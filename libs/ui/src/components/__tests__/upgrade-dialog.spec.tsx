import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { UpgradeDialog, upgradePlanFor } from '../upgrade-dialog';

function Harness({ role }: { role: string }) {
  const [open, setOpen] = useState(true);
  return (
    <MemoryRouter initialEntries={['/search']}>
      <Routes>
        <Route path="/search" element={<p>search page {open ? 'prompt open' : 'prompt closed'}</p>} />
        <Route path="/pricing" element={<p>pricing page</p>} />
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

  it('Maybe Later closes the prompt and stays on the page', () => {
    render(<Harness role="mentor" />);
    expect(screen.getByRole('dialog', { name: 'Upgrade to Mentor Pro' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('search page prompt closed')).toBeTruthy();
  });

  it.each(['Upgrade', 'View all plans'])('%s goes to /pricing and closes the prompt', (name) => {
    render(<Harness role="player" />);
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/pricing');
    fireEvent.click(link);
    expect(screen.getByText('pricing page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
