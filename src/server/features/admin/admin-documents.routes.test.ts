import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminDocument,
  type AdminDocumentsResponse,
  adminDocumentsPageSize,
  documentDecisionMessages,
} from '../../../shared/admin/documents.schemas';
import type { DocumentStatus, DocumentType } from '../../../shared/candidates/uploads';
import { candidateDocuments, files, securityEvents } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import type { TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { buildCandidate, registeredCandidate, signedInAs } from '../../test/marketplace.test-utils';
import { fileHeads, multipart } from '../../test/multipart.test-utils';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t, { role: 'admin', name: 'Ada Admin' });
});
afterAll(async () => {
  await t.app.close();
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

function day(offsetDays: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
}

/** A document row (and its file row) straight into the database; the file's bytes are not stored. */
async function seedDocument(
  userId: string,
  values: {
    documentType?: DocumentType;
    status?: DocumentStatus;
    expiryDate?: string | null;
    createdAt?: Date;
  } = {},
) {
  const at = values.createdAt ?? new Date();
  const [file] = await t.database.db
    .insert(files)
    .values({
      userId,
      kind: 'document',
      contentType: 'application/pdf',
      sizeBytes: 1234,
      storageKey: `test/${randomUUID()}`,
      fileName: 'document.pdf',
      createdAt: at,
    })
    .returning({ id: files.id });
  if (!file) throw new Error('no file row');
  const [row] = await t.database.db
    .insert(candidateDocuments)
    .values({
      userId,
      documentType: values.documentType ?? 'dbs_certificate',
      status: values.status ?? 'pending',
      expiryDate: values.expiryDate ?? null,
      fileId: file.id,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: candidateDocuments.id });
  if (!row) throw new Error('no document row');
  return row.id;
}

async function listAs(client: TestClient, query = '') {
  const response = await client.get(`/api/admin/documents${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<AdminDocumentsResponse>();
}

describe('GET /api/admin/documents', () => {
  it('lists pending documents first, oldest first, then decided ones, with the candidate', async () => {
    const candidate = await buildCandidate(t.database.db, { name: 'Carys Candidate' });
    const verified = await seedDocument(candidate.userId, { status: 'verified' });
    const newer = await seedDocument(candidate.userId, { createdAt: new Date(Date.now() - 60_000) });
    const older = await seedDocument(candidate.userId, {
      documentType: 'right_to_work',
      createdAt: new Date(Date.now() - 3_600_000),
    });

    const { documents } = await listAs(admin.client);
    const ids = documents.map((document) => document.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(verified));
    const first = documents.find((document) => document.id === older);
    expect(first).toMatchObject({
      documentType: 'right_to_work',
      status: 'pending',
      candidateId: candidate.userId,
      candidateName: 'Carys Candidate',
      candidateEmail: candidate.email,
      reviewerName: null,
    });
    expect(first?.fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
  });

  it('filters by status and type, and pages', async () => {
    const candidate = await buildCandidate(t.database.db);
    for (let index = 0; index < adminDocumentsPageSize + 2; index += 1) {
      await seedDocument(candidate.userId, { documentType: 'indemnity' });
    }
    await seedDocument(candidate.userId, { documentType: 'indemnity', status: 'rejected' });

    const pending = await listAs(admin.client, '?status=pending&type=indemnity');
    expect(pending.total).toBe(adminDocumentsPageSize + 2);
    expect(pending.documents).toHaveLength(adminDocumentsPageSize);
    expect(pending.documents.every((d) => d.documentType === 'indemnity' && d.status === 'pending')).toBe(
      true,
    );
    const second = await listAs(admin.client, '?status=pending&type=indemnity&page=2');
    expect(second.page).toBe(2);
    expect(second.documents).toHaveLength(2);
    const firstIds = new Set(pending.documents.map((d) => d.id));
    expect(second.documents.some((d) => firstIds.has(d.id))).toBe(false);

    const rejected = await listAs(admin.client, '?status=rejected&type=indemnity');
    expect(rejected.total).toBe(1);
  });

  it('answers a bad filter with a clear 400', async () => {
    const badStatus = await admin.client.get('/api/admin/documents?status=lost');
    expect(badStatus.statusCode).toBe(400);
    expect(errorOf(badStatus).message).toContain('status must be');
    const badType = await admin.client.get('/api/admin/documents?type=passport');
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType).message).toContain('Please choose a known document type');
    expect((await admin.client.get('/api/admin/documents?page=0')).statusCode).toBe(400);
    expect((await admin.client.get('/api/admin/documents?page=abc')).statusCode).toBe(400);
  });

  it('is refused to candidates and employers', async () => {
    const candidate = await signedInAs(t, { role: 'candidate' });
    expect((await candidate.client.get('/api/admin/documents')).statusCode).toBe(403);
    const employer = await signedInAs(t, { role: 'employer' });
    expect((await employer.client.get('/api/admin/documents')).statusCode).toBe(403);
  });
});

describe('verify and reject', () => {
  it('verifies a document uploaded by the candidate, audits it and tells the candidate; the admin can open the file', async () => {
    const { client: candidateClient, account } = await registeredCandidate(t, { name: 'Vera' });
    const body = multipart(
      { documentType: 'dbs_certificate' },
      { filename: 'dbs.pdf', contentType: 'application/pdf', content: fileHeads.pdf() },
    );
    const uploaded = await candidateClient.request(
      'POST',
      '/api/candidate/documents',
      body.payload,
      body.headers,
    );
    expect(uploaded.statusCode).toBe(201);
    const { id, fileUrl } = uploaded.json<{ document: { id: string; fileUrl: string } }>().document;

    const file = await admin.client.get(fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');

    const response = await admin.client.post(`/api/admin/documents/${id}/verify`, {});
    expect(response.statusCode).toBe(200);
    const document = response.json<{ document: AdminDocument }>().document;
    expect(document).toMatchObject({
      id,
      status: 'verified',
      reviewerName: 'Ada Admin',
      rejectionReason: null,
    });
    expect(document.reviewedAt).not.toBeNull();

    const mine = await candidateClient.get('/api/candidate/documents');
    expect(mine.json().documents[0]).toMatchObject({ id, status: 'verified' });

    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.eventType, 'candidate_document_verified'),
          eq(securityEvents.targetUserId, account.userId),
        ),
      );
    expect(events).toHaveLength(1);
    expect(events[0]?.userId).toBe(admin.account.userId);
    const mails = (await listOutbox(t.database.db)).filter((mail) => mail.toAddress === account.email);
    expect(mails.map((mail) => mail.template)).toContain('document-decision');
    expect(mails.find((mail) => mail.template === 'document-decision')?.subject).toBe(
      'Your DBS certificate is verified',
    );

    // A second verification is refused: it has been decided.
    const again = await admin.client.post(`/api/admin/documents/${id}/verify`, {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(documentDecisionMessages.wrongStatus);
  });

  it('rejects with a reason the candidate sees and is e-mailed, and requires the reason', async () => {
    const candidate = await buildCandidate(t.database.db, { name: 'Rhys' });
    const id = await seedDocument(candidate.userId, { documentType: 'safeguarding' });

    const noReason = await admin.client.post(`/api/admin/documents/${id}/reject`, { reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(errorOf(noReason).message).toBe(documentDecisionMessages.reasonRequired);
    const missing = await admin.client.post(`/api/admin/documents/${id}/reject`, {});
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toBe(documentDecisionMessages.reasonRequired);

    const response = await admin.client.post(`/api/admin/documents/${id}/reject`, {
      reason: '  The certificate is older than three years.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ document: AdminDocument }>().document).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The certificate is older than three years.',
    });

    const [row] = await t.database.db.select().from(candidateDocuments).where(eq(candidateDocuments.id, id));
    expect(row).toMatchObject({ status: 'rejected', reviewedBy: admin.account.userId });
    const mail = (await listOutbox(t.database.db)).find(
      (message) => message.toAddress === candidate.email && message.template === 'document-decision',
    );
    expect(mail?.textBody).toContain('The certificate is older than three years.');
    const [event] = await t.database.db
      .select()
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.eventType, 'candidate_document_rejected'),
          eq(securityEvents.targetUserId, candidate.userId),
        ),
      );
    expect(event?.details).toMatchObject({
      documentId: id,
      reason: 'The certificate is older than three years.',
    });

    // A rejected document can be verified after all (the candidate explained); the reason goes.
    const verified = await admin.client.post(`/api/admin/documents/${id}/verify`, {});
    expect(verified.json<{ document: AdminDocument }>().document).toMatchObject({
      status: 'verified',
      rejectionReason: null,
    });
  });

  it('answers 404 for an unknown document and 400 for a malformed id', async () => {
    const unknown = await admin.client.post(`/api/admin/documents/${randomUUID()}/verify`, {});
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(documentDecisionMessages.notFound);
    expect((await admin.client.post('/api/admin/documents/not-an-id/verify', {})).statusCode).toBe(400);
  });

  it('cannot decide an expired document', async () => {
    const candidate = await buildCandidate(t.database.db);
    const id = await seedDocument(candidate.userId, { status: 'expired', expiryDate: day(-3) });
    expect((await admin.client.post(`/api/admin/documents/${id}/verify`, {})).statusCode).toBe(409);
  });
});

describe('GET /api/admin/documents/expiring', () => {
  it('lists pending and verified documents expiring within 30 days, soonest first', async () => {
    const candidate = await buildCandidate(t.database.db, { name: 'Eli Expiring' });
    const soon = await seedDocument(candidate.userId, { status: 'verified', expiryDate: day(5) });
    const later = await seedDocument(candidate.userId, { expiryDate: day(29) });
    const beyond = await seedDocument(candidate.userId, { status: 'verified', expiryDate: day(40) });
    const rejected = await seedDocument(candidate.userId, { status: 'rejected', expiryDate: day(10) });
    const past = await seedDocument(candidate.userId, { status: 'verified', expiryDate: day(-1) });

    const response = await admin.client.get('/api/admin/documents/expiring');
    expect(response.statusCode).toBe(200);
    const { documents, withinDays } = response.json<{ documents: AdminDocument[]; withinDays: number }>();
    expect(withinDays).toBe(30);
    const ids = documents.filter((d) => d.candidateId === candidate.userId).map((d) => d.id);
    expect(ids).toEqual([soon, later]);
    expect(ids).not.toContain(beyond);
    expect(ids).not.toContain(rejected);
    expect(ids).not.toContain(past);
  });
});
