import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export type ProgressState = 'indeterminate' | 'loading' | 'complete';

export interface ProgressProps extends HTMLAttributes<HTMLDivElement> {
  /** null or undefined means indeterminate (work started, amount unknown). */
  value?: number | null;
  /** Defaults to 100. */
  max?: number;
}

/** The spec's states: indeterminate without a value, loading below the maximum, complete at it. */
export function progressState(value: number | null | undefined, max = 100): ProgressState {
  if (value === null || value === undefined || Number.isNaN(value)) return 'indeterminate';
  return value >= max ? 'complete' : 'loading';
}

/** A progress bar. Give it an accessible name with aria-label or aria-labelledby. */
export function Progress({ value, max = 100, className, ...props }: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const state = progressState(value, safeMax);
  const current = state === 'indeterminate' ? null : Math.min(Math.max(value as number, 0), safeMax);
  const percent = current === null ? null : Math.round((current / safeMax) * 100);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={current ?? undefined}
      aria-valuetext={percent === null ? undefined : `${percent}%`}
      aria-busy={state !== 'complete'}
      data-state={state}
      data-value={current ?? undefined}
      data-max={safeMax}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-ocean-100', className)}
      {...props}
    >
      {percent === null ? (
        <div className="absolute inset-y-0 left-0 w-2/5 rounded-full bg-primary animate-progress-indeterminate" />
      ) : (
        <div
          className={cn('h-full rounded-full transition-[width] duration-300', state === 'complete' ? 'bg-secondary' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      )}
    </div>
  );
}
