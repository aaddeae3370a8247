import { Star } from 'lucide-react';
import type { Testimonial } from '../content/success-stories';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
}

/** One testimonial: quote, person, outcome, time to placement and rating (in words, stars are decoration). */
export function StoryCard({ story, headingLevel = 3 }: { story: Testimonial; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
        >
          {initials(story.name)}
        </span>
        <figcaption>
          <Heading className="font-semibold text-lg text-slate-900">{story.name}</Heading>
          <p className="text-slate-700 text-sm">
            {story.role}, {story.location}
          </p>
        </figcaption>
      </div>
      <blockquote className="mt-4 flex-1 text-slate-800">
        <p>“{story.testimonial}”</p>
      </blockquote>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="font-semibold text-slate-900">Outcome</dt>
          <dd className="text-slate-700">{story.outcome}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Time to placement</dt>
          <dd className="text-slate-700">{story.timeToPlacement}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-900">Employer</dt>
          <dd className="text-slate-700">{story.employerName}</dd>
        </div>
      </dl>
      <p className="mt-4 flex items-center gap-1 text-slate-800 text-sm">
        <span aria-hidden="true" className="flex text-amber-600">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className={`size-4 ${n <= Math.round(story.rating) ? 'fill-current' : ''}`} />
          ))}
        </span>
        <span>Rated {story.rating} out of 5</span>
      </p>
    </figure>
  );
}
