/**
 * Recruiting-area screen tests: the front ends' one harness (libs/ui/test/render.tsx) with a recruiter
 * as the default viewer.
 */
import type { SessionUser } from '@fiji/contracts';
import { sessionUser as anyViewer } from '../../libs/ui/test/render';

export * from '../../libs/ui/test/render';

export const sessionUser = (over: Partial<SessionUser> = {}): SessionUser =>
  anyViewer({
    role: 'recruiter',
    firstName: 'Viliame',
    lastName: 'Koroi',
    fullName: 'Viliame Koroi',
    email: 'viewer@example.fj',
    dob: '1985-01-01',
    ...over,
  });
