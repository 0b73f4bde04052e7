/** How the player area reports a failed call. */
import { handleIfUnauthorized, toast } from '@fiji/platform';

/**
 * A destructive toast for a failed call. An expired login gets the platform's 401 rule instead (its
 * toast and redirect; it runs once however often it is called), since a second toast would replace
 * it (one toast at a time).
 */
export function toastFailure(error: unknown, title: string, description: string): void {
  if (handleIfUnauthorized(error)) return;
  toast({ title, description, variant: 'destructive' });
}
