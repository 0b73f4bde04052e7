/** Canned answers shared by the mentoring screens' tests. */
import type { MentorOwnProfile, RelationshipSummary } from '@fiji/contracts';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderAt, routeFetch, sessionUser, signIn } from './render';

export const REL = '11111111-1111-4111-8111-111111111111';

/** GET /api/mentors/me of a listed mentor, with or without Mentor Pro. */
export const ownProfile = (pro: boolean, over: Partial<MentorOwnProfile> = {}): MentorOwnProfile => ({
  id: 'm1', title: 'Forwards coach', bio: 'Bio', yearsExperience: 10, specializations: ['Technical Skills'], expertiseAreas: [],
  languages: ['English'], hourlyRate: 40, currency: 'USD', isVerified: false, isActive: true, listed: true, missing: [],
  takingBookings: pro, mentorPro: { sessionBooking: pro, resourceSharing: pro, progressTracking: pro },
  timeZone: 'Pacific/Fiji', weekly: [{ weekday: 1, start: '09:00', end: '12:00' }], overrides: [], bufferMinutes: 0, minNoticeHours: 0,
  sessionLengths: [60], ...over,
});

export const relationships = (side: 'mentor' | 'mentee'): RelationshipSummary[] => [{ id: REL, mentorName: 'Pita Coach', menteeName: 'Mere Tui', side }];

/** Signs in (a mentor unless `role` says otherwise) and renders `routes` at `path`; the demo checkout page answers its path. */
export async function show(path: string, routes: { path: string; element: ReactElement }[], table: Record<string, unknown>, role: 'mentor' | 'player' = 'mentor') {
  signIn(sessionUser({ role }));
  const fetch = routeFetch({ 'POST /api/billing/checkout': { checkoutId: 'c1', url: '/billing/checkout/c1' }, ...table });
  await act(async () => renderAt(path, [...routes, { path: '/billing/checkout/:id', element: <p>Demo checkout page</p> }]));
  return fetch;
}
