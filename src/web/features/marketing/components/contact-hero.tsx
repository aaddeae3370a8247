import { Mail, Phone } from 'lucide-react';
import { brand } from '../../../../shared/content/brand';
import { buttonClasses } from '../../../components/ui/button-styles';
import { Container } from '../../../components/ui/container';
import { CountUpStat } from '../../../components/ui/count-up-stat';
import { RotatingText } from '../../../components/ui/rotating-text';
import { contactHeadlines, contactStats } from '../content/contact';

export function ContactHero() {
  return (
    <section aria-labelledby="contact-title" className="bg-brand-900 text-white">
      <Container className="py-14 sm:py-20">
        <h1 id="contact-title" className="font-semibold text-brand-100 text-sm uppercase tracking-wide">
          Contact us
        </h1>
        <p className="mt-3 font-bold text-4xl tracking-tight sm:text-5xl">
          <RotatingText phrases={contactHeadlines} />
        </p>
        <p className="mt-5 max-w-2xl text-lg text-slate-100">
          Tell us what you are working on. A consultant replies within 2 hours in office hours, and the first
          30-minute discovery call is free.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href={`tel:${brand.phone.tel}`} className={buttonClasses('secondary', 'lg')}>
            <Phone aria-hidden="true" className="size-4" />
            Call {brand.phone.display}
          </a>
          <a href={`mailto:${brand.email}`} className={buttonClasses('secondary', 'lg')}>
            <Mail aria-hidden="true" className="size-4" />
            E-mail {brand.email}
          </a>
        </div>
        <dl className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-4">
          {contactStats.map((stat) => (
            <CountUpStat key={stat.label} item={stat} tone="dark" />
          ))}
        </dl>
      </Container>
    </section>
  );
}
