import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { contactSubmissions, recruitmentSubmissions } from '../../db/schema';
import { createClient, type TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { signedInAs } from '../../test/marketplace.test-utils';

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

/** The app of a submissions inbox test file (submissions-inbox-*.routes.test.ts), an admin signed in. */
export async function inboxApp(): Promise<{ t: TestApp; admin: TestClient; adminId: string }> {
  const t = await createTestApp();
  const signedIn = await signedInAs(t, { role: 'admin' });
  return { t, admin: signedIn.client, adminId: signedIn.account.userId };
}

/** A word no other test's rows contain, so each test filters down to its own rows. */
export const marker = () => `zq${randomUUID().slice(0, 8)}`;

/** A contact message stored as the form would store it, with `values` over the defaults. */
export async function addContact(t: TestApp, values: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(contactSubmissions)
    .values({
      name: 'Amelia Hart',
      email: 'amelia.hart@example.org',
      message: 'We would like to talk about workforce planning.',
      ...values,
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}

/** A recruitment submission (an employer's by default) stored directly, with `values` over the defaults. */
export async function addRecruitment(
  t: TestApp,
  values: Partial<typeof recruitmentSubmissions.$inferInsert> = {},
) {
  const at = new Date();
  const [row] = await t.database.db
    .insert(recruitmentSubmissions)
    .values({
      submissionType: 'employer',
      name: 'Dr Tom Reyes',
      email: 'tom.reyes@example.org',
      phone: '020 7946 0456',
      organisation: 'Northgate PCN',
      role: 'Clinical Pharmacist',
      description: 'Two days a week across three practices.',
      location: 'Leeds',
      salary: '£45,000',
      employmentType: 'sessional',
      privacyAcceptedAt: at,
      termsAcceptedAt: at,
      ...values,
    })
    .returning();
  if (!row) throw new Error('not inserted');
  return row;
}
