import { useId } from 'react';
import { cn } from '@fiji/ui';

export interface ChoiceGroupProps {
  legend: string;
  options: readonly string[];
  /** Labels shown for the options (default: the option itself). */
  labels?: Readonly<Record<string, string>>;
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  /** Grid columns from small screens up (one or two columns on a 360 px phone). */
  className?: string;
  /** Stable id of the group (tests and error focusing). */
  id?: string;
}

/**
 * A multi-choice list of native checkboxes in a fieldset (positions, formats, tags): one Tab stop
 * per box, Space toggles, the legend names the group and the error is read with it.
 */
export function ChoiceGroup({ legend, options, labels, value, onChange, error, hint, required, className, id }: ChoiceGroupProps) {
  const generated = useId();
  const base = id ?? generated;
  const hintId = hint ? `${base}-hint` : undefined;
  const errorId = error ? `${base}-error` : undefined;
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? options.filter((o) => o === option || value.includes(o)) : value.filter((v) => v !== option));
  return (
    <fieldset
      id={base}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
      className="grid gap-2"
    >
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3', className)}>
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm',
              'has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              checked={value.includes(option)}
              onChange={(e) => toggle(option, e.target.checked)}
            />
            {labels?.[option] ?? option}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
