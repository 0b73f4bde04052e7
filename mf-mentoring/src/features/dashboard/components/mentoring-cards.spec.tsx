/** The Complete Setup card names Mentor Pro while the plan is what stops bookings, with an Upgrade button (docs/mentoring.md "Mentor Pro"). */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MENTOR_PRO_MESSAGES } from '@fiji/contracts';
import { ownProfile, show } from '../../../../test/fixtures';
import { callsTo, resetStores } from '../../../../test/render';
import { MentorWelcomeCard } from './mentoring-cards';

beforeEach(resetStores);

describe('Complete Setup card', () => {
  it('a listed mentor without Mentor Pro sees "Mentor Pro" as what is missing to take bookings; Upgrade starts its checkout back to the dashboard', async () => {
    const fetch = await show('/dashboard', [{ path: '/dashboard', element: <MentorWelcomeCard /> }], { '/api/mentors/me': ownProfile(false) });
    const card = await screen.findByTestId('complete-setup-card');
    const todo = within(card).getByRole('list', { name: 'Still to do' });
    expect(within(todo).getByTestId('setup-mentor-pro').textContent).toBe(`${MENTOR_PRO_MESSAGES.setupItem}: to take bookings`);
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Upgrade to Mentor Pro' })));
    expect(await screen.findByText('Demo checkout page')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toEqual([{ plan: 'mentor_pro', interval: 'month', returnTo: '/dashboard' }]);
  });

  it('an incomplete mentor without Mentor Pro sees the setup items, then Mentor Pro', async () => {
    await show('/dashboard', [{ path: '/dashboard', element: <MentorWelcomeCard /> }], { '/api/mentors/me': ownProfile(false, { listed: false, missing: ['bio'] }) });
    const items = within(await screen.findByRole('list', { name: 'Still to do' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Write a short bio', 'Mentor Pro: to take bookings']);
    expect(screen.getByRole('link', { name: 'Complete Setup' })).toBeTruthy();
  });

  it('a listed Mentor Pro mentor sees no card', async () => {
    const fetch = await show('/dashboard', [{ path: '/dashboard', element: <MentorWelcomeCard /> }], { '/api/mentors/me': ownProfile(true) });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(callsTo(fetch, 'GET', '/api/mentors/me')).toHaveLength(1);
    expect(screen.queryByTestId('complete-setup-card')).toBeNull();
  });
});
