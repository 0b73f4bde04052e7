import { countLabel } from './count-label';

describe('countLabel', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countLabel(1, 'session')).toBe('1 session');
    expect(countLabel(0, 'session')).toBe('0 sessions');
    expect(countLabel(12, 'year')).toBe('12 years');
  });
});
