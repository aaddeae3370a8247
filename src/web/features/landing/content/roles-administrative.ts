import type { RoleEntry } from './role-types';

export const administrativeRoles: readonly RoleEntry[] = [
  {
    id: 'care-coordinator',
    name: 'Care Coordinator',
    category: 'administrative',
    description:
      'Part of the personalised care team: identifies patients who need proactive support, brings together their care plan across health and social care, arranges multidisciplinary meetings and makes sure follow-ups happen, often for frail, housebound or cancer patients.',
    commonSettings: ['GP practices', 'PCN personalised care teams', 'Multidisciplinary team meetings'],
    valuableExperience: [
      'Personalised care and support planning training',
      'Patient-facing NHS or social care administration',
      'Running case-finding searches on the clinical system',
    ],
    skillsThatStandOut: [
      'Organised follow-up across many services',
      'Compassionate, plain-language conversations',
      'Keeping accurate records and care plans',
    ],
  },
  {
    id: 'data-analyst',
    name: 'Data Analyst',
    category: 'administrative',
    description:
      'Turns practice and PCN data into decisions: builds searches and dashboards for the Investment and Impact Fund, access and capacity reporting, population health management and ARRS workforce claims.',
    commonSettings: [
      'PCN management teams',
      'Federation or ICB analytics teams',
      'Remote and hybrid working',
    ],
    valuableExperience: [
      'EMIS or SystmOne searches and reporting',
      'Excel, SQL or Power BI',
      'Information governance and data protection',
    ],
    skillsThatStandOut: [
      'Explaining figures to clinicians clearly',
      'Accurate, reproducible reports',
      'Population health segmentation',
    ],
  },
  {
    id: 'health-informatics-specialist',
    name: 'Health Informatics Specialist',
    category: 'administrative',
    description:
      'Keeps clinical systems, coding and digital tools working for the PCN: templates, data quality, online consultation and cloud telephony set-up, clinical safety of digital changes and staff training.',
    commonSettings: ['PCN and federation digital teams', 'GP practices', 'ICB primary care digital teams'],
    valuableExperience: [
      'Clinical system configuration (templates, protocols, searches)',
      'SNOMED CT coding and data quality',
      'DCB0160 clinical safety awareness',
    ],
    skillsThatStandOut: [
      'Translating clinical needs into system changes',
      'Training staff on new tools',
      'Careful change management',
    ],
  },
  {
    id: 'medical-secretary',
    name: 'Medical Secretary',
    category: 'administrative',
    description:
      'Manages referrals, clinical correspondence and results workflow for the practice: e-Referral Service bookings, dictation and letters, chasing appointments and keeping records accurate and confidential.',
    commonSettings: ['GP practices', 'PCN referral management teams', 'Hybrid working'],
    valuableExperience: [
      'NHS e-Referral Service',
      'Medical terminology qualification',
      'Document workflow and coding of correspondence',
    ],
    skillsThatStandOut: [
      'Accuracy under pressure',
      'Confidentiality and information governance',
      'Clear communication with patients and hospitals',
    ],
  },
  {
    id: 'training-coordinator',
    name: 'Training Coordinator',
    category: 'administrative',
    description:
      'Plans induction, mandatory training and development for the PCN workforce: tracks supervision and portfolios for ARRS staff, organises protected learning time and links with training hubs.',
    commonSettings: ['PCN management teams', 'Primary care training hubs', 'Federations'],
    valuableExperience: [
      'Workforce development or education administration',
      'Training needs analysis',
      'Learning management systems and compliance reporting',
    ],
    skillsThatStandOut: [
      'Organising many learners at once',
      'Good relationships with supervisors',
      'Keeping training records audit-ready',
    ],
  },
];
