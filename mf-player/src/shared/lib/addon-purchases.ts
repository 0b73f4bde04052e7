/**
 * What the player's own add-on purchases mean now, read from their ledger (GET /api/billing/payments):
 * the player API does not answer a boost's end or a fast track yet (docs/billing.md "Where each add-on
 * is bought"). A charge is recognised by its kind and the catalogue's add-on name, which the checkout
 * writes as its description.
 */
import { ADDONS, PROFILE_BOOST_DAYS, type AddonType, type PaymentView } from '@fiji/contracts';

const DAY_MS = 86_400_000;

const chargesFor = (payments: readonly PaymentView[], addon: AddonType): number[] =>
  payments
    .filter((p) => p.kind === 'addon' && p.direction === 'charge' && p.description === ADDONS[addon].name)
    .map((p) => Date.parse(p.createdAt))
    .filter((t) => Number.isFinite(t))
    .sort((a, b) => a - b);

/**
 * When the running boost ends, or null when none runs at `now`. A boost bought while one runs starts
 * when that one ends (as the player module grants it), so the ends add up.
 */
export function boostedUntil(payments: readonly PaymentView[], now: number = Date.now()): Date | null {
  let end = 0;
  for (const boughtAt of chargesFor(payments, 'profile_boost')) end = Math.max(end, boughtAt) + PROFILE_BOOST_DAYS * DAY_MS;
  return end > now ? new Date(end) : null;
}

/** A fast track was bought: the profile stays first in the admin queue (it is never undone). */
export const isFastTracked = (payments: readonly PaymentView[]): boolean => chargesFor(payments, 'verification_fast_track').length > 0;

/** The viewer's own time zone (IANA name), which the boost's end is shown in and named by. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "10 Dec 2026, 14:30 (Pacific/Fiji)": a moment in `timeZone`, the zone named. */
export function formatMoment(at: Date, timeZone: string = localTimeZone()): string {
  const text = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);
  return `${text} (${timeZone})`;
}
