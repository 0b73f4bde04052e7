import { focusRing } from './focus-ring';

/*
 * Shared look of text-like controls. text-base (16 px) on phones stops iOS from zooming on focus;
 * the border uses --color-input (4.3:1 on white, above the 3:1 non-text minimum).
 */
export const controlClass =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground md:text-sm ' +
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 ' +
  'aria-[invalid=true]:border-destructive ' +
  focusRing;
