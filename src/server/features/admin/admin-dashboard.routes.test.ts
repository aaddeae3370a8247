import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboardResponse } from '../../../shared/admin/dashboard.schemas';
import { communityCategories } from '../../../shared/community/categories';
import {
  candidateDocuments,
  communityPosts,
  contactSubmissions,
  contentReports,
  files,
  mailOutbox,
  opportunities,
  recruitmentSubmissions,
} from '../../db/schema';
import { buildAccount } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { buildCandidate, buildOrganisation, signedInAs } from '../../test/marketplace.test-utils';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function seedDocument(userId: string, status: 'pending' | 'verified') {
  const [file] = await t.database.db
    .insert(files)
    .values({
      userId,
      kind: 'document',
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: `test/${randomUUID()}`,
      fileName: 'document.pdf',
    })
    .returning({ id: files.id });
  if (!file) throw new Error('no file');
  await t.database.db
    .insert(candidateDocuments)
    .values({ userId, documentType: 'cv', status, fileId: file.id });
}

const contact = (status: 'new' | 'in_progress' | 'done') => ({
  name: 'Sam',
  email: 'sam@example.test',
  message: 'Hello',
  status,
});
const recruitment = (status: 'new' | 'done') => ({
  submissionType: 'candidate' as const,
  name: 'Kim',
  email: 'kim@example.test',
  phone: '07700 900000',
  organisation: '-',
  role: 'Paramedic',
  description: 'Looking',
  location: 'Leeds',
  privacyAcceptedAt: new Date(),
  termsAcceptedAt: new Date(),
  status,
});

async function seedOpportunity(organisationId: string, candidateUserId: string, status: 'approved' | 'sent') {
  await t.database.db.insert(opportunities).values({
    organisationId,
    candidateUserId,
    role: 'paramedic',
    location: 'Leeds',
    employmentType: 'permanent',
    payBasis: 'annual_salary',
    payAmountPence: 4_000_000,
    hours: 'Full time',
    startDate: '2030-01-01',
    status,
    feeRate: 0.09,
    feePence: 360_000,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
}

async function seedMail(status: 'dead' | 'sent') {
  await t.database.db.insert(mailOutbox).values({
    messageId: `<${randomUUID()}@example.test>`,
    template: 'generic-notice',
    toAddress: 'x@example.test',
    subject: 'S',
    textBody: 'T',
    htmlBody: '<p>T</p>',
    status,
  });
}

describe('GET /api/admin/dashboard', () => {
  it('counts what waits in each queue, and only that', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const empty = await admin.client.get('/api/admin/dashboard');
    expect(empty.statusCode).toBe(200);
    expect(empty.json<AdminDashboardResponse>().counts).toEqual({
      pendingAccounts: 0,
      organisationsToVerify: 0,
      documentsToVerify: 0,
      newContactSubmissions: 0,
      newRecruitmentSubmissions: 0,
      openReports: 0,
      opportunitiesAwaitingIntroduction: 0,
      deadLetters: 0,
    });

    // Two awaiting approval; a suspended one is not waiting for approval.
    await buildAccount(t.database.db, { role: 'candidate', approved: false });
    await buildAccount(t.database.db, { role: 'employer', approved: false });
    await buildAccount(t.database.db, { role: 'candidate', approved: false, suspended: true });

    const owner = await buildAccount(t.database.db, { role: 'employer' });
    const otherOwner = await buildAccount(t.database.db, { role: 'employer' });
    const verified = await buildOrganisation(t.database.db, owner.userId, { status: 'verified' });
    await buildOrganisation(t.database.db, otherOwner.userId);

    const candidate = await buildCandidate(t.database.db);
    await seedDocument(candidate.userId, 'pending');
    await seedDocument(candidate.userId, 'pending');
    await seedDocument(candidate.userId, 'verified');

    await t.database.db
      .insert(contactSubmissions)
      .values([contact('new'), contact('in_progress'), contact('done')]);
    await t.database.db
      .insert(recruitmentSubmissions)
      .values([recruitment('new'), recruitment('new'), recruitment('done')]);

    const [post] = await t.database.db
      .insert(communityPosts)
      .values({ userId: owner.userId, title: 'T', content: 'C', category: communityCategories[0] })
      .returning({ id: communityPosts.id });
    await t.database.db.insert(contentReports).values([
      { reporterUserId: candidate.userId, postId: post?.id, description: 'Spam' },
      { reporterUserId: owner.userId, postId: post?.id, description: 'Old', resolvedAt: new Date() },
    ]);

    await seedOpportunity(verified.id, candidate.userId, 'approved');
    await seedOpportunity(verified.id, candidate.userId, 'sent');

    await seedMail('dead');
    await seedMail('dead');
    await seedMail('sent');

    const response = await admin.client.get('/api/admin/dashboard');
    expect(response.json<AdminDashboardResponse>().counts).toEqual({
      pendingAccounts: 2,
      organisationsToVerify: 1,
      documentsToVerify: 2,
      newContactSubmissions: 1,
      newRecruitmentSubmissions: 2,
      openReports: 1,
      opportunitiesAwaitingIntroduction: 1,
      deadLetters: 2,
    });
  });

  it('is for admins with two-factor authentication only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(anonymous.statusCode).toBe(401);
    const candidate = await signedInAs(t, { role: 'candidate' });
    expect((await candidate.client.get('/api/admin/dashboard')).statusCode).toBe(403);
    const master = await signedInAs(t, { role: 'master_admin' });
    expect((await master.client.get('/api/admin/dashboard')).statusCode).toBe(200);
  });
});
