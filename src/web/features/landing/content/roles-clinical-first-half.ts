import type { RoleEntry } from './role-types';

/** Clinical roles, Clinical Pharmacist to Mental Health Practitioner (alphabetical). */
export const clinicalRolesFirstHalf: readonly RoleEntry[] = [
  {
    id: 'clinical-pharmacist',
    name: 'Clinical Pharmacist',
    category: 'clinical',
    description:
      'Works as part of the general practice team to optimise medicines: structured medication reviews, long-term condition clinics, repeat prescribing and medicines reconciliation after hospital discharge. Most complete the CPPE Primary Care Pharmacy Education Pathway and many work as independent prescribers.',
    commonSettings: [
      'GP practices across a primary care network',
      'PCN hub clinics',
      'Care homes (medication reviews)',
    ],
    valuableExperience: [
      'Structured medication reviews for people with complex or multiple medicines',
      'Enrolment on or completion of the CPPE pathway',
      'Independent prescribing annotation with the GPhC',
      'Hospital, community or care-home experience of medicines reconciliation',
    ],
    skillsThatStandOut: [
      'Shared decision-making with patients about stopping or changing medicines',
      'Managing hypertension, diabetes or respiratory clinics under a clear scope of practice',
      'Audit and safety searches on the practice clinical system (SystmOne or EMIS)',
    ],
  },
  {
    id: 'dietitian',
    name: 'Dietitian',
    category: 'clinical',
    description:
      'An HCPC-registered allied health professional who assesses and treats nutrition-related conditions in the community: type 2 diabetes, obesity, malnutrition, food allergy and gastrointestinal conditions such as IBS, often as a first point of contact.',
    commonSettings: [
      'GP practices and PCN clinics',
      'Care homes',
      'Group education sessions in the community',
    ],
    valuableExperience: [
      'Weight management and type 2 diabetes remission programmes',
      'Malnutrition screening (MUST) and oral nutritional support',
      'First contact or advanced practice work in primary care',
    ],
    skillsThatStandOut: [
      'Motivational interviewing and behaviour change',
      'Running group education sessions',
      'Clear advice to GPs on prescribing of specialist feeds and supplements',
    ],
  },
  {
    id: 'first-contact-physiotherapist',
    name: 'First Contact Physiotherapist',
    category: 'clinical',
    description:
      'Sees patients with musculoskeletal (MSK) problems directly, without a GP appointment first: assesses, diagnoses, advises on self-management, refers for imaging or to specialists and arranges injections where trained. Works through the FCP roadmap: stage 1 portfolio, then stage 2 verification.',
    commonSettings: ['GP practices (same-day MSK appointments)', 'PCN hubs', 'Telephone and video clinics'],
    valuableExperience: [
      'At least five years post-registration MSK experience',
      'FCP roadmap stage 1 portfolio completed or stage 2 under way',
      'Independent prescribing or injection therapy training',
    ],
    skillsThatStandOut: [
      'Recognising serious pathology and red flags such as cauda equina',
      'Requesting and interpreting imaging and bloods',
      'Supported self-management and return-to-work conversations',
    ],
  },
  {
    id: 'general-practice-nurse',
    name: 'General Practice Nurse',
    category: 'clinical',
    description:
      'A registered nurse (NMC) delivering chronic disease reviews, cervical screening, immunisations, wound care and health checks in general practice; ARRS funds newly qualified general practice nurses as part of the PCN team.',
    commonSettings: [
      'GP practice treatment rooms',
      'PCN extended-access clinics',
      'Housebound and care-home visits',
    ],
    valuableExperience: [
      'Fundamentals of General Practice Nursing or a GPN Fundamentals course',
      'Cervical screening and immunisation training',
      'Asthma, COPD or diabetes review experience',
    ],
    skillsThatStandOut: [
      'Care planning for long-term conditions',
      'Clear recall and coding on the clinical system',
      'Health promotion in short appointments',
    ],
  },
  {
    id: 'mental-health-practitioner',
    name: 'Mental Health Practitioner',
    category: 'clinical',
    description:
      'A mental health nurse, occupational therapist, social worker or psychologist, jointly employed or provided with the local NHS mental health trust, who assesses adults with mental health needs in the practice and arranges brief interventions or onward care.',
    commonSettings: [
      'GP practices',
      'Community mental health hubs',
      'Joint clinics with the local mental health trust',
    ],
    valuableExperience: [
      'Community mental health team or crisis team work',
      'Risk assessment and safety planning',
      'Working under the community mental health framework',
    ],
    skillsThatStandOut: [
      'Calm, structured assessment in a 30-minute appointment',
      'Navigating NHS Talking Therapies, secondary care and voluntary services',
      'Supporting GPs with advice on complex presentations',
    ],
  },
];
