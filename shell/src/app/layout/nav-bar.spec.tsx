import { act, fireEvent, screen, within } from '@testing-library/react';
import { NavBar } from './nav-bar';
import { renderAt, resetStores, sessionUser, signIn } from '../../../test/render';

beforeEach(resetStores);

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const linkNames = () => within(mainNav()).getAllByRole('link').map((a) => a.textContent);

describe('NavBar', () => {
  it('signed out: Find Talent, How it Works, Pricing, Sign In and Get Started (to /demo-login)', () => {
    signIn(null);
    renderAt('/', <NavBar />);
    expect(linkNames()).toEqual(expect.arrayContaining(['Find Talent', 'How it Works', 'Pricing', 'Sign In', 'Get Started']));
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/demo-login');
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]!.getAttribute('href')).toBe('/demo-login');
  });

  it.each([
    ['player', ['My Profile', 'Upload Highlights', 'Contact Requests', 'Find Local Clubs', 'Find Mentor']],
    ['recruiter', ['Search Players', 'Watchlists', 'Contact Requests']],
    ['union', ['Search Players', 'Contact Requests']],
    ['admin', ['Admin Dashboard', 'User Management', 'Verifications']],
  ] as const)('%s links', async (role, links) => {
    signIn(sessionUser({ role }));
    await act(async () => void renderAt('/', <NavBar />));
    expect(linkNames()).toEqual(expect.arrayContaining([...links]));
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('club, union, mentor and agent search at their own /{role}/search', async () => {
    signIn(sessionUser({ role: 'agent' }));
    await act(async () => void renderAt('/', <NavBar />));
    expect(screen.getByRole('link', { name: 'Search Players' }).getAttribute('href')).toBe('/agent/search');
  });

  it('coach has no role links', async () => {
    signIn(sessionUser({ role: 'coach' }));
    await act(async () => void renderAt('/', <NavBar />));
    expect(linkNames().filter((n) => !n?.includes('Fiji Rugby Talent'))).toEqual([]);
  });

  it('highlights the current route with aria-current', async () => {
    signIn(sessionUser({ role: 'player' }));
    await act(async () => void renderAt('/upload', <NavBar />));
    expect(screen.getByRole('link', { name: 'Upload Highlights' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'My Profile' }).getAttribute('aria-current')).toBeNull();
  });

  it('the mobile menu toggles and closes when a link is followed', async () => {
    signIn(null);
    const { router } = renderAt('/', <NavBar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    await act(async () => fireEvent.click(within(panel).getByRole('link', { name: 'Pricing' })));
    expect(router.state.location.pathname).toBe('/pricing');
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toBeNull();
  });
});

describe('user menu', () => {
  it('shows the name, the role label, Profile Settings and Log out', async () => {
    signIn(sessionUser({ role: 'recruiter', fullName: 'Jone Rabuka' }));
    await act(async () => void renderAt('/', <NavBar />));
    // Its name starts with what it shows (the initials, then the name), so voice control can say it.
    const trigger = await screen.findByRole('button', { name: 'JR Jone Rabuka, your account' });
    await act(async () => {
      trigger.focus();
      fireEvent.keyDown(trigger, { key: 'Enter' });
    });
    expect(await screen.findByText('Local Club/Provincial Union')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Profile Settings' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });
});
