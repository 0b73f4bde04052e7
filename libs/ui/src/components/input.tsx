import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { controlClass } from '../lib/control-class';
import { useFieldControl } from './form-field';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  const field = useFieldControl(props);
  return <input ref={ref} type={type} className={cn(controlClass, 'h-10', className)} {...field} />;
});
