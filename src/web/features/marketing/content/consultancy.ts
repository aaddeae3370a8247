import type { CountUpStatItem } from '../../../components/ui/count-up-stat';

export const heroPhrases = [
  'Digital Transformation',
  'Healthcare Innovation',
  'Workforce Solutions',
  'Strategic Growth',
] as const;

export const landingStats: CountUpStatItem[] = [
  { value: 25, suffix: '+', label: 'Client partnerships' },
  { value: 98, suffix: '%', label: 'Client satisfaction' },
  { value: 15, suffix: '+', label: 'Years of healthcare experience' },
];

export interface Founder {
  name: string;
  title: string;
  summary: string;
  highlights: string[];
}

/** Fictional but plausible. */
export const founder: Founder = {
  name: 'Amara Okafor',
  title: 'Founder and Managing Director',
  summary:
    'Amara spent more than 15 years in NHS primary and community care: as a practice manager, a primary care network operations director and a digital lead for an integrated care system. She founded the consultancy in 2022 to give practices and networks the senior delivery support she had wished for.',
  highlights: [
    'Led ARRS workforce planning for a 9-practice primary care network',
    'Delivered cloud telephony and online consultation roll-outs across 40+ practices',
    'Prince2 Practitioner; MSc Healthcare Leadership',
  ],
};

export interface Partner {
  name: string;
  /** Two letters for the text mark (logos are drawn in-page; nothing is loaded from elsewhere). */
  initials: string;
  kind: string;
}

/** Fictional organisations. */
export const partners: Partner[] = [
  { name: 'Elmbridge Vale PCN', initials: 'EV', kind: 'Primary care network' },
  { name: 'Kestrel Community Health', initials: 'KC', kind: 'Community provider' },
  { name: 'Northgate GP Federation', initials: 'NG', kind: 'GP federation' },
  { name: 'Brightwater Health Tech', initials: 'BH', kind: 'Health technology' },
  { name: 'Meadowbank Practice Group', initials: 'MP', kind: 'GP practices' },
  { name: 'Arden Lane Surgery', initials: 'AL', kind: 'GP practice' },
];

/** The two delivery offers behind the #business-development and #project-management anchors. */
export const deliveryOffers = [
  {
    id: 'business-development',
    title: 'Business Development',
    text: 'Commercial readiness for health technology firms and growth plans for practices and networks: market mapping, NHS procurement routes (frameworks, DTAC, DSPT), pricing and bid writing.',
    points: ['Commercial readiness reviews', 'Bid and tender support', 'Partnership and pipeline building'],
  },
  {
    id: 'project-management',
    title: 'Project Management',
    text: 'Experienced programme managers who plan and land change across practices, networks and trusts: governance, benefits tracking, clinical safety sign-off and staff engagement.',
    points: ['Programme set-up and governance', 'Benefits realisation tracking', 'Multi-site roll-outs'],
  },
] as const;
