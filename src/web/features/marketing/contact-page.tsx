import { Container } from '../../components/ui/container';
import { Reveal } from '../../components/ui/reveal';
import { ContactForm } from './components/contact-form';
import { ContactHero } from './components/contact-hero';
import { FaqList } from './components/faq-list';
import { QuickContactCards, SocialLinks } from './components/quick-contact';
import { SectionHeading } from './components/section-heading';
import { contactFaq } from './content/contact';

export function ContactPage() {
  return (
    <>
      <ContactHero />
      <Container className="grid gap-12 py-16 lg:grid-cols-[3fr_2fr]">
        <Reveal>
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <ContactForm />
          </div>
        </Reveal>
        <Reveal>
          <section aria-labelledby="quick-contact-title" className="space-y-6">
            <h2 id="quick-contact-title" className="font-bold text-2xl text-slate-900">
              Other ways to reach us
            </h2>
            <QuickContactCards />
            <h3 className="font-semibold text-slate-900">Follow us</h3>
            <SocialLinks />
          </section>
        </Reveal>
      </Container>
      <section aria-labelledby="faq-title" className="bg-slate-50 py-16">
        <Container>
          <Reveal>
            <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
            <div className="mt-8 max-w-3xl">
              <FaqList items={contactFaq} />
            </div>
          </Reveal>
        </Container>
      </section>
    </>
  );
}
