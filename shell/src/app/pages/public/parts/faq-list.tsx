import type { ReactNode } from 'react';

export interface FaqEntry {
  question: string;
  answer: ReactNode;
}

/** Questions as native disclosure widgets (<details>): keyboard and screen-reader ready, no script. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <div className="divide-y divide-border rounded-lg border border-border bg-background">
      {entries.map((entry) => (
        <details key={entry.question} className="group p-4">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-sm font-medium">
            <span>{entry.question}</span>
            <span aria-hidden="true" className="text-primary transition-transform group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="mt-2 text-sm text-muted-foreground">{entry.answer}</div>
        </details>
      ))}
    </div>
  );
}
