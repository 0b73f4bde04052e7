import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { useFieldControl } from './form-field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** When given, the box and its text are wrapped in one <label> (the whole line is clickable). */
  label?: ReactNode;
}

/** A native checkbox in the brand colour (accent-color keeps the platform's own accessibility). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ className, label, ...props }, ref) {
  const field = useFieldControl(props);
  const box = (
    <input
      ref={ref}
      type="checkbox"
      className={cn('size-4 shrink-0 rounded border-input accent-primary', focusRing, className)}
      {...field}
    />
  );
  if (label === undefined) return box;
  return (
    <label className="inline-flex min-h-6 cursor-pointer items-start gap-2 text-sm">
      <span className="mt-0.5 inline-flex">{box}</span>
      <span>{label}</span>
    </label>
  );
});
