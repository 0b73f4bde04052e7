/** How slot times are named: in the viewer's zone with the zone named, and the mentor's own when it differs. */

/** 'Pacific/Fiji' → 'Fiji', 'America/Los_Angeles' → 'Los Angeles'. */
export function zoneCity(zone: string): string {
  const last = zone.split('/').pop() ?? zone;
  return last.replace(/_/g, ' ');
}

export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const timeIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(iso));

/** 'Mon 30 Nov' in a zone (the key slots are grouped by). */
export const dayIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(iso));

/** Two instants show the same wall-clock offset in both zones at that moment. */
const sameOffset = (iso: string, a: string, b: string) => a === b || timeIn(iso, a) + dayIn(iso, a) === timeIn(iso, b) + dayIn(iso, b);

/** "6:00 pm Fiji time", with " · 5:00 pm in Auckland" when the mentor's clock reads differently. */
export function slotLabel(iso: string, viewerZone: string, mentorZone: string): string {
  const own = `${timeIn(iso, viewerZone)} ${zoneCity(viewerZone)} time`;
  return sameOffset(iso, viewerZone, mentorZone) ? own : `${own} · ${timeIn(iso, mentorZone)} in ${zoneCity(mentorZone)}`;
}

/** The slot time alone in the viewer's zone (the button text). */
export const slotTime = (iso: string, viewerZone: string) => timeIn(iso, viewerZone);
