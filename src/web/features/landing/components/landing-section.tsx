import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';
import { Reveal } from '../../../components/ui/reveal';

interface LandingSectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  /** Alternating background, so neighbouring sections are told apart. */
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/**
 * Every section sits below the hero, so `content-visibility: auto` lets the first paint lay out the
 * hero, not all eleven sections.
 */
export function LandingSection({ id, title, intro, tone = 'plain', children }: LandingSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`py-14 [contain-intrinsic-size:auto_900px] [content-visibility:auto] sm:py-20 ${tone === 'muted' ? 'bg-slate-50' : 'bg-white'}`}
    >
      <Container>
        <Reveal>
          <h2 id={headingId} className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            {title}
          </h2>
          {intro ? <div className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</div> : null}
          <div className="mt-8">{children}</div>
        </Reveal>
      </Container>
    </section>
  );
}
