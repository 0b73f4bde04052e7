import type { ReactNode } from 'react';
import { PageHero } from './page-hero';

export interface LegalSection {
  heading: string;
  body: ReactNode;
}

/** Privacy Policy / Terms of Service layout: dated title, a table of contents and numbered sections. */
export function LegalDocument({ title, updated, intro, sections }: { title: string; updated: string; intro: ReactNode; sections: LegalSection[] }) {
  const anchor = (i: number) => `section-${i + 1}`;
  return (
    <div>
      <PageHero eyebrow="Fiji Rugby Talent Network" title={title}>
        <p>Last updated: {updated}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <div className="text-base leading-relaxed">{intro}</div>
        <nav aria-label="Contents" className="mt-6 rounded-lg border border-border bg-muted p-4">
          <h2 className="text-sm font-semibold">Contents</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {sections.map((section, i) => (
              <li key={section.heading}>
                <a className="text-primary underline" href={`#${anchor(i)}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, i) => (
          <section key={section.heading} id={anchor(i)} className="mt-8 scroll-mt-20">
            <h2 className="text-xl font-semibold">
              {i + 1}. {section.heading}
            </h2>
            <div className="mt-2 space-y-3 leading-relaxed [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5">{section.body}</div>
          </section>
        ))}
      </div>
    </div>
  );
}
