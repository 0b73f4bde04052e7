/** A moment shown in the viewer's own time zone, the zone named (a running boost's end, docs/billing.md). */

/** The viewer's own time zone (IANA name), which the boost's end is shown in and named by. */
const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "10 Dec 2026, 14:30 (Pacific/Fiji)": a moment in `timeZone`, the zone named. */
export function formatMoment(at: Date, timeZone: string = localTimeZone()): string {
  const text = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  return `${text} (${timeZone})`;
}
