import { Check, ChevronDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type Service, services } from '../content/services';

/** Opening a card closes any other; opening the open card closes it. */
export function toggledService(openId: string | null, clickedId: string): string | null {
  return openId === clickedId ? null : clickedId;
}

function ServiceDetails({ service }: { service: Service }) {
  return (
    <div id={`service-${service.id}-details`} className="mt-4 space-y-4 border-slate-200 border-t pt-4">
      <p className="text-slate-700">{service.fullDescription}</p>
      <div>
        <h4 className="font-semibold text-slate-900">Features</h4>
        <ul className="mt-2 space-y-1.5">
          {service.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-700 text-sm">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {feature}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className="font-semibold text-slate-900">Benefits</h4>
        <ul className="mt-2 space-y-1.5">
          {service.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2 text-slate-700 text-sm">
              <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      {/* Learn More does nothing further (docs/product/site.md#consultancy-landing). */}
      <Button variant="secondary">Learn More</Button>
    </div>
  );
}

export function ServiceCards() {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ul className="mt-8 grid gap-6 lg:grid-cols-3">
      {services.map((service) => {
        const open = openId === service.id;
        return (
          <li key={service.id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={`service-${service.id}-details`}
                onClick={() => setOpenId((current) => toggledService(current, service.id))}
                className="flex w-full items-start justify-between gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
              >
                <span>
                  <span
                    className={`inline-block rounded-md px-2 py-1 font-semibold text-xl ${service.colour}`}
                  >
                    {service.title}
                  </span>
                  <span className="mt-3 block font-normal text-slate-700">{service.shortDescription}</span>
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={`mt-1 size-5 shrink-0 text-slate-600 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            {open ? <ServiceDetails service={service} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
