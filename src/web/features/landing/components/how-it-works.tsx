import { howItWorksSteps } from '../content/landing-sections';

/** The step number is text, not only a coloured circle. */
export function HowItWorks() {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
      {howItWorksSteps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-3 font-semibold text-lg text-slate-900">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
