import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST } from '@fiji/contracts';
import { useToastStore, type ToastItem } from '@fiji/platform';
import { isValidElement } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

/*
 * Renders @fiji/platform's toast store with Radix Toast: one toast at a time (the
 * store keeps TOAST.limit), shown 5000 ms, swipe right past 50 px to dismiss, F8 focuses the
 * viewport, viewport at most 420 px wide from md up. Closing a toast only marks it closed in the
 * store; the store removes it later (TOAST.removeDelayMs). Mount one <Toaster /> in the shell.
 */
const VARIANT_CLASS: Record<ToastItem['variant'], string> = {
  default: 'border-border bg-background text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

function ToastView({ item, onClose }: { item: ToastItem; onClose: (id: string) => void }) {
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) onClose(item.id);
      }}
      // Errors interrupt the screen reader; other toasts wait their turn.
      type={item.variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={item.variant}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden',
        'rounded-md border p-4 pr-10 shadow-lg',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        'data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        VARIANT_CLASS[item.variant],
      )}
    >
      <div className="grid gap-1">
        {item.title && <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>}
        {item.description && (
          <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
        )}
      </div>
      {isValidElement(item.action) && (
        <ToastPrimitive.Action asChild altText="Toast action">
          {item.action}
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close
        aria-label="Close"
        className={cn(
          'absolute right-2 top-2 inline-flex size-7 items-center justify-center rounded-md opacity-80 hover:opacity-100',
          focusRing,
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
        </svg>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <ToastPrimitive.Provider
      duration={TOAST.durationMs}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThreshold}
    >
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} onClose={dismiss} />
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST.hotkey]}
        // Bottom on every screen: on a phone a top toast covers the header (menu, account) for 5 s.
        // The empty viewport lets clicks through; only the toast itself takes them.
        className={cn(
          'pointer-events-none fixed bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4',
          'sm:right-0 md:max-w-[420px]',
        )}
      />
    </ToastPrimitive.Provider>
  );
}
