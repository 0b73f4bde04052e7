import { useId, type ReactNode } from 'react';
import { cn } from '@fiji/ui';

export interface SectionProps {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** muted = pale background band, to separate consecutive sections. */
  tone?: 'plain' | 'muted';
  className?: string;
}

/** A page section named by its <h2> (so screen-reader users can jump between regions). */
export function Section({ title, intro, children, tone = 'plain', className }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn(tone === 'muted' && 'bg-muted', className)}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h2 id={headingId} className="text-2xl font-bold text-foreground sm:text-3xl">
          {title}
        </h2>
        {intro && <p className="mt-2 max-w-2xl text-muted-foreground">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
