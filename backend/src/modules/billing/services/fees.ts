/** The platform's share of a gross amount at `percent`, in whole cents. */
export const platformFeeCents = (grossCents: number, percent: number): number => Math.round((grossCents * percent) / 100);

/**
 * A mentor's payment split into the platform's fee, the card processor's (what it kept, capped at what is
 * left after the platform's, so the mentor's net is never negative) and the mentor's net.
 */
export function splitPayment(grossCents: number, processingFeeCents: number, percent: number): { platformFeeCents: number; processingFeeCents: number; netCents: number } {
  const platform = platformFeeCents(grossCents, percent);
  const processing = Math.min(Math.max(0, processingFeeCents), grossCents - platform);
  return { platformFeeCents: platform, processingFeeCents: processing, netCents: grossCents - platform - processing };
}
