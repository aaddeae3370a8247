import { platformFees, platformFigures } from './platform-facts';

const f = platformFigures;

/**
 * Agencies differ and we hold no survey of them: their column claims no figure it cannot back
 * (landing-sections.test.ts keeps numbers out of it, bar our own fees).
 */
export const comparisonRows: readonly { aspect: string; arrsPlace: string; agencies: string }[] = [
  {
    aspect: 'Cost to candidates',
    arrsPlace: 'Free. Candidates are never charged.',
    agencies: 'Typically free too: UK law bars most agency fees to work-seekers',
  },
  {
    aspect: 'Employer fee',
    arrsPlace: `Success fee only: ${platformFees.permanentPercent}% permanent, ${platformFees.locumPercent}% locum`,
    agencies: `Set by each agency; compare any quote with our ${platformFees.permanentPercent}% and ${platformFees.locumPercent}%`,
  },
  {
    aspect: 'Who sees your profile',
    arrsPlace: 'Only verified employers',
    agencies: 'Depends on each agency’s own practice',
  },
  {
    aspect: 'Sharing your details',
    arrsPlace: 'Only with your approval for each opportunity',
    agencies: 'Set by the terms you agree when you register',
  },
  {
    aspect: 'Specialism',
    arrsPlace: 'ARRS roles in NHS primary care only',
    agencies: 'Ranges from general staffing to health specialists',
  },
  {
    aspect: 'Average time to placement',
    arrsPlace: `${f.averageDaysToPlacement} days`,
    agencies: 'Varies by agency and role',
  },
  {
    aspect: 'Unadvertised roles',
    arrsPlace: `${f.unadvertisedPlacementsPercent}% of placements were never advertised`,
    agencies: 'Varies by agency',
  },
  {
    aspect: 'After you start',
    arrsPlace: `${f.integrationSupportMonths}-month integration support`,
    agencies: 'Varies; ask what support follows a placement',
  },
];

export const valueProposition = {
  professionals: {
    title: 'For professionals',
    points: [
      'A free profile that shows your ARRS role, experience, qualifications and a video introduction',
      'Visible only to verified employers, and your details shared only when you approve an opportunity',
      `Access to roles that are never advertised: ${f.unadvertisedPlacementsPercent}% of our placements`,
      `${f.integrationSupportMonths}-month integration support once you start`,
      'A professional community for discussion with peers across primary care',
    ],
  },
  employers: {
    title: 'For employers',
    points: [
      'Search verified ARRS professionals and express interest in a few clicks',
      `Success-fee pricing: ${platformFees.permanentPercent}% of gross annual salary for permanent hires, ${platformFees.locumPercent}% for locum hires`,
      `An average of ${f.averageDaysToPlacement} days from introduction to placement`,
      'Candidates who already know the ARRS role, its supervision and its claims',
      `${f.integrationSupportMonths}-month integration support to help new starters stay`,
    ],
  },
} as const;

export const trustCards: readonly { title: string; text: string }[] = [
  { title: 'Free membership', text: 'Membership is free and candidates are never charged.' },
  { title: 'Verified employers only', text: 'Profiles are visible only to verified employers.' },
  {
    title: 'Your approval, every time',
    text: 'Your personal details are never shared with an employer without your prior approval for each opportunity.',
  },
  {
    title: 'Consent you control',
    text: 'You can withdraw your consent at any time in your account settings.',
  },
  {
    title: 'Trusted by our community',
    text: `Candidates rate us ${f.candidateSatisfaction}, employers ${f.employerSatisfaction}, and ${f.wouldRecommendPercent}% would recommend us.`,
  },
  {
    title: 'Support after you start',
    text: `${f.integrationSupportMonths}-month integration support for every placement.`,
  },
];

export const howItWorksSteps: readonly { title: string; text: string }[] = [
  {
    title: 'Create your free profile',
    text: 'Add your ARRS role, experience, qualifications and, if you like, a short video introduction.',
  },
  {
    title: 'Choose how visible you are',
    text: 'Stay a community member, build a professional portfolio, or become an active job seeker for priority matching.',
  },
  {
    title: 'Approve each opportunity',
    text: 'Verified employers express interest; we check the role and ask you before sharing any details.',
  },
  {
    title: 'Start with support',
    text: `We arrange introductions and interviews, then stay in touch for ${f.integrationSupportMonths} months of integration support.`,
  },
];
