import { relativeTime, shortDate } from '../relative-time';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says "just now" under a minute', () => {
    expect(relativeTime(ago(0), NOW)).toBe('just now');
    expect(relativeTime(ago(59), NOW)).toBe('just now');
  });

  it('names the largest whole unit that fits', () => {
    expect(relativeTime(ago(60), NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(3 * 3600), NOW)).toBe('3 hours ago');
    expect(relativeTime(ago(3 * 7 * 24 * 3600), NOW)).toBe('3 weeks ago');
    expect(relativeTime(ago(2 * 365 * 24 * 3600), NOW)).toBe('2 years ago');
  });

  it('uses words where people would: yesterday, last week', () => {
    expect(relativeTime(ago(24 * 3600), NOW)).toBe('yesterday');
    expect(relativeTime(ago(7 * 24 * 3600), NOW)).toBe('last week');
  });

  it('reads future times forwards', () => {
    expect(relativeTime(new Date(NOW + 2 * 3600 * 1000).toISOString(), NOW)).toBe('in 2 hours');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});

describe('shortDate', () => {
  it('reads as day, short month, year', () => {
    expect(shortDate('2026-11-22T10:00:00Z')).toBe('22 Nov 2026');
  });
});
