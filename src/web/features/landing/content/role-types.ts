/** The five groups of the roles catalogue (spec §3). */
export type RoleCategory = 'clinical' | 'community' | 'administrative' | 'support' | 'leadership';

/** One entry of the roles catalogue (spec §3: id slug, name, description and the three lists). */
export interface RoleEntry {
  id: string;
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
