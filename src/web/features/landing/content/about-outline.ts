import { brand } from '../../../../shared/content/brand';

/** Ids of the about page's sections, in order; their content loads on demand (about-content.ts). */
export const aboutSectionIds = [
  'what-we-do',
  'representation',
  'employers',
  'your-data',
  'who-we-are',
] as const;

export type AboutSectionId = (typeof aboutSectionIds)[number];

/** The about page's lead paragraph (shown at once, before any section loads). */
export const aboutIntro = `${brand.platformName} is the jobs and community platform for professionals in the roles of the Additional Roles Reimbursement Scheme (ARRS) in NHS primary care, and for the primary care networks, GP practices, NHS trusts and community providers who employ them. It is run by ${brand.consultancyName}.`;
