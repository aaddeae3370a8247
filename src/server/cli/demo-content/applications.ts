/*
 * Applications of demo professionals to the demo network's open vacancies, one at each stage an
 * organisation's review gives: new, shortlisted, declined, and introduced by our team. The seed makes them
 * through the application services, as the apply page and the applicants page would.
 */

export interface DemoApplication {
  /** The candidate's key in members.ts. */
  by: string;
  /** The open vacancy's title in vacancies.ts. */
  job: string;
  /** At least two days after the vacancy opened: its first 48 hours are for the most complete job seekers. */
  daysAgo: number;
  coverNote: string;
  shortlistedDaysAgo?: number;
  declined?: { daysAgo: number; reason: string };
  /** The organisation asked our team to introduce them, and the team did. */
  introduction?: { askedDaysAgo: number; introducedDaysAgo: number };
}

export const demoApplications: DemoApplication[] = [
  {
    by: 'oliver.bennett',
    job: 'Social Prescribing Link Worker',
    daysAgo: 5,
    coverNote:
      'I have been a link worker in Bradford for three years and know the community groups your patients use. I would love to bring that to a PCN team.',
  },
  {
    by: 'priya.shah',
    job: 'Clinical Pharmacist (Independent Prescriber)',
    daysAgo: 1,
    shortlistedDaysAgo: 0,
    coverNote:
      'I run frailty medication reviews and care home rounds now, and I am looking for a team where I can keep my own clinics.',
  },
  {
    by: 'fatima.hussain',
    job: 'Physician Associate',
    daysAgo: 5,
    declined: {
      daysAgo: 3,
      reason: 'We need someone with at least two years in general practice for this post.',
    },
    coverNote: 'I would welcome the chance to work on long-term condition reviews with your GPs.',
  },
  {
    by: 'tom.whitfield',
    job: 'Primary Care Paramedic',
    daysAgo: 4,
    introduction: { askedDaysAgo: 3, introducedDaysAgo: 2 },
    coverNote: 'Same-day access and home visits are what I do best. I can start within two weeks.',
  },
];
