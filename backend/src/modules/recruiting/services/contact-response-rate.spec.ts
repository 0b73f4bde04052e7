import { contactRequestStats, nextFollowUpAt, responseRate } from '@fiji/contracts';

/** The Response Rate formula of lives in libs/contracts; checked here with the backend's unit tests. */
describe('responseRate (non-pending share, whole percent, 0 when none)', () => {
  it('is 0 with no requests', () => {
    expect(responseRate([])).toBe(0);
  });

  it('counts approved and declined as answered, pending as not', () => {
    expect(responseRate(['pending'])).toBe(0);
    expect(responseRate(['approved'])).toBe(100);
    expect(responseRate(['approved', 'declined', 'pending', 'pending'])).toBe(50);
  });

  it('rounds to a whole percent', () => {
    expect(responseRate(['approved', 'pending', 'pending'])).toBe(33); // 33.3
    expect(responseRate(['approved', 'declined', 'pending'])).toBe(67); // 66.7
    expect(responseRate(['declined', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending', 'pending'])).toBe(13); // 12.5
  });

  it('builds the tiles of /recruiter/contacts', () => {
    expect(contactRequestStats(['approved', 'declined', 'pending', 'approved'])).toEqual({
      totalSent: 4,
      pending: 1,
      approved: 2,
      declined: 1,
      responseRate: 75,
    });
  });

  it('allows the next follow-up 7 days after the last one', () => {
    expect(nextFollowUpAt(null)).toBeNull();
    expect(nextFollowUpAt('2026-01-01T10:00:00.000Z')?.toISOString()).toBe('2026-01-08T10:00:00.000Z');
  });
});
