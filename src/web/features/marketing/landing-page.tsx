import { Check } from 'lucide-react';
import { brand } from '../../../shared/content/brand';
import { paths } from '../../../shared/routing/paths';
import { Container } from '../../components/ui/container';
import { LinkButton } from '../../components/ui/link-button';
import { Reveal } from '../../components/ui/reveal';
import { AppLink } from '../../lib/navigation/navigation';
import { FounderProfile, PartnerLogos } from './components/founder-and-partners';
import { LandingHero } from './components/landing-hero';
import { SectionHeading } from './components/section-heading';
import { ServiceCards } from './components/service-cards';
import { SuccessStories } from './components/success-stories';
import { deliveryOffers } from './content/consultancy';

const ctaLink =
  'rounded text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-white';

export function LandingPage() {
  return (
    <>
      <LandingHero />
      <section id="services" aria-labelledby="services-title" className="scroll-mt-20 py-16">
        <Container>
          <Reveal>
            <SectionHeading
              id="services-title"
              title="Services"
              intro="Open a service to see what it includes and what it delivers."
            />
            <ServiceCards />
          </Reveal>
        </Container>
      </section>
      <div className="bg-slate-50 py-16">
        <Container className="grid gap-8 md:grid-cols-2">
          {deliveryOffers.map((offer) => (
            <section
              key={offer.id}
              id={offer.id}
              aria-labelledby={`${offer.id}-title`}
              className="scroll-mt-20"
            >
              <Reveal className="h-full rounded-xl border border-slate-200 bg-white p-6">
                <h2 id={`${offer.id}-title`} className="font-bold text-2xl text-slate-900">
                  {offer.title}
                </h2>
                <p className="mt-3 text-slate-700">{offer.text}</p>
                <ul className="mt-4 space-y-1.5">
                  {offer.points.map((point) => (
                    <li key={point} className="flex gap-2 text-slate-700">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
                      {point}
                    </li>
                  ))}
                </ul>
              </Reveal>
            </section>
          ))}
        </Container>
      </div>
      <section id="success-stories" aria-labelledby="stories-title" className="scroll-mt-20 py-16">
        <Container>
          <Reveal>
            <SectionHeading
              id="stories-title"
              title="Success stories"
              intro="Sample case studies from our programmes."
            />
            <SuccessStories />
          </Reveal>
        </Container>
      </section>
      <section aria-labelledby="founder-title" className="bg-slate-50 py-16">
        <Container>
          <Reveal>
            <SectionHeading
              id="founder-title"
              eyebrow="Our founder"
              title="Led by people who have run the service"
            />
            <FounderProfile />
          </Reveal>
        </Container>
      </section>
      <section aria-labelledby="partners-title" className="py-16">
        <Container>
          <Reveal>
            <SectionHeading id="partners-title" eyebrow="Trusted partners" title="Who we work with" />
            <PartnerLogos />
          </Reveal>
        </Container>
      </section>
      <section aria-labelledby="cta-title" className="bg-brand-900 py-16 text-white">
        <Container>
          <h2 id="cta-title" className="font-bold text-3xl tracking-tight">
            Ready to talk?
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-100">
            Book a free 30-minute discovery call, or join {brand.platformName}, our jobs and community
            platform for ARRS roles.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <LinkButton to={paths.contact} size="lg" variant="secondary">
              Contact us
            </LinkButton>
            <LinkButton to={paths.platform.auth} size="lg" variant="secondary">
              Join {brand.platformName}
            </LinkButton>
            <LinkButton to={paths.recruitment} size="lg" variant="secondary">
              Recruitment services
            </LinkButton>
          </div>
          <p className="mt-8 text-slate-100 text-sm">
            How we handle your data: read our{' '}
            <AppLink to={paths.privacy} className={ctaLink}>
              privacy policy
            </AppLink>
            ,{' '}
            <AppLink to={paths.cookies} className={ctaLink}>
              cookie policy
            </AppLink>{' '}
            and{' '}
            <AppLink to={paths.terms} className={ctaLink}>
              terms of use
            </AppLink>
            .
          </p>
        </Container>
      </section>
    </>
  );
}
