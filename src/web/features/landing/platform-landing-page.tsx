import { lazy, Suspense } from 'react';
import { ComparisonTable } from './components/comparison-table';
import { EarlyAccess } from './components/early-access-section';
import { FinalCallToAction } from './components/final-call-to-action';
import { HeroSection } from './components/hero-section';
import { HowItWorks } from './components/how-it-works';
import { LandingSection } from './components/landing-section';
import { ParticipationOptions } from './components/participation-options';
import { SuccessStoryCarousel } from './components/success-story-carousel';
import { TrustCards } from './components/trust-cards';
import { ValueProposition } from './components/value-proposition';
import { launchDateLabel, platformFigures } from './content/platform-facts';

// Below the fold and interactive: the calculator and the catalogue with its 26 roles load as their own
// chunks after the rest of the page (initial-JS budget, decision 008). The countdown stays in the page:
// a lazy section's reveal waits on React's timers, which the countdown's paused-clock test holds.
const ProfileStrengthCalculator = lazy(() =>
  import('./components/profile-strength-calculator').then((module) => ({
    default: module.ProfileStrengthCalculator,
  })),
);
const RolesCatalogue = lazy(() =>
  import('./components/roles-catalogue').then((module) => ({ default: module.RolesCatalogue })),
);

const loading = (what: string) => <p className="text-slate-700">Loading {what}...</p>;

/** The eleven sections of docs/product/site.md#platform-landing, in order. */
export function PlatformLandingPage() {
  return (
    <>
      <HeroSection />
      <LandingSection
        id="success-stories"
        title="Success stories"
        tone="muted"
        intro={`Placed in an average of ${platformFigures.averageDaysToPlacement} days. Sample stories; names shortened for privacy.`}
      >
        <SuccessStoryCarousel />
      </LandingSection>
      <LandingSection id="comparison" title="ARRS Place compared with traditional agencies">
        <ComparisonTable />
      </LandingSection>
      <LandingSection id="value" title="Built for professionals and employers" tone="muted">
        <ValueProposition />
      </LandingSection>
      <LandingSection
        id="profile-strength"
        title="How strong could your profile be?"
        intro="Answer three quick questions to see your profile strength and the benefits it unlocks."
      >
        <Suspense fallback={loading('calculator')}>
          <ProfileStrengthCalculator />
        </Suspense>
      </LandingSection>
      <LandingSection
        id="early-access"
        title="Founding-member early access"
        tone="muted"
        intro={`Join the founding-member early-access programme ahead of the official launch on ${launchDateLabel()}.`}
      >
        <EarlyAccess />
      </LandingSection>
      <LandingSection id="participation" title="Choose how you take part">
        <ParticipationOptions />
      </LandingSection>
      <LandingSection id="trust" title="Why professionals trust us" tone="muted">
        <TrustCards />
      </LandingSection>
      <LandingSection
        id="roles"
        title="Explore ARRS roles"
        intro="26 roles across the primary care team, including those funded by the Additional Roles Reimbursement Scheme: what they do, where they work and what employers look for."
      >
        <Suspense fallback={loading('roles')}>
          <RolesCatalogue />
        </Suspense>
      </LandingSection>
      <LandingSection id="how-it-works" title="How it works" tone="muted">
        <HowItWorks />
      </LandingSection>
      <FinalCallToAction />
    </>
  );
}
