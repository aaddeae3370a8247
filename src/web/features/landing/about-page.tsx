import { lazy, Suspense } from 'react';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { OnDemandSection } from './about/on-demand-section';
import { aboutIntro, aboutSectionIds } from './content/about-outline';
import { authFor } from './content/hero-content';

const AboutSectionById = lazy(() =>
  import('./about/about-section-by-id').then((module) => ({ default: module.AboutSectionById })),
);

/** /arrsplace/about and its alias /about-arrsplace: the sections load as the visitor scrolls to them. */
export function AboutPage() {
  return (
    <Container className="py-12 sm:py-16">
      <p className="font-semibold text-brand-800 text-sm uppercase tracking-wide">About us</p>
      <h1 className="mt-2 max-w-3xl font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        About ARRS Place
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{aboutIntro}</p>
      <div className="mt-8 max-w-3xl">
        {aboutSectionIds.map((id) => (
          <OnDemandSection key={id} id={id}>
            <Suspense fallback={<p className="text-slate-700">Loading...</p>}>
              <AboutSectionById id={id} />
            </Suspense>
          </OnDemandSection>
        ))}
      </div>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <LinkButton to={authFor.candidate} size="lg">
          Join as a Professional
        </LinkButton>
        <LinkButton to={authFor.employer} size="lg" variant="secondary">
          Register as an Employer
        </LinkButton>
      </div>
    </Container>
  );
}
