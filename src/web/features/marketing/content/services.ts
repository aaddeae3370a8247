export interface Service {
  id: string;
  title: string;
  shortDescription: string;
  fullDescription: string;
  features: string[];
  benefits: string[];
  /** Tailwind classes of the card's accent (text and background pass AA together). */
  colour: string;
}

export const services: Service[] = [
  {
    id: 'talent-connections',
    title: 'Talent Connections',
    shortDescription:
      'ARRS and primary care recruitment, from first-contact physiotherapists to practice managers.',
    fullDescription:
      'We find, vet and introduce the clinical and non-clinical professionals that primary care networks and practices need, with the Additional Roles Reimbursement Scheme rules built in from the start.',
    features: [
      'Role scoping against ARRS eligibility and reimbursement caps',
      'Pre-screened candidates with registration and right-to-work checks',
      'Interview coordination and offer support',
      '6-month integration support after placement',
    ],
    benefits: [
      '60% faster time-to-hire than advertising alone',
      'Success-fee only: nothing to pay unless you hire',
    ],
    colour: 'bg-teal-50 text-teal-900',
  },
  {
    id: 'business-development',
    title: 'Business Development',
    shortDescription: 'Commercial strategy and NHS market access for providers and health technology firms.',
    fullDescription:
      'We help organisations grow within the NHS: understanding commissioners, shaping offers that fit integrated care system priorities and getting procurement-ready.',
    features: [
      'Market and stakeholder mapping',
      'Commercial readiness reviews (DTAC, DSPT, frameworks)',
      'Bid writing and tender support',
      'Partnership development with PCNs and federations',
    ],
    benefits: ['40%+ increase in qualified opportunities', 'Clear route to NHS procurement'],
    colour: 'bg-sky-50 text-sky-900',
  },
  {
    id: 'digital-transformation',
    title: 'Digital Transformation',
    shortDescription: 'Digital access, telephony and workflow change that staff and patients actually adopt.',
    fullDescription:
      'From cloud telephony to online consultation and digital access hubs, we plan and deliver change with the people who will use it, with clinical safety and data protection covered.',
    features: [
      'Digital maturity assessment',
      'Cloud telephony and online consultation roll-outs',
      'Clinical safety (DCB0160) and DPIA support',
      'Staff training and adoption tracking',
    ],
    benefits: ['30% reduction in administrative workload', 'Better access for patients, measured'],
    colour: 'bg-violet-50 text-violet-900',
  },
];
