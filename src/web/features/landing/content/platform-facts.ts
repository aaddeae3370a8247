/**
 * The hard-coded marketing figures and claims of spec §1 and §9: the one place to edit them.
 * They are marketing text, not server data.
 */
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

/**
 * The planned official launch (spec §9), as a local date and time: the countdown runs to
 * midnight at the start of this day in the visitor's own time zone.
 */
export const launchDate = { year: 2025, month: 10, day: 1, hour: 0, minute: 0 } as const;

/** The launch moment in the visitor's time zone. */
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

/**
 * '1 October 2025', as en-GB writes a long date. Spelt out rather than asked of Intl: the first
 * date format a page makes loads the browser's locale data, ~30 ms of the landing page's hydration
 * on a phone, for a date that never changes.
 */
export function launchDateLabel(): string {
  return `${launchDate.day} ${monthNames[launchDate.month - 1]} ${launchDate.year}`;
}

/** Claims shown on the public pages (spec §1), word for word where the spec gives the words. */
export const platformClaims = {
  membershipFree: 'Membership is free.',
  candidatesNeverCharged: 'Candidates are never charged.',
  successFee: `Recruitment services are success-fee based: employers pay ${platformFees.permanentPercent}% of gross annual salary for permanent hires and ${platformFees.locumPercent}% for locum hires.`,
  verifiedEmployersOnly: 'Profiles are visible only to verified employers.',
  approvalPerOpportunity:
    'Your personal details are never shared with an employer without your prior approval for each opportunity.',
  withdrawConsent: 'You can withdraw your consent at any time in your account settings.',
} as const;
