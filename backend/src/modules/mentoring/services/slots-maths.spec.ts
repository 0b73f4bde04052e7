import { openSlots, wallClockInstant, type SlotRules } from './slots-maths';

const fijiTime = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Pacific/Fiji', weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false }).format(d);

/** A weekly 6 pm Sunday window (one 60-minute slot) in a zone, no buffer, no notice. */
const sundayAtSix = (timeZone: string): SlotRules => ({
  timeZone,
  weekly: [{ weekday: 0, start: '18:00', end: '19:00' }],
  overrides: [],
  bufferMinutes: 0,
  minNoticeHours: 0,
});
const LONG_AGO = new Date('2020-01-01T00:00:00Z');

describe('slot maths in the mentor zone', () => {
  it('a weekly 6 pm Auckland slot is 6 pm in Fiji until the last Sunday of September 2026, 5 pm from then', () => {
    const slots = openSlots(sundayAtSix('Pacific/Auckland'), [], new Date('2026-09-13T00:00:00Z'), new Date('2026-10-05T00:00:00Z'), 60, LONG_AGO);
    expect(slots.map((s) => [s.start.toISOString(), fijiTime(s.start)])).toEqual([
      ['2026-09-13T06:00:00.000Z', 'Sun 18:00'],
      ['2026-09-20T06:00:00.000Z', 'Sun 18:00'],
      // 27 September 2026: New Zealand moves to daylight time (UTC+13); Fiji stays UTC+12.
      ['2026-09-27T05:00:00.000Z', 'Sun 17:00'],
      ['2026-10-04T05:00:00.000Z', 'Sun 17:00'],
    ]);
  });

  it('and back to 6 pm in Fiji after the first Sunday of April 2027', () => {
    const slots = openSlots(sundayAtSix('Pacific/Auckland'), [], new Date('2027-03-28T00:00:00Z'), new Date('2027-04-12T00:00:00Z'), 60, LONG_AGO);
    expect(slots.map((s) => fijiTime(s.start))).toEqual(['Sun 17:00', 'Sun 18:00', 'Sun 18:00']);
    expect(slots[1].start.toISOString()).toBe('2027-04-04T06:00:00.000Z');
  });

  it('a Sydney mentor moves on the first Sunday of October (Australia), not with New Zealand', () => {
    const slots = openSlots(sundayAtSix('Australia/Sydney'), [], new Date('2026-09-27T00:00:00Z'), new Date('2026-10-05T00:00:00Z'), 60, LONG_AGO);
    // 6 pm AEST = 08:00Z (8 pm Fiji); 6 pm AEDT = 07:00Z (7 pm Fiji).
    expect(slots.map((s) => s.start.toISOString())).toEqual(['2026-09-27T08:00:00.000Z', '2026-10-04T07:00:00.000Z']);
  });

  it('a Fiji mentor has no daylight saving: 6 pm all year', () => {
    const rules = sundayAtSix('Pacific/Fiji');
    const jan = openSlots(rules, [], new Date('2027-01-03T00:00:00Z'), new Date('2027-01-04T00:00:00Z'), 60, LONG_AGO);
    const jul = openSlots(rules, [], new Date('2026-07-05T00:00:00Z'), new Date('2026-07-06T00:00:00Z'), 60, LONG_AGO);
    expect(jan.map((s) => s.start.toISOString())).toEqual(['2027-01-03T06:00:00.000Z']);
    expect(jul.map((s) => s.start.toISOString())).toEqual(['2026-07-05T06:00:00.000Z']);
  });

  it('a wall-clock time skipped by the spring-forward jump resolves forward; 24:00 is the next midnight', () => {
    expect(wallClockInstant(2026, 8, 27, '02:30', 'Pacific/Auckland').toISOString()).toBe('2026-09-26T14:30:00.000Z');
    expect(wallClockInstant(2026, 0, 5, '24:00', 'Pacific/Fiji').toISOString()).toBe('2026-01-05T12:00:00.000Z');
  });

  it('steps every 30 minutes inside a window, keeps the buffer around busy time and the minimum notice', () => {
    const rules: SlotRules = { timeZone: 'Pacific/Fiji', weekly: [{ weekday: 1, start: '09:00', end: '12:00' }], overrides: [], bufferMinutes: 15, minNoticeHours: 0 };
    const from = new Date('2026-06-01T00:00:00+12:00'); // Monday 1 June 2026, Fiji
    const to = new Date('2026-06-02T00:00:00+12:00');
    const all = openSlots(rules, [], from, to, 60, LONG_AGO).map((s) => fijiTime(s.start));
    expect(all).toEqual(['Mon 09:00', 'Mon 09:30', 'Mon 10:00', 'Mon 10:30', 'Mon 11:00']);
    const busy = [{ start: new Date('2026-06-01T10:00:00+12:00'), end: new Date('2026-06-01T10:30:00+12:00') }];
    // 09:00 ends 10:00, within 15 minutes of the busy start; 10:30 starts at its end; 11:00 is 30 minutes after.
    expect(openSlots(rules, busy, from, to, 60, LONG_AGO).map((s) => fijiTime(s.start))).toEqual(['Mon 11:00']);
    const now = new Date('2026-06-01T08:00:00+12:00');
    expect(openSlots({ ...rules, minNoticeHours: 2 }, [], from, to, 60, now).map((s) => fijiTime(s.start))).toEqual(['Mon 10:00', 'Mon 10:30', 'Mon 11:00']);
  });

  it('a date override replaces the weekly windows of that date, or removes them', () => {
    const base: SlotRules = { timeZone: 'Pacific/Fiji', weekly: [{ weekday: 1, start: '09:00', end: '10:00' }], overrides: [], bufferMinutes: 0, minNoticeHours: 0 };
    const from = new Date('2026-06-01T00:00:00+12:00');
    const to = new Date('2026-06-09T00:00:00+12:00');
    const moved = openSlots({ ...base, overrides: [{ date: '2026-06-01', start: '14:00', end: '15:00' }] }, [], from, to, 60, LONG_AGO);
    expect(moved.map((s) => s.start.toISOString())).toEqual(['2026-06-01T02:00:00.000Z', '2026-06-07T21:00:00.000Z']);
    const off = openSlots({ ...base, overrides: [{ date: '2026-06-08', unavailable: true }] }, [], from, to, 60, LONG_AGO);
    expect(off.map((s) => s.start.toISOString())).toEqual(['2026-05-31T21:00:00.000Z']);
  });
});
