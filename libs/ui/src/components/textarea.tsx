import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { controlClass } from '../lib/control-class';
import { useFieldControl } from './form-field';

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...props },
  ref,
) {
  const field = useFieldControl(props);
  return <textarea ref={ref} className={cn(controlClass, 'min-h-20', className)} {...field} />;
});
