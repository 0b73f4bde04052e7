/** My Mentor Profile says whether a listed mentor takes bookings, with Mentor Pro's Upgrade when not (docs/mentoring.md "Mentor Pro"). */
import { screen } from '@testing-library/react';
import { ownProfile, show } from '../../../../test/fixtures';
import { resetStores } from '../../../../test/render';
import MentorProfilePage from './mentor-profile-page';

beforeEach(resetStores);

const routes = [{ path: '/mentoring/profile', element: <MentorProfilePage /> }];

it('listed without Mentor Pro: found but not bookable, with the Upgrade button', async () => {
  await show('/mentoring/profile', routes, { '/api/mentors/me': ownProfile(false) });
  expect((await screen.findByText(/Players can find you/)).textContent).toContain('Players can find you; taking bookings needs Mentor Pro.');
  expect(screen.getByRole('button', { name: 'Upgrade to Mentor Pro' })).toBeTruthy();
});

it('listed with Mentor Pro: found and booked, no Upgrade', async () => {
  await show('/mentoring/profile', routes, { '/api/mentors/me': ownProfile(true) });
  expect(await screen.findByText(/Players can find and book you\./)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Upgrade to Mentor Pro' })).toBeNull();
});
