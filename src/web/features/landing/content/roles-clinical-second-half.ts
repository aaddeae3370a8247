import type { RoleEntry } from './role-types';

/** Clinical roles, Newly Qualified GP to Podiatrist (alphabetical). */
export const clinicalRolesSecondHalf: readonly RoleEntry[] = [
  {
    id: 'newly-qualified-gp',
    name: 'Newly Qualified GP',
    category: 'clinical',
    description:
      'A GP within two years of completing training (CCT) who joins the primary care network team, with funded time for a fellowship or portfolio interests alongside clinical sessions, under the scheme that brought GPs into ARRS.',
    commonSettings: ['GP practices', 'PCN same-day access hubs', 'Care-home and housebound services'],
    valuableExperience: [
      'CCT and full GMC registration with a licence to practise',
      'Inclusion on the National Performers List',
      'A developing special interest',
    ],
    skillsThatStandOut: [
      'Clinical supervision of the wider multidisciplinary team',
      'Safe management of uncertainty and risk',
      'Quality improvement projects',
    ],
  },
  {
    id: 'occupational-therapist',
    name: 'Occupational Therapist',
    category: 'clinical',
    description:
      'An HCPC-registered therapist who helps people with long-term conditions, frailty or mental health needs stay independent at home and in work: functional assessments, falls prevention, fatigue management and fit note advice.',
    commonSettings: ['GP practices', "Patients' homes", 'Frailty and falls services'],
    valuableExperience: [
      'Community or reablement experience',
      'Vocational rehabilitation and work assessments',
      'First contact practice training',
    ],
    skillsThatStandOut: [
      'Functional and home environment assessment',
      'Goal-setting with patients and carers',
      'Liaison with social care for equipment and adaptations',
    ],
  },
  {
    id: 'paramedic',
    name: 'Paramedic',
    category: 'clinical',
    description:
      'An HCPC-registered paramedic who provides urgent same-day care, triage and home visits for housebound and frail patients, usually working towards advanced practice, in line with the paramedic role in primary care.',
    commonSettings: ['Same-day urgent care clinics', 'Home visits', 'Care homes'],
    valuableExperience: [
      'Ambulance service experience with a specialist or advanced practice role',
      'Progress on an MSc in advanced clinical practice',
      'Independent prescribing',
    ],
    skillsThatStandOut: [
      'Rapid assessment of acutely unwell adults and children',
      'Safe discharge and escalation decisions',
      'Clinical documentation and coding in primary care',
    ],
  },
  {
    id: 'physician-associate',
    name: 'Physician Associate',
    category: 'clinical',
    description:
      'A medically trained generalist who sees undifferentiated patients under the supervision of a named GP. Since December 2024 physician associates are regulated by the GMC; the Faculty of Physician Associates (FPAR) register preceded statutory regulation.',
    commonSettings: ['GP practices', 'Same-day and minor illness clinics', 'Long-term condition reviews'],
    valuableExperience: [
      'GMC registration (previously the FPAR register)',
      'A preceptorship year in general practice',
      'Clear agreed scope of practice with a supervising GP',
    ],
    skillsThatStandOut: [
      'History taking and examination across all ages',
      'Knowing when to seek advice from the supervising GP',
      'Clear documentation for review and debrief',
    ],
  },
  {
    id: 'podiatrist',
    name: 'Podiatrist',
    category: 'clinical',
    description:
      'An HCPC-registered allied health professional who assesses and treats foot and lower-limb problems, with a focus on diabetic foot protection, MSK foot pain and preventing ulcers and amputations.',
    commonSettings: ['GP practices and PCN clinics', 'Diabetes foot protection services', 'Home visits'],
    valuableExperience: [
      'Diabetic foot screening and risk stratification',
      'Nail surgery and wound care',
      'MSK and gait assessment',
    ],
    skillsThatStandOut: [
      'Recognising the active diabetic foot and escalating fast',
      'Patient education on foot care',
      'Working with practice nurses on annual reviews',
    ],
  },
];
