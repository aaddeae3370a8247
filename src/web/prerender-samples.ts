import type { PublicJob } from '../shared/marketplace/vacancy.public.schemas';
import { type DataPage, jobPagePattern } from '../shared/routing/data-pages';
import { paths } from '../shared/routing/paths';

/**
 * What the build renders the data pages with (entry-prerender.tsx), only to cut the rules of the
 * stylesheet each can use (decision 030): a board with a job and a refused filter, and an open job
 * with every part a job page can show. Never served.
 */
const job: PublicJob = {
  id: '00000000-0000-4000-8000-000000000000',
  slug: 'clinical-pharmacist-ls6',
  role: 'clinical-pharmacist',
  roleName: 'Clinical Pharmacist',
  title: 'Clinical Pharmacist',
  employmentType: 'permanent',
  sessionsPerWeek: 8,
  hoursPerWeek: 30,
  pay: { basis: 'annual_salary', minPounds: 42_000, maxPounds: 48_000 },
  postcodeDistrict: 'LS6',
  workArrangement: 'hybrid',
  startDate: '2027-02-01',
  closingDate: '2027-01-10',
  description: 'A paragraph.\nAnother line.\n\n- An item\n- Another item',
  registrationBody: 'GPhC',
  skills: ['Prescribing'],
  experienceBand: '3_5',
  organisationName: 'Sample PCN',
  publishedAt: '2026-11-25T10:00:00.000Z',
  earlyAccessNote: null,
  distanceKm: 3.2,
};

export const sampleDataPages: { pathname: string; page: DataPage }[] = [
  {
    pathname: paths.platform.jobs,
    page: {
      pattern: paths.platform.jobs,
      data: {
        filters: { role: 'clinical-pharmacist', postcode: 'LS6', minPay: 'x', page: '2' },
        result: { total: 41, page: 2, pageSize: 20, jobs: [job] },
        problem: { field: 'minPay', message: 'A refused filter' },
      },
    },
  },
  {
    pathname: `${paths.platform.jobs}/${job.slug}-${job.id}`,
    page: { pattern: jobPagePattern, data: { kind: 'open', job } },
  },
];
