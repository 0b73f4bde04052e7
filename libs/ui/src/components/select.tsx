import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { controlClass } from '../lib/control-class';
import { useFieldControl } from './form-field';

/**
 * A styled native <select>: the platform picker is the most usable one on phones and is accessible
 * with no extra code. Pass <option> children.
 */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  const field = useFieldControl(props);
  return <select ref={ref} className={cn(controlClass, 'h-10 pr-8', className)} {...field} />;
});
