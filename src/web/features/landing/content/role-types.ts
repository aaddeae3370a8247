import type { ArrsRoleId, RoleCategory } from '../../../../shared/content/arrs-roles';

export type { RoleCategory };

export interface RoleEntry {
  id: ArrsRoleId;
  name: string;
  category: RoleCategory;
  description: string;
  commonSettings: readonly string[];
  valuableExperience: readonly string[];
  skillsThatStandOut: readonly string[];
}

/** Filter buttons, in the order they are shown, with their visible labels. */
export const roleCategories: readonly { value: RoleCategory; label: string }[] = [
  { value: 'clinical', label: 'Clinical' },
  { value: 'community', label: 'Community' },
  { value: 'administrative', label: 'Administrative' },
  { value: 'support', label: 'Support' },
  { value: 'leadership', label: 'Leadership' },
];
