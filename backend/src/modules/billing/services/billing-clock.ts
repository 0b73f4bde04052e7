import { Injectable } from '@nestjs/common';

/**
 * The time billing runs on. Production reads the system clock; tests move it forward to cross period
 * ends, grace and retention days without waiting (docs/billing.md).
 */
@Injectable()
export class BillingClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Tests only: jump ahead. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

export const DAY_MS = 86_400_000;

/** The same day-of-month one interval later (clamped to the month's last day, as Stripe does). */
export function addInterval(from: Date, interval: 'month' | 'year'): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else d.setUTCFullYear(d.getUTCFullYear() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
