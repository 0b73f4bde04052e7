import { createContext, useContext, useId, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Label } from './label';

/*
 * Wires one control to its label, hint and error: the control (Input, Textarea, Select, Checkbox)
 * reads the id, aria-describedby and aria-invalid from this context, so a page writes
 *   <FormField label="Email" error={errors.email}><Input name="email" /></FormField>
 * and gets an accessible field without repeating ids.
 */
interface FieldContextValue {
  id: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

interface ControlA11yProps {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
}

/** Fills a control's id and aria attributes from the surrounding FormField; explicit props win. */
export function useFieldControl<P extends ControlA11yProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    required: props.required ?? field.required,
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  };
}

export interface FormFieldProps {
  label: ReactNode;
  /** The message to show under the control; also marks the control aria-invalid. */
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  /** Use when the control needs a known id (otherwise one is generated). */
  id?: string;
  className?: string;
  children: ReactNode;
}

export function FormField({ label, error, hint, required, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: !!error, required }}>
      <div className={cn('flex flex-col gap-1.5', className)}>
        <Label htmlFor={controlId}>
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-destructive">
              *
            </span>
          )}
        </Label>
        {children}
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
      </div>
    </FieldContext.Provider>
  );
}
