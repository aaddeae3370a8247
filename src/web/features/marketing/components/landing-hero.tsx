import { ArrowRight } from 'lucide-react';
import { brand } from '../../../../shared/content/brand';
import { paths } from '../../../../shared/routing/paths';
import { Container } from '../../../components/ui/container';
import { CountUpStat } from '../../../components/ui/count-up-stat';
import { LinkButton } from '../../../components/ui/link-button';
import { RotatingText } from '../../../components/ui/rotating-text';
import { heroPhrases, landingStats } from '../content/consultancy';

export function LandingHero() {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-14 sm:py-20">
        <p className="font-semibold text-brand-800 text-sm uppercase tracking-wide">
          {brand.consultancyName}
        </p>
        <h1
          id="hero-title"
          className="mt-3 max-w-3xl font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl"
        >
          Healthcare consultancy for <RotatingText phrases={heroPhrases} className="block text-brand-800" />
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-700">
          We help NHS trusts, primary care networks, GP practices and health technology firms recruit, grow
          and modernise, with senior people who have done the work themselves.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <LinkButton to={paths.contact} size="lg">
            Book a free discovery call
            <ArrowRight aria-hidden="true" className="size-4" />
          </LinkButton>
          <LinkButton to={paths.platform.landing} size="lg" variant="secondary">
            Explore {brand.platformName}
          </LinkButton>
          <LinkButton to={paths.recruitment} size="lg" variant="ghost">
            Recruitment
          </LinkButton>
        </div>
        <dl className="mt-12 grid max-w-2xl grid-cols-1 gap-6 sm:grid-cols-3">
          {landingStats.map((stat) => (
            <CountUpStat key={stat.label} item={stat} />
          ))}
        </dl>
      </Container>
    </section>
  );
}
