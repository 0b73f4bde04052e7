import { TZDate } from '@date-fns/tz';
import type { DateOverride, WeeklyWindow } from '@fiji/contracts';

/** A mentor's rules, all wall-clock times read in `timeZone` (docs/mentoring.md "Mentors and availability"). */
export interface SlotRules {
  timeZone: string;
  weekly: readonly WeeklyWindow[];
  overrides: readonly DateOverride[];
  bufferMinutes: number;
  minNoticeHours: number;
}

export interface Interval {
  start: Date;
  end: Date;
}

/** Candidate starts inside a window are this far apart (a 60-minute session in 17:00–19:00: 17:00, 17:30, 18:00). */
export const SLOT_STEP_MINUTES = 30;

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The calendar date (y, m 0-based, d) of an instant in a zone. */
export function localDateOf(instant: Date, timeZone: string): { y: number; m: number; d: number } {
  const t = new TZDate(instant.getTime(), timeZone);
  return { y: t.getFullYear(), m: t.getMonth(), d: t.getDate() };
}

/**
 * The instant of a wall-clock time on a calendar date in a zone. "24:00" is the next midnight. A time
 * skipped by a daylight-saving jump resolves forward (02:30 on the spring-forward night reads as 03:30).
 */
export function wallClockInstant(y: number, m: number, d: number, hhmm: string, timeZone: string): Date {
  const [h, min] = hhmm.split(':').map(Number);
  if (h === 24) {
    const next = new Date(Date.UTC(y, m, d) + DAY);
    return new Date(new TZDate(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate(), 0, 0, 0, 0, timeZone).getTime());
  }
  return new Date(new TZDate(y, m, d, h, min, 0, 0, timeZone).getTime());
}

/** The availability windows (as instants) of the mentor's local dates touching [from, to). */
export function availabilityWindows(rules: SlotRules, from: Date, to: Date): Interval[] {
  const first = localDateOf(from, rules.timeZone);
  const last = localDateOf(to, rules.timeZone);
  const windows: Interval[] = [];
  // Walk calendar dates as UTC midnights (pure date arithmetic, no zone involved).
  for (let day = Date.UTC(first.y, first.m, first.d) - DAY; day <= Date.UTC(last.y, last.m, last.d) + DAY; day += DAY) {
    const cal = new Date(day);
    const y = cal.getUTCFullYear();
    const m = cal.getUTCMonth();
    const d = cal.getUTCDate();
    const iso = cal.toISOString().slice(0, 10);
    const override = rules.overrides.find((o) => o.date === iso);
    const local = override
      ? override.unavailable || !override.start || !override.end
        ? []
        : [{ start: override.start, end: override.end }]
      : rules.weekly.filter((w) => w.weekday === cal.getUTCDay());
    for (const w of local) {
      const start = wallClockInstant(y, m, d, w.start, rules.timeZone);
      const end = wallClockInstant(y, m, d, w.end, rules.timeZone);
      if (end > start) windows.push({ start, end });
    }
  }
  return windows;
}

/**
 * Open slots of `durationMinutes` starting in [from, to): inside an availability window, at least the
 * minimum notice after `now`, and not within the buffer of a busy interval (a live session or hold).
 */
export function openSlots(rules: SlotRules, busy: readonly Interval[], from: Date, to: Date, durationMinutes: number, now: Date): Interval[] {
  const earliest = Math.max(from.getTime(), now.getTime() + rules.minNoticeHours * 60 * MINUTE);
  const length = durationMinutes * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const starts = new Set<number>();
  for (const w of availabilityWindows(rules, from, to)) {
    for (let t = w.start.getTime(); t + length <= w.end.getTime(); t += SLOT_STEP_MINUTES * MINUTE) {
      if (t < earliest || t >= to.getTime()) continue;
      const clash = busy.some((b) => t < b.end.getTime() + buffer && t + length > b.start.getTime() - buffer);
      if (!clash) starts.add(t);
    }
  }
  return [...starts].sort((a, b) => a - b).map((t) => ({ start: new Date(t), end: new Date(t + length) }));
}

/** Whether a zone name is one this runtime knows (IANA). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}
