import { invalidDateMessage } from '../validation/iso-date';

/** Without zod: pages that only show these load this, not the schemas. */

export const candidateMessages = {
  invalidPostcode: 'Please enter a valid UK postcode',
  invalidEmail: 'Please enter a valid email address',
  chooseRole: 'Please choose your ARRS role',
  unknownRole: 'Please choose a role from the list',
  radiusRange: 'Work radius must be between 1 and 500 km',
  invalidDate: invalidDateMessage,
  notFindable: 'Employers cannot find your profile until you add a work radius and a valid UK home postcode.',
  communityNotSearchable:
    'Employers cannot search Community Members. To be found, choose Professional Portfolio or Active Job Seeker.',
  registrationRequired: 'Please complete your registration first.',
  itemNotFound: 'That item no longer exists. Please refresh and try again.',
  tooManyItems: 'You have reached the maximum number of items for this list.',
  orderMismatch: 'The list changed while you were reordering it. Please refresh and try again.',
} as const;

export { type ExperienceBand, experienceBandLabels, experienceBands } from './experience-bands';

export const employmentTypes = ['permanent', 'locum', 'fixed_term', 'part_time', 'sessional'] as const;
export type EmploymentType = (typeof employmentTypes)[number];
export const employmentTypeLabels: Record<EmploymentType, string> = {
  permanent: 'Permanent',
  locum: 'Locum',
  fixed_term: 'Fixed term',
  part_time: 'Part time',
  sessional: 'Sessional',
};

export const tierLabels = {
  community: { label: 'Community Member', badge: 'Community' },
  portfolio: { label: 'Professional Portfolio', badge: 'Professional' },
  active_seeker: { label: 'Active Job Seeker', badge: 'Job Seeker' },
} as const;
export const tierDescriptions = {
  community: 'Join the professional community forum. Your profile is not shown to employers.',
  portfolio: 'Build a professional portfolio, with video, that verified employers can find.',
  active_seeker: 'Active job matching and priority visibility to verified employers.',
} as const;

export const maxRolesOfInterest = 5;
export const maxWorkRadiusKm = 500;
/** Sessions are half days: 10 a week is full time. */
export const minSessionsPerWeek = 1;
export const maxSessionsPerWeek = 10;
export const maxListItems = 30;
export const straplineMaxLength = 160;
