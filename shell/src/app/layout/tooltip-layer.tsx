import type { ReactNode } from 'react';
import { TooltipProvider } from '@fiji/ui';

/** The one TooltipProvider (shared Radix instance, so remotes' tooltips find it). */
export default function TooltipLayer({ children }: { children: ReactNode }) {
  return <TooltipProvider>{children}</TooltipProvider>;
}
