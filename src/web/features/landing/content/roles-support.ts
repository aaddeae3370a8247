import type { RoleEntry } from './role-types';

export const supportRoles: readonly RoleEntry[] = [
  {
    id: 'assistant-practitioner',
    name: 'Assistant Practitioner',
    category: 'support',
    description:
      'Works at a level between a healthcare assistant and a registered professional, usually with a foundation degree or Level 5 apprenticeship: runs long-term condition reviews within protocols, dressings, phlebotomy and health checks under the delegation of registered staff.',
    commonSettings: ['GP practice clinics', 'PCN long-term condition hubs', 'Care homes'],
    valuableExperience: [
      'Level 5 Assistant Practitioner apprenticeship or foundation degree',
      'Spirometry, ECGs and NHS Health Checks',
      'Working to clear delegation protocols',
    ],
    skillsThatStandOut: [
      'Knowing the limits of the role and when to escalate',
      'Accurate recording and recall',
      'Reassuring, clear explanations to patients',
    ],
  },
  {
    id: 'healthcare-assistant',
    name: 'Healthcare Assistant',
    category: 'support',
    description:
      'Supports nurses and GPs with blood tests, blood pressure, ECGs, new patient and NHS Health Checks, vaccinations under a patient specific direction and chronic disease data collection, freeing clinicians for complex care.',
    commonSettings: ['GP practice treatment rooms', 'Flu and vaccination clinics', 'Housebound visits'],
    valuableExperience: [
      'Care Certificate',
      'Phlebotomy and ECG training',
      'Immunisation training for flu and shingles vaccination',
    ],
    skillsThatStandOut: [
      'Friendly, efficient clinics',
      'Infection prevention and control',
      'Accurate clinical coding',
    ],
  },
  {
    id: 'nursing-associate',
    name: 'Nursing Associate',
    category: 'support',
    description:
      'An NMC-registered professional, trained through a two-year foundation degree, who bridges healthcare assistants and registered nurses: wound care, immunisations, long-term condition monitoring and care planning within agreed competencies.',
    commonSettings: ['GP practices', 'PCN clinics', 'Care-home rounds'],
    valuableExperience: [
      'Trainee nursing associate placement in primary care',
      'Wound care and leg ulcer management',
      'Childhood and adult immunisations',
    ],
    skillsThatStandOut: [
      'Person-centred care planning',
      'Working with the wider team on recalls',
      'Reflective practice for revalidation',
    ],
  },
  {
    id: 'pharmacy-technician',
    name: 'Pharmacy Technician',
    category: 'support',
    description:
      'A GPhC-registered pharmacy professional who supports the clinical pharmacist and practice: medicines reconciliation, repeat prescribing processes, medicines optimisation searches, stock and formulary switches, and training for reception teams on prescription queries. Many complete the CPPE pathway for pharmacy technicians.',
    commonSettings: ['GP practices', 'PCN medicines optimisation teams', 'Care homes'],
    valuableExperience: [
      'CPPE Primary Care Pharmacy Education Pathway',
      'Community or hospital dispensary experience',
      'Repeat prescribing and discharge letter processing',
    ],
    skillsThatStandOut: [
      'Running safety and cost-effectiveness searches',
      'Clear processes that reduce prescription queries',
      'Patient counselling on inhaler technique',
    ],
  },
  {
    id: 'phlebotomist',
    name: 'Phlebotomist',
    category: 'support',
    description:
      'Takes blood samples safely for monitoring long-term conditions and investigations, labels and sends them correctly, and runs efficient clinics so results reach clinicians quickly.',
    commonSettings: ['GP practice clinics', 'PCN blood-test hubs', 'Housebound visits'],
    valuableExperience: [
      'Phlebotomy certificate and competency sign-off',
      'Paediatric or difficult venepuncture',
      'Sample handling and laboratory requests',
    ],
    skillsThatStandOut: [
      'Putting anxious patients at ease',
      'Accurate labelling and chain of custody',
      'Keeping a busy clinic to time',
    ],
  },
];
