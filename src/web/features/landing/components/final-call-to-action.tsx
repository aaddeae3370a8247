import { Container } from '../../../components/ui/container';
import { LinkButton } from '../../../components/ui/link-button';
import { AppLink } from '../../../lib/navigation/navigation';
import { authFor } from '../content/hero-content';
import { platformClaims } from '../content/platform-facts';

export function FinalCallToAction() {
  return (
    <section id="get-started" aria-labelledby="get-started-heading" className="bg-brand-800 py-16 text-white">
      <Container className="text-center">
        <h2 id="get-started-heading" className="font-bold text-3xl tracking-tight">
          Ready to find your place?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg">
          {platformClaims.membershipFree} {platformClaims.candidatesNeverCharged}{' '}
          {platformClaims.verifiedEmployersOnly}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <LinkButton to={authFor.candidate} size="lg" variant="secondary">
            Join as a Professional
          </LinkButton>
          <AppLink
            to={authFor.employer}
            className="inline-flex min-h-12 items-center justify-center rounded-md border border-white px-6 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-white focus-visible:outline-offset-2"
          >
            Hire ARRS Professionals
          </AppLink>
        </div>
      </Container>
    </section>
  );
}
