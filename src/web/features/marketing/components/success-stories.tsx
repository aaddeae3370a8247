import { ArrowRight, Building2, PhoneCall, Rocket, Workflow } from 'lucide-react';
import { useState } from 'react';
import { type CaseStudy, type CaseStudyMark, caseStudies } from '../content/case-studies';
import { CaseStudyDialog } from './case-study-dialog';

const marks: Record<CaseStudyMark, typeof Building2> = {
  hub: Building2,
  phone: PhoneCall,
  growth: Rocket,
  programme: Workflow,
};

export function SuccessStories() {
  const [open, setOpen] = useState<CaseStudy | null>(null);
  return (
    <>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {caseStudies.map((study) => {
          const Mark = marks[study.image];
          return (
            <li
              key={study.id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <Mark aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 font-semibold text-slate-900 text-xl">{study.title}</h3>
              <p className="mt-1 text-slate-600 text-sm">{study.client}</p>
              <p className="mt-3 flex-1 text-slate-700">{study.description}</p>
              <button
                type="button"
                onClick={() => setOpen(study)}
                aria-haspopup="dialog"
                aria-label={`Read the case study: ${study.title}`}
                className="mt-5 inline-flex min-h-11 items-center gap-2 self-start rounded-md font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                Read the case study
                <ArrowRight aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {open ? <CaseStudyDialog study={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
