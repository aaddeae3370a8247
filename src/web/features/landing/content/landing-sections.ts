import { platformFees, platformFigures } from './platform-facts';

const f = platformFigures;

/** Rows of the comparison table (section 3). */
export const comparisonRows: readonly { aspect: string; arrsPlace: string; agencies: string }[] = [
  {
    aspect: 'Cost to candidates',
    arrsPlace: 'Free. Candidates are never charged.',
    agencies: 'Free to register, but pay rates may carry an agency margin',
  },
  {
    aspect: 'Employer fee',
    arrsPlace: `Success fee only: ${platformFees.permanentPercent}% permanent, ${platformFees.locumPercent}% locum`,
    agencies: 'Often 15–25% of salary, or a daily margin on locum work',
  },
  {
    aspect: 'Who sees your profile',
    arrsPlace: 'Only verified employers',
    agencies: 'Varies; CVs are sometimes sent speculatively',
  },
  {
    aspect: 'Sharing your details',
    arrsPlace: 'Only with your approval for each opportunity',
    agencies: 'Consent is often given once, for everything',
  },
  {
    aspect: 'Specialism',
    arrsPlace: 'ARRS roles in NHS primary care only',
    agencies: 'Usually generalist across health and care',
  },
  {
    aspect: 'Average time to placement',
    arrsPlace: `${f.averageDaysToPlacement} days`,
    agencies: 'Often several weeks',
  },
  {
    aspect: 'Unadvertised roles',
    arrsPlace: `${f.unadvertisedPlacementsPercent}% of placements were never advertised`,
    agencies: 'Mostly advertised vacancies',
  },
  {
    aspect: 'After you start',
    arrsPlace: `${f.integrationSupportMonths}-month integration support`,
    agencies: 'Support usually ends at placement',
  },
];

/** Section 4: what each side gets. */
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

/** Section 8. */
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

/** Section 10. */
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
