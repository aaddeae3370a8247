import { Container } from '../../../components/ui/container';
import { LinkButton } from '../../../components/ui/link-button';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { heroActions, heroJobsLink, heroRotationMs, heroTaglines } from '../content/hero-content';
import { platformFigures } from '../content/platform-facts';
import { useRotation } from '../hooks/use-rotation';
import { RotationToggle } from './rotation-toggle';

export function HeroSection() {
  const reduced = useReducedMotion();
  const rotation = useRotation(heroTaglines.length, heroRotationMs);
  const tagline = heroTaglines[rotation.index] ?? heroTaglines[0];
  return (
    <section
      id="hero"
      aria-labelledby="hero-heading"
      className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-24"
    >
      <Container>
        <p className="font-semibold text-brand-800 text-sm uppercase tracking-wide">
          Jobs and community for ARRS roles in NHS primary care
        </p>
        <h1
          id="hero-heading"
          className="mt-3 max-w-3xl font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl"
        >
          Find your place in primary care
        </h1>
        <div className="mt-5 flex min-h-16 max-w-3xl items-start gap-3">
          <p data-testid="hero-tagline" className="flex-1 text-slate-700 text-xl sm:text-2xl">
            {tagline}
          </p>
          {reduced ? null : (
            <RotationToggle rotating={rotation.rotating} onToggle={rotation.toggle} what="taglines" />
          )}
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {heroActions.map((action) => (
            <LinkButton key={action.label} to={action.to} variant={action.variant} size="lg">
              {action.label}
            </LinkButton>
          ))}
        </div>
        <LinkButton to={heroJobsLink.to} variant="ghost" className="mt-3 -ml-4">
          {heroJobsLink.label}
        </LinkButton>
        <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-4 text-center sm:text-left">
          {[
            { value: platformFigures.professionals, label: 'professionals' },
            { value: platformFigures.employers, label: 'employers' },
            { value: platformFigures.regions, label: 'regions' },
          ].map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse">
              <dt className="text-slate-700 text-sm">{figure.label}</dt>
              <dd className="font-bold text-2xl text-slate-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
