/** The one list the profile, the registration step, search and the landing page's catalogue use. */
export const roleCategoryValues = [
  'clinical',
  'community',
  'administrative',
  'support',
  'leadership',
] as const;
export type RoleCategory = (typeof roleCategoryValues)[number];

export const arrsRoles = [
  { id: 'clinical-pharmacist', name: 'Clinical Pharmacist', category: 'clinical' },
  { id: 'dietitian', name: 'Dietitian', category: 'clinical' },
  { id: 'first-contact-physiotherapist', name: 'First Contact Physiotherapist', category: 'clinical' },
  { id: 'general-practice-nurse', name: 'General Practice Nurse', category: 'clinical' },
  { id: 'mental-health-practitioner', name: 'Mental Health Practitioner', category: 'clinical' },
  { id: 'newly-qualified-gp', name: 'Newly Qualified GP', category: 'clinical' },
  { id: 'occupational-therapist', name: 'Occupational Therapist', category: 'clinical' },
  { id: 'paramedic', name: 'Paramedic', category: 'clinical' },
  { id: 'physician-associate', name: 'Physician Associate', category: 'clinical' },
  { id: 'podiatrist', name: 'Podiatrist', category: 'clinical' },
  { id: 'assistant-practitioner', name: 'Assistant Practitioner', category: 'support' },
  { id: 'healthcare-assistant', name: 'Healthcare Assistant', category: 'support' },
  { id: 'nursing-associate', name: 'Nursing Associate', category: 'support' },
  { id: 'pharmacy-technician', name: 'Pharmacy Technician', category: 'support' },
  { id: 'phlebotomist', name: 'Phlebotomist', category: 'support' },
  { id: 'care-coordinator', name: 'Care Coordinator', category: 'administrative' },
  { id: 'data-analyst', name: 'Data Analyst', category: 'administrative' },
  { id: 'health-informatics-specialist', name: 'Health Informatics Specialist', category: 'administrative' },
  { id: 'medical-secretary', name: 'Medical Secretary', category: 'administrative' },
  { id: 'training-coordinator', name: 'Training Coordinator', category: 'administrative' },
  { id: 'community-health-worker', name: 'Community Health Worker', category: 'community' },
  { id: 'health-and-wellbeing-coach', name: 'Health and Wellbeing Coach', category: 'community' },
  { id: 'patient-engagement-coordinator', name: 'Patient Engagement Coordinator', category: 'community' },
  { id: 'social-prescriber', name: 'Social Prescriber', category: 'community' },
  { id: 'digital-transformation-lead', name: 'Digital Transformation Lead', category: 'leadership' },
  { id: 'practice-manager', name: 'Practice Manager', category: 'leadership' },
] as const satisfies readonly { id: string; name: string; category: RoleCategory }[];

export type ArrsRoleId = (typeof arrsRoles)[number]['id'];
function nonEmpty<T>(items: T[]): [T, ...T[]] {
  const [first, ...rest] = items;
  if (first === undefined) throw new Error('empty list');
  return [first, ...rest];
}
export const arrsRoleIds = nonEmpty(arrsRoles.map((role): ArrsRoleId => role.id));

export function arrsRoleName(id: string | null | undefined): string | undefined {
  return arrsRoles.find((role) => role.id === id)?.name;
}

export function isArrsRoleId(value: unknown): value is ArrsRoleId {
  return typeof value === 'string' && (arrsRoleIds as readonly string[]).includes(value);
}
