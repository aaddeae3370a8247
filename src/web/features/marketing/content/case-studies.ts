export type CaseStudyMark = 'hub' | 'phone' | 'growth' | 'programme';

export interface CaseStudy {
  id: string;
  title: string;
  description: string;
  image: CaseStudyMark;
  client: string;
  content: { challenge: string; approach: string[]; results: string[] };
}

/** Static sample content; the clients are fictional. */
export const caseStudies: CaseStudy[] = [
  {
    id: 'digital-access-hub',
    title: 'Digital access hub',
    description: 'A shared digital access hub for a primary care network of five practices.',
    image: 'hub',
    client: 'Elmbridge Vale PCN',
    content: {
      challenge:
        'Five practices each ran their own morning phone queue and online requests, with long waits at 8 AM and uneven workloads between sites.',
      approach: [
        'Mapped demand across all 5 sites and agreed one triage model with the clinical leads',
        'Set up a shared hub team with care navigators recruited through the ARRS',
        'Phased go-live site by site with daily huddles in the first fortnight',
      ],
      results: [
        '2,000+ appointments a month booked through the hub',
        'All 5 sites live within the 12-month programme',
        'Same-day requests answered within the day at every site',
      ],
    },
  },
  {
    id: 'telephony-implementation',
    title: 'Telephony implementation',
    description: 'Cloud telephony with call-back and queue messages for a busy GP practice group.',
    image: 'phone',
    client: 'Meadowbank Practice Group',
    content: {
      challenge:
        'An ageing on-site phone system gave patients engaged tones and gave staff no data on demand.',
      approach: [
        'Specified requirements with reception and clinical teams and ran a framework procurement',
        'Designed call flows, call-back and queue messages with patient representatives',
        'Trained every reception team member before switch-over',
      ],
      results: [
        '35% reduction in administrative time spent on calls',
        '98% staff satisfaction with the new system',
        'No engaged tones since go-live',
      ],
    },
  },
  {
    id: 'commercial-readiness',
    title: 'Commercial readiness',
    description: 'Getting a health technology firm ready to sell to NHS primary care.',
    image: 'growth',
    client: 'Brightwater Health Tech',
    content: {
      challenge:
        'A promising triage product had strong pilots but no route to procurement and gaps in its assurance documents.',
      approach: [
        'Completed the DTAC and DSPT submissions with the product team',
        'Mapped buyers across three integrated care systems and the relevant frameworks',
        'Built the pricing model and value case for practices and networks',
      ],
      results: [
        'Listed on a national framework within six months',
        'First three network contracts signed',
        'A repeatable bid library for future tenders',
      ],
    },
  },
  {
    id: 'nhs-digital-transformation-programme',
    title: 'NHS digital transformation programme',
    description: 'A 12-month, multi-partner programme modernising community health services.',
    image: 'programme',
    client: 'Kestrel Community Health',
    content: {
      challenge:
        'Paper-based scheduling and duplicate data entry across community teams were costing time and money.',
      approach: [
        'Set up programme governance and benefits tracking for a £2.5M budget',
        'Replaced paper scheduling with mobile working for community nurses',
        'Ran clinical safety and data protection assessments for each release',
      ],
      results: [
        '£500K annual savings from reduced duplication and travel',
        'Delivered on time within the 12-month programme and on budget',
        'Mobile working adopted by every community nursing team',
      ],
    },
  },
];
