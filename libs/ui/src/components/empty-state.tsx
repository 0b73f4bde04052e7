import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
}

/** What a list shows when it has nothing: a short title and, optionally, a hint below it. */
export function EmptyState({ title, description }: EmptyStateProps) {
  return (
    <div className="py-10 text-center">
      <p className="font-semibold">{title}</p>
      {description && <p className="text-sm text-muted-foreground">{description}</p>}
    </div>
  );
}
