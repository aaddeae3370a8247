import type { RoleEntry } from './role-types';

export const leadershipRoles: readonly RoleEntry[] = [
  {
    id: 'digital-transformation-lead',
    name: 'Digital Transformation Lead',
    category: 'leadership',
    description:
      'Leads the PCN through modern general practice access: cloud telephony, online consultation and triage tools, websites and the NHS App, with training so practices and patients get the benefit.',
    commonSettings: ['PCN management teams', 'Federations', 'ICB digital programmes'],
    valuableExperience: [
      'Delivering digital change in primary care',
      'Project and benefits management',
      'Supplier and contract management',
    ],
    skillsThatStandOut: [
      'Making change stick with busy teams',
      'Using data to show improvement',
      'Digital inclusion for patients',
    ],
  },
  {
    id: 'practice-manager',
    name: 'Practice Manager',
    category: 'leadership',
    description:
      'Runs the business of a GP practice or PCN: finance and contracts, staffing, CQC compliance, premises, and the workforce plan that brings ARRS roles into the team, including claims and supervision arrangements.',
    commonSettings: ['GP practices', 'PCNs', 'Federations'],
    valuableExperience: [
      'GMS or PMS contract and PCN DES management',
      'CQC inspections',
      'Recruiting and integrating ARRS staff',
    ],
    skillsThatStandOut: [
      'Financial planning and claims',
      'Leading people through change',
      'Calm problem-solving',
    ],
  },
];
