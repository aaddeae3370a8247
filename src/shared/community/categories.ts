/** Community categories, value → label, in the order the filter lists them. */
export const communityCategories = [
  'announcements',
  'general',
  'primary_care',
  'community_care',
  'clinical_practice',
  'career_advice',
  'technology',
  'research',
  'policy',
] as const;
export type CommunityCategory = (typeof communityCategories)[number];

export const categoryLabels: Record<CommunityCategory, string> = {
  announcements: 'Official Announcements',
  general: 'General Discussion',
  primary_care: 'Primary Care',
  community_care: 'Community Care',
  clinical_practice: 'Clinical Practice',
  career_advice: 'Career Advice',
  technology: 'Healthcare Technology',
  research: 'Research & Evidence',
  policy: 'Policy & Guidelines',
};

/** Posts in this category are official: only admin roles may post there. */
export const officialCategory: CommunityCategory = 'announcements';

export function categoryCardLabel(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
