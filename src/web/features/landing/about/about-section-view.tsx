import { CheckCircle2 } from 'lucide-react';
import type { AboutSection } from '../content/about-content';

export function AboutSectionView({ section }: { section: AboutSection }) {
  return (
    <>
      <h2 id={`${section.id}-heading`} className="font-bold text-2xl text-slate-900 tracking-tight">
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 text-lg text-slate-800">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {section.points ? (
        <ul className="mt-5 space-y-2">
          {section.points.map((point) => (
            <li key={point} className="flex gap-2 text-slate-800">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
