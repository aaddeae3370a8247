import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { CaseStudy } from '../content/case-studies';

export function CaseStudyDialog({ study, onClose }: { study: CaseStudy; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog labelledBy={titleId} describedBy={descriptionId} onDismiss={onClose} className="max-w-2xl">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="font-semibold text-brand-800 text-sm">{study.client}</p>
          <h2 id={titleId} className="font-bold text-2xl text-slate-900">
            {study.title}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close case study"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={descriptionId} className="mt-2 text-slate-700">
        {study.description}
      </p>
      <h3 className="mt-6 font-semibold text-slate-900">The challenge</h3>
      <p className="mt-2 text-slate-700">{study.content.challenge}</p>
      <h3 className="mt-6 font-semibold text-slate-900">What we did</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
        {study.content.approach.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <h3 className="mt-6 font-semibold text-slate-900">Results</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
        {study.content.results.map((result) => (
          <li key={result}>{result}</li>
        ))}
      </ul>
      <div className="mt-8 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
