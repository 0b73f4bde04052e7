import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ComponentRef, type HTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { usePortalContainer } from './portal-container';
import { focusRing } from '../lib/focus-ring';

/*
 * Radix Dialog gives the focus trap, Escape to close, focus return to the trigger, aria-modal and
 * scroll lock; this file only adds the look. Every dialog needs a DialogTitle (screen readers read it).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
/** Radix's portal, opened in the area's container when inside one (see portal-container.tsx). */
export function DialogPortal({ container, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Portal>) {
  const areaContainer = usePortalContainer();
  return <DialogPrimitive.Portal container={container ?? areaContainer} {...props} />;
}

export const DialogOverlay = forwardRef<
  ComponentRef<typeof DialogPrimitive.Overlay>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Overlay>
>(function DialogOverlay({ className, ...props }, ref) {
  return <DialogPrimitive.Overlay ref={ref} className={cn('fixed inset-0 z-50 bg-ocean-950/60', className)} {...props} />;
});

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof DialogPrimitive.Content> {
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  hideClose?: boolean;
}

export const DialogContent = forwardRef<ComponentRef<typeof DialogPrimitive.Content>, DialogContentProps>(
  function DialogContent({ className, children, closeLabel = 'Close', hideClose = false, onOpenAutoFocus, onCloseAutoFocus, ...props }, ref) {
    // Radix returns focus to a DialogTrigger only; most dialogs here are opened by a plain button
    // (open state held by the page), so remember what had focus when the dialog opened and return there
    // on close, trigger or not (docs/accessibility.md).
    const returnTo = useRef<HTMLElement | null>(null);
    return (
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          ref={ref}
          className={cn(
            // One column as wide as the dialog (minmax(0, 1fr)): a long unbroken word (an email) wraps instead of
            // widening the dialog's content past a phone's screen.
            'fixed left-1/2 top-1/2 z-50 grid grid-cols-[minmax(0,1fr)] max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg',
            '-translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border',
            'bg-background p-4 text-foreground shadow-xl sm:p-6',
            className,
          )}
          onOpenAutoFocus={(event) => {
            // Runs before focus moves into the dialog: the active element is still the opener.
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            const opener = returnTo.current;
            if (event.defaultPrevented || !opener?.isConnected || opener === document.body) return;
            event.preventDefault();
            opener.focus();
          }}
          {...props}
        >
          {children}
          {!hideClose && (
            <DialogPrimitive.Close
              className={cn(
                'absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-md',
                'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                focusRing,
              )}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
              </svg>
              <span className="sr-only">{closeLabel}</span>
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPortal>
    );
  },
);

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5 pr-8 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export const DialogTitle = forwardRef<
  ComponentRef<typeof DialogPrimitive.Title>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Title>
>(function DialogTitle({ className, ...props }, ref) {
  return <DialogPrimitive.Title ref={ref} className={cn('break-words text-lg font-semibold leading-tight', className)} {...props} />;
});

export const DialogDescription = forwardRef<
  ComponentRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return <DialogPrimitive.Description ref={ref} className={cn('break-words text-sm text-muted-foreground', className)} {...props} />;
});
