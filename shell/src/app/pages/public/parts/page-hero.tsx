import type { ReactNode } from 'react';

export interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  /** Call-to-action buttons under the intro. */
  actions?: ReactNode;
}

/** The ocean-blue band at the top of every public page; holds the page's one <h1>. */
export function PageHero({ eyebrow, title, children, actions }: PageHeroProps) {
  return (
    <section className="bg-linear-to-b from-ocean-900 to-ocean-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-palm-200">{eyebrow}</p>}
        <h1 className="mt-2 text-3xl font-bold leading-tight text-balance sm:text-4xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-base text-ocean-100 sm:text-lg">{children}</div>}
        {actions && <div className="mt-6 flex flex-wrap gap-3">{actions}</div>}
      </div>
    </section>
  );
}
