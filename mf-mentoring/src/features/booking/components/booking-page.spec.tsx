/** The booking screen of a mentor without Mentor Pro says they are not taking bookings yet and offers no form (docs/mentoring.md "Mentor Pro"). */
import { screen } from '@testing-library/react';
import { MENTOR_PRO_MESSAGES, type MentorDetail } from '@fiji/contracts';
import { show } from '../../../../test/fixtures';
import { resetStores } from '../../../../test/render';
import BookingPage from './booking-page';

beforeEach(resetStores);

const detail = (takingBookings: boolean): MentorDetail => ({
  id: 'm1', title: 'Forwards coach', bio: 'Bio', rating: 0, reviewCount: 0, totalSessions: 0, yearsExperience: 10,
  specializations: ['Technical Skills'], languages: ['English'], hourlyRate: 40, currency: 'USD', isVerified: true, timeZone: 'Pacific/Fiji',
  user: { firstName: 'Pita', lastName: 'Coach', profileImageUrl: null }, takingBookings, freeCancelHours: 24, expertiseAreas: [], sessionLengths: [60],
  reviews: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0], recent: [] },
});
const path = `/mentoring/m1/book?start=${encodeURIComponent('2031-06-02T06:00:00.000Z')}&duration=60`;
const routes = [{ path: '/mentoring/:mentorId/book', element: <BookingPage /> }];

it('a mentor without Mentor Pro: "not taking bookings yet", no form to send', async () => {
  await show(path, routes, { '/api/mentors/m1': detail(false) }, 'player');
  expect((await screen.findByRole('status')).textContent).toBe(`${MENTOR_PRO_MESSAGES.notTakingBookings}.`);
  expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Back to the mentor' }).getAttribute('href')).toBe('/mentoring/m1');
});

it('a mentor with Mentor Pro: the booking form', async () => {
  await show(path, routes, { '/api/mentors/m1': detail(true) }, 'player');
  expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeTruthy();
  expect(screen.queryByText(`${MENTOR_PRO_MESSAGES.notTakingBookings}.`)).toBeNull();
});
