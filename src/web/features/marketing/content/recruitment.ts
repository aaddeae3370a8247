export interface Opportunity {
  id: string;
  role: string;
  location: string;
  type: string;
  pay: string;
  description: string;
  requirements: string[];
}

/** Static sample content. */
export const opportunities: Opportunity[] = [
  {
    id: 'general-practitioner',
    role: 'General Practitioner',
    location: 'Elmbridge Vale, Surrey',
    type: 'Permanent, salaried',
    pay: '£80,000–£120,000',
    description:
      'A salaried GP role in a forward-looking four-practice network with a shared digital access hub and a full ARRS team behind you.',
    requirements: [
      'Full GMC registration and on the National Performers List',
      'MRCGP or equivalent',
      'Interest in a portfolio role (training or clinical lead)',
    ],
  },
  {
    id: 'practice-nurse',
    role: 'Practice Nurse',
    location: 'Northgate, Leeds',
    type: 'Permanent, part time or full time',
    pay: '£35,000–£45,000',
    description:
      'Long-term condition reviews, immunisations and cervical screening in a supportive practice with protected learning time.',
    requirements: [
      'NMC registration',
      'Cervical screening and immunisation training (or willing to train)',
      'Primary care experience preferred',
    ],
  },
  {
    id: 'healthcare-assistant',
    role: 'Healthcare Assistant',
    location: 'Harbourside, Bristol',
    type: 'Permanent, full time',
    pay: '£22,000–£26,000',
    description: 'Phlebotomy, ECGs, blood pressure and NHS Health Checks as part of a friendly nursing team.',
    requirements: [
      'Care Certificate (or willing to complete)',
      'Phlebotomy experience desirable',
      'Good communication with patients of all ages',
    ],
  },
];

export const sectors = [
  {
    id: 'primary-care',
    title: 'Primary Care',
    text: 'GP practices and primary care networks: clinical, ARRS and practice team roles.',
  },
  {
    id: 'community-health',
    title: 'Community Health',
    text: 'Community nursing, therapies and wellbeing roles with community providers and trusts.',
  },
  {
    id: 'management',
    title: 'Management',
    text: 'Practice managers, operations and transformation leads, and network directors.',
  },
] as const;

export interface ExecutiveService {
  id: 'interim' | 'permanent';
  title: string;
  summary: string;
  details: string[];
}

export const executiveServices: ExecutiveService[] = [
  {
    id: 'interim',
    title: 'Interim Management',
    summary: 'Experienced interim leaders who can start quickly and steady a service or a programme.',
    details: [
      'Our fee is 15% of the interim’s day rate, for as long as the assignment runs.',
      'Assignments typically last 3–18 months.',
      'Shortlists of vetted interims, usually within days.',
      'Typical roles: PCN operations director, practice manager, transformation lead.',
    ],
  },
  {
    id: 'permanent',
    title: 'Permanent Placement',
    summary: 'A retained search for permanent leaders and senior clinicians.',
    details: [
      'A 6–12 week search from briefing to accepted offer.',
      'A 6-month guarantee: if the placement ends within 6 months, we search again at no extra fee.',
      'Success-fee based: employers pay 9% of gross annual salary; candidates never pay.',
      'Typical roles: clinical directors, managing partners, heads of service.',
    ],
  },
];
