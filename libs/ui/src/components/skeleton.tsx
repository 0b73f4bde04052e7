import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/** A grey placeholder while content loads. Hidden from screen readers: announce loading elsewhere. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" data-skeleton="" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
