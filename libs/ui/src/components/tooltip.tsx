import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { TOOLTIP } from '@fiji/contracts';
import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactElement, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { usePortalContainer } from './portal-container';

/**
 * Sets the open delay 700 ms and skip delay 300 ms. Tooltip wraps itself in one, so no page has to
 * mount it (the shell does not: it would put Radix Tooltip on every first load; docs/performance.md);
 * wrap a group of TooltipRoots in one to share the skip delay.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP.delayDuration} skipDelayDuration={TOOLTIP.skipDelayDuration}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

export const TooltipRoot = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export const TooltipContent = forwardRef<
  ComponentRef<typeof TooltipPrimitive.Content>,
  ComponentPropsWithoutRef<typeof TooltipPrimitive.Content>
>(function TooltipContent({ className, sideOffset = 4, ...props }, ref) {
  const container = usePortalContainer();
  return (
    <TooltipPrimitive.Portal container={container}>
      <TooltipPrimitive.Content
        ref={ref}
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-ocean-950 px-3 py-1.5 text-xs text-white shadow-md',
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
});

export interface TooltipProps {
  /** The hint. It supplements, never replaces, the trigger's own accessible name. */
  content: ReactNode;
  /** One focusable element (a Button, a link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** The common case in one element: `<Tooltip content="…"><Button …/></Tooltip>`. */
export function Tooltip({ content, children, side }: TooltipProps) {
  return (
    <TooltipProvider>
      <TooltipRoot>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent side={side}>{content}</TooltipContent>
      </TooltipRoot>
    </TooltipProvider>
  );
}
