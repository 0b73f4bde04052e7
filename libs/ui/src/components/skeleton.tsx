import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/** A grey placeholder while content loads. Hidden from screen readers: announce loading elsewhere. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" data-skeleton="" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

export interface SkeletonGridProps {
  /** How many placeholders. */
  count: number;
  /** Classes of the grid (default: the one-to-three-column grid of result cards); replaces the default. */
  className?: string;
  /** Classes of each placeholder (default: a card's height, h-28). */
  itemClassName?: string;
}

/** Placeholders for a grid of cards while it loads. */
export function SkeletonGrid({ count, className = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3', itemClassName = 'h-28' }: SkeletonGridProps) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
