import { brand } from '../../../../shared/content/brand';
import { describePeriod, retentionPeriods } from '../../../../shared/content/retention-periods';
import type { AboutSectionId } from './about-outline';
import { platformClaims, platformFees, platformFigures } from './platform-facts';

export interface AboutSection {
  id: AboutSectionId;
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
}

export const aboutSections: readonly AboutSection[] = [
  {
    id: 'what-we-do',
    title: `What ${brand.platformName} is`,
    paragraphs: [
      'Since 2019 the Additional Roles Reimbursement Scheme has funded primary care networks to bring clinical pharmacists, first contact physiotherapists, paramedics, social prescribers, care coordinators and many other roles into general practice. These roles are still new to many practices, and the people in them often work across several sites with little peer support.',
      `${brand.platformName} brings them together: a free professional profile, a community for professional discussion, and a recruitment service that introduces professionals to employers who understand the role.`,
    ],
    points: [
      `${platformFigures.professionals} professionals and ${platformFigures.employers} employers across ${platformFigures.regions} regions`,
      `${platformFigures.averageDaysToPlacement} days average time to placement`,
      `${platformFigures.unadvertisedPlacementsPercent}% of placements were never advertised`,
    ],
  },
  {
    id: 'representation',
    title: 'We act as your representative',
    paragraphs: [
      `When you join as a candidate, ${brand.consultancyName} acts as your recruitment representative. That means we work for you: we find out what matters to you, check roles before we mention them, and speak to employers on your behalf.`,
      `${platformClaims.approvalPerOpportunity} For every opportunity we tell you the employer, the role and its terms first, and you decide whether we put you forward.`,
      `${platformClaims.candidatesNeverCharged} Once you start, we stay in touch for ${platformFigures.integrationSupportMonths} months of integration support, so early problems with supervision, induction or workload are raised and solved.`,
    ],
  },
  {
    id: 'employers',
    title: 'How employers work with us',
    paragraphs: [
      `Employers register and are verified before they can search. ${platformClaims.verifiedEmployersOnly} Verified employers can search professionals and express interest; we then ask the candidate before any details are shared.`,
      `Our recruitment service is success-fee based. Employers pay ${platformFees.permanentPercent}% of gross annual salary for permanent hires and ${platformFees.locumPercent}% for locum hires, and nothing until a placement is made.`,
    ],
  },
  {
    id: 'your-data',
    title: 'Your data and your consent',
    paragraphs: [
      'You choose how visible you are: a community member is not shown to employers; a professional portfolio and an active job seeker are shown to verified employers only.',
      `${platformClaims.withdrawConsent} Candidate data is kept while you are active, or up to ${describePeriod(retentionPeriods.candidateInactivity)} after inactivity. Our privacy notice explains what we collect, why, and your rights.`,
    ],
  },
  {
    id: 'who-we-are',
    title: `Who runs ${brand.platformName}`,
    paragraphs: [
      `${brand.platformName} is run by ${brand.consultancyName}, a healthcare consultancy for NHS primary and community care established in ${brand.established}. Alongside recruitment we support NHS trusts, primary care networks and GP practices with business development, project management and digital transformation.`,
      `Candidates rate us ${platformFigures.candidateSatisfaction}, employers ${platformFigures.employerSatisfaction}, and ${platformFigures.wouldRecommendPercent}% would recommend us.`,
    ],
  },
];
