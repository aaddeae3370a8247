/** The one place to edit the marketing figures (docs/product/site.md#marketing-figures). */
export const platformFigures = {
  professionals: '25+',
  employers: '8+',
  regions: '12+',
  averageDaysToPlacement: 14,
  unadvertisedPlacementsPercent: 67,
  candidateSatisfaction: '4.8/5',
  employerSatisfaction: '4.9/5',
  wouldRecommendPercent: 94,
  integrationSupportMonths: 6,
} as const;

export const platformFees = {
  permanentPercent: 9,
  locumPercent: 14,
} as const;

/** The countdown runs to midnight at the start of this day in the visitor's own time zone. */
export const launchDate = { year: 2025, month: 10, day: 1, hour: 0, minute: 0 } as const;

export function launchMoment(): Date {
  return new Date(launchDate.year, launchDate.month - 1, launchDate.day, launchDate.hour, launchDate.minute);
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Spelt out: the first date format a page makes loads the browser's locale data during hydration. */
export function launchDateLabel(): string {
  return `${launchDate.day} ${monthNames[launchDate.month - 1]} ${launchDate.year}`;
}

/** Word for word where docs/product/site.md gives the words. */
export const platformClaims = {
  membershipFree: 'Membership is free.',
  candidatesNeverCharged: 'Candidates are never charged.',
  successFee: `Recruitment services are success-fee based: employers pay ${platformFees.permanentPercent}% of gross annual salary for permanent hires and ${platformFees.locumPercent}% for locum hires.`,
  verifiedEmployersOnly: 'Profiles are visible only to verified employers.',
  approvalPerOpportunity:
    'Your personal details are never shared with an employer without your prior approval for each opportunity.',
  withdrawConsent: 'You can withdraw your consent at any time in your account settings.',
} as const;
