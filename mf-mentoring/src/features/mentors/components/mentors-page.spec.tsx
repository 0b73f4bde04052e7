/** /mentoring for a signed-in mentor opens with their own upcoming sessions; others see only the mentor list (docs/mentoring.md). */
import { screen, within } from '@testing-library/react';
import type { MentoringSessionView } from '@fiji/contracts';
import { show } from '../../../../test/fixtures';
import { getUrls, resetStores } from '../../../../test/render';
import MentorsPage from './mentors-page';

beforeEach(resetStores);

const session = (id: string, over: Partial<MentoringSessionView>): MentoringSessionView => ({
  id, relationshipId: null, mentorId: 'm1', mentorName: 'Pita Coach', menteeUserId: 'u2', menteeName: 'Mere Tui', role: 'mentor', sessionType: 'individual',
  title: 'Individual session', note: null, start: '2030-05-01T06:00:00.000Z', end: '2030-05-01T07:00:00.000Z', durationMinutes: 60,
  mentorTimeZone: 'Pacific/Fiji', status: 'scheduled', holdExpiresAt: null, paid: true, priceCents: 4000, currency: 'USD', guardianApproval: null,
  meetingUrl: null, cancelReason: null, cancelledBy: null, sessionNotes: null, menteeReflection: null, reviewed: false, actions: ['confirm', 'cancel'],
  checkoutUrl: null, freeCancelUntil: '2030-04-30T06:00:00.000Z', ...over,
});

const UPCOMING = '/api/mentoring/sessions?role=mentor&when=upcoming';
const routes = [{ path: '/mentoring', element: <MentorsPage /> }];

describe('/mentoring', () => {
  it("a mentor first sees their own upcoming sessions: who, when with the zone named, and what each waits for", async () => {
    await show('/mentoring', routes, {
      [UPCOMING]: {
        results: [
          session('s1', {}),
          session('s2', { menteeName: 'Jone Vula', start: '2030-05-02T06:00:00.000Z', status: 'confirmed', actions: ['cancel'], meetingUrl: 'https://meet.jit.si/x' }),
        ],
      },
    });
    const card = await screen.findByTestId('mentor-own-sessions');
    const list = await within(card).findByRole('list', { name: 'My upcoming sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Mere Tui');
    expect(items[0]!.textContent).toContain('Waiting for you to confirm');
    expect(items[0]!.querySelector('time')!.getAttribute('dateTime')).toBe('2030-05-01T06:00:00.000Z');
    expect(items[0]!.querySelector('time')!.textContent).toMatch(/Time|GMT|UTC/);
    expect(items[1]!.textContent).toContain('Jone Vula');
    expect(items[1]!.textContent).toContain('Confirmed');
    expect(within(card).getByRole('link', { name: 'Open My Sessions' }).getAttribute('href')).toBe('/mentoring/sessions');
    // It comes before the mentor list's heading.
    const heading = screen.getByRole('heading', { name: 'Find Your Rugby Mentor' });
    expect(card.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a mentor without upcoming sessions is told so', async () => {
    await show('/mentoring', routes, { [UPCOMING]: { results: [] } });
    expect(await screen.findByText(/No upcoming sessions yet/)).toBeTruthy();
  });

  it("a player sees no mentor's sessions section and never asks for them", async () => {
    const fetch = await show('/mentoring', routes, {}, 'player');
    await screen.findByRole('heading', { name: 'Find Your Rugby Mentor' });
    expect(screen.queryByTestId('mentor-own-sessions')).toBeNull();
    expect(getUrls(fetch).some((u) => u.includes('/api/mentoring/sessions'))).toBe(false);
  });
});
