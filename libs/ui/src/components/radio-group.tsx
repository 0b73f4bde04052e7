import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export interface RadioOption {
  value: string;
  label: ReactNode;
}

export interface RadioGroupProps {
  /** The group's visible name (rendered as the fieldset legend). */
  legend: ReactNode;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * Native radio inputs in a fieldset: arrow keys, one Tab stop and the group name come from the
 * browser. Used for rating scales and short choices.
 */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onValueChange,
  error,
  hint,
  required,
  orientation = 'horizontal',
  className,
}: RadioGroupProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      role="radiogroup"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      className={cn('flex flex-col gap-2', className)}
    >
      <legend className="mb-1 text-sm font-medium text-foreground">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </legend>
      <div className={cn('flex gap-1.5', orientation === 'vertical' ? 'flex-col' : 'flex-wrap')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'inline-flex min-h-10 min-w-11 cursor-pointer items-center gap-1.5 rounded-md border border-input px-2.5 text-sm',
              'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className={cn('size-4 accent-primary', focusRing)}
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
