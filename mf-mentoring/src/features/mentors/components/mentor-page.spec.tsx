/** A mentor's page without Mentor Pro says the mentor is not taking bookings yet, with no open times and no Book (docs/mentoring.md "Mentor Pro"). */
import { screen } from '@testing-library/react';
import { MENTOR_PRO_MESSAGES, type MentorDetail } from '@fiji/contracts';
import { show } from '../../../../test/fixtures';
import { resetStores } from '../../../../test/render';
import MentorPage from './mentor-page';

beforeEach(resetStores);

describe("a mentor's page", () => {
  const detail = (takingBookings: boolean): MentorDetail => ({
    id: 'm1', title: 'Forwards coach', bio: 'Bio', rating: 0, reviewCount: 0, totalSessions: 0, yearsExperience: 10,
    specializations: ['Technical Skills'], languages: ['English'], hourlyRate: 40, currency: 'USD', isVerified: false, timeZone: 'Pacific/Fiji',
    user: { firstName: 'Pita', lastName: 'Coach', profileImageUrl: null }, takingBookings, freeCancelHours: 24, expertiseAreas: [], sessionLengths: [60],
    reviews: { average: 0, count: 0, distribution: [0, 0, 0, 0, 0], recent: [] },
  });

  it('without Mentor Pro: "not taking bookings yet", no open times and no Book; with it: the open times', async () => {
    const fetch = await show('/mentoring/m1', [{ path: '/mentoring/:mentorId', element: <MentorPage /> }], { '/api/mentors/m1': detail(false) }, 'player');
    const card = await screen.findByTestId('not-taking-bookings');
    expect(card.textContent).toContain(`${MENTOR_PRO_MESSAGES.notTakingBookings}.`);
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/slots'))).toBe(false);
  });

  it('with Mentor Pro the page asks for open times and offers Book', async () => {
    const fetch = await show('/mentoring/m1', [{ path: '/mentoring/:mentorId', element: <MentorPage /> }], { '/api/mentors/m1': detail(true) }, 'player');
    expect(await screen.findByRole('button', { name: 'Book' })).toBeTruthy();
    expect(screen.queryByTestId('not-taking-bookings')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/mentors/m1/slots'))).toBe(true);
  });
});
