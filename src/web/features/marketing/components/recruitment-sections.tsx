import { Briefcase, Check, MapPin, PoundSterling } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { type ExecutiveService, executiveServices, opportunities, sectors } from '../content/recruitment';

export function OpportunityList({ onApply }: { onApply: (role: string) => void }) {
  return (
    <ul className="mt-8 grid gap-6 lg:grid-cols-3">
      {opportunities.map((job) => (
        <li key={job.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="font-semibold text-slate-900 text-xl">{job.role}</h3>
          <dl className="mt-3 space-y-1.5 text-slate-700 text-sm">
            <div className="flex gap-2">
              <dt>
                <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                <span className="sr-only">Location</span>
              </dt>
              <dd>{job.location}</dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <Briefcase aria-hidden="true" className="size-4 text-brand-700" />
                <span className="sr-only">Type</span>
              </dt>
              <dd>{job.type}</dd>
            </div>
            <div className="flex gap-2">
              <dt>
                <PoundSterling aria-hidden="true" className="size-4 text-brand-700" />
                <span className="sr-only">Pay</span>
              </dt>
              <dd className="font-semibold text-slate-900">{job.pay}</dd>
            </div>
          </dl>
          <p className="mt-4 text-slate-700">{job.description}</p>
          <h4 className="mt-4 font-semibold text-slate-900 text-sm">Requirements</h4>
          <ul className="mt-2 flex-1 space-y-1.5">
            {job.requirements.map((requirement) => (
              <li key={requirement} className="flex gap-2 text-slate-700 text-sm">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {requirement}
              </li>
            ))}
          </ul>
          <Button
            className="mt-6"
            onClick={() => onApply(job.role)}
            aria-label={`Apply Now: ${job.role}`}
            aria-haspopup="dialog"
          >
            Apply Now
          </Button>
        </li>
      ))}
    </ul>
  );
}

export function SectorList() {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-3">
      {sectors.map((sector) => (
        <li key={sector.id} className="rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="font-semibold text-slate-900 text-xl">{sector.title}</h3>
          <p className="mt-2 text-slate-700">{sector.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function ExecutiveCards({ onOpen }: { onOpen: (service: ExecutiveService) => void }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {executiveServices.map((service) => (
        <li key={service.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6">
          <h3 className="font-semibold text-slate-900 text-xl">{service.title}</h3>
          <p className="mt-2 flex-1 text-slate-700">{service.summary}</p>
          <Button
            variant="secondary"
            className="mt-5 self-start"
            onClick={() => onOpen(service)}
            aria-haspopup="dialog"
          >
            Learn more<span className="sr-only"> about {service.title}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
