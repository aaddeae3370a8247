import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { successStories } from '../content/success-stories';
import { useRotation } from '../hooks/use-rotation';
import { RotationToggle } from './rotation-toggle';
import { StoryCard } from './story-card';

export const carouselIntervalMs = 8000;

const controlClasses =
  'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2';

/** A manual move stops the advance; hover or focus holds it (docs/product/site.md#motion). */
export function SuccessStoryCarousel() {
  const reduced = useReducedMotion();
  const [held, setHeld] = useState(false);
  const count = successStories.length;
  const rotation = useRotation(count, carouselIntervalMs, held);
  const story = successStories[rotation.index] ?? successStories[0];
  if (!story) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Stories from placed professionals"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={controlClasses}
          onClick={rotation.previous}
          aria-label="Previous story"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button type="button" className={controlClasses} onClick={rotation.next} aria-label="Next story">
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        {reduced ? null : (
          <RotationToggle rotating={!rotation.stopped} onToggle={rotation.toggle} what="stories" />
        )}
      </div>
      <div
        aria-live={rotation.rotating ? 'off' : 'polite'}
        aria-atomic="true"
        className="mt-6"
        data-testid="carousel-slide"
      >
        {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group, not a form fieldset */}
        <div role="group" aria-roledescription="slide" aria-label={`${rotation.index + 1} of ${count}`}>
          <StoryCard story={story} />
        </div>
      </div>
      <div className="mt-6 flex justify-center gap-2">
        {successStories.map((item, index) => (
          <button
            key={item.id}
            type="button"
            aria-label={`Show story ${index + 1} of ${count}: ${item.name}`}
            aria-current={index === rotation.index ? 'true' : undefined}
            onClick={() => rotation.select(index)}
            className="flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-700 focus-visible:outline-offset-2"
          >
            <span
              aria-hidden="true"
              className={`block rounded-full border-2 border-brand-700 ${index === rotation.index ? 'size-4 bg-brand-700' : 'size-3 bg-white'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
