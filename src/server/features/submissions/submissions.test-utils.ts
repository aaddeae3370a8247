import type { FastifyInstance } from 'fastify';
import { createClient } from '../../test/accounts.test-utils';

/** A contact form body that passes every rule; override fields to break one. */
export function buildContactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Amelia Hart',
    email: 'amelia.hart@example.org',
    phone: '+44 (0)20 7946-0999',
    organisation: 'Riverside Primary Care Network',
    message: 'We would like to talk about workforce planning for our ARRS roles next year.',
    consultationType: 'workforce-development',
    ...overrides,
  };
}

/** A recruitment form body (employer by default) that passes every rule. */
export function buildRecruitmentBody(overrides: Record<string, unknown> = {}) {
  return {
    submissionType: 'employer',
    name: 'Dr Tom Reyes',
    email: 'tom.reyes@example.org',
    phone: '020 7946 0456',
    organisation: 'Northgate PCN',
    role: 'Clinical Pharmacist',
    description: 'Two days a week across three practices, supporting structured medication reviews.',
    location: 'Leeds',
    salary: '£45,000–£52,000',
    employmentType: 'sessional',
    acceptPrivacy: true,
    acceptTerms: true,
    ...overrides,
  };
}

/** Posts a form as a browser on `remoteAddress` would (our Origin, JSON). */
export function formClient(app: FastifyInstance, remoteAddress = '203.0.113.10') {
  const client = createClient(app, {}, { remoteAddress });
  return {
    contact: (body: unknown, headers: Record<string, string> = {}) =>
      client.request('POST', '/api/submissions/contact', body, headers),
    recruitment: (body: unknown, headers: Record<string, string> = {}) =>
      client.request('POST', '/api/submissions/recruitment', body, headers),
  };
}
