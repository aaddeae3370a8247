import type { ReactNode } from 'react';
import { paths } from '../../../shared/routing/paths';
import { BackButton } from '../../components/ui/back-button';
import { Container } from '../../components/ui/container';

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** The layout: docs/product/site.md#legal-pages. */
export function LegalPage({ title, updated, intro, sections }: LegalPageProps) {
  return (
    <Container className="py-12 sm:py-16">
      <BackButton fallback={paths.home} />
      <p className="mt-8 font-semibold text-brand-800 text-sm uppercase tracking-wide">Legal</p>
      <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-slate-600 text-sm">Last updated {updated}</p>
      <div className="mt-6 max-w-3xl space-y-4 text-lg text-slate-700">{intro}</div>
      <nav
        aria-label="On this page"
        className="mt-8 max-w-3xl rounded-xl border border-slate-200 bg-slate-50 p-5"
      >
        <h2 className="font-semibold text-slate-900">On this page</h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded text-brand-800 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="legal-prose mt-10 max-w-3xl space-y-10">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-20"
          >
            <h2 id={`${section.id}-title`} className="font-bold text-2xl text-slate-900">
              {section.heading}
            </h2>
            <div className="mt-3 space-y-3 text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-slate-900 [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left">
              {section.body}
            </div>
          </section>
        ))}
      </div>
      <div className="mt-12">
        <BackButton fallback={paths.home} />
      </div>
    </Container>
  );
}
