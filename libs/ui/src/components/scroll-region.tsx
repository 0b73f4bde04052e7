import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

/**
 * A wide table or strip that scrolls sideways on a phone. Keyboard users reach it (a focusable, named
 * region) and scroll it with the arrow keys; screen readers announce it by its label.
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('relative overflow-x-auto', focusRing, className)} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
