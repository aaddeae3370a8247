import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStatus, DocumentType } from '../../../shared/candidates/uploads';
import type { ConsentReceipt } from '../../../shared/marketplace/opportunity.schemas';
import { candidateDocuments } from '../../db/schema';
import { createFilesRepository } from '../../storage/files.repository';
import type { TestApp } from '../../test/app.test-utils';
import { employerWithOrganisation } from '../../test/marketplace.test-utils';
import {
  approvedOpportunity,
  asEmployerOpportunity,
  candidateWithClient,
  opportunitiesApp,
} from './opportunities.test-utils';

/*
 * What an approval shows the organisation beyond who the candidate is: the CV only under the CV sharing
 * consent, read when the organisation asks; each compliance document's type, status and expiry, never
 * a file.
 */

let t: TestApp;
beforeAll(async () => {
  t = await opportunitiesApp();
});
afterAll(async () => {
  await t.app.close();
});

type Candidate = Awaited<ReturnType<typeof candidateWithClient>>;

/** A stored document of `candidate` (its file written to storage); returns the file's id. */
async function addDocument(
  candidate: Candidate,
  values: { type: DocumentType; status?: DocumentStatus; expiryDate?: string | null },
) {
  const storageKey = randomUUID();
  const content = `${values.type} of ${candidate.userId}`;
  await t.app.storage.write(storageKey, Readable.from([Buffer.from(content)]));
  const fileId = await createFilesRepository({ db: t.database.db }).insert({
    userId: candidate.userId,
    kind: 'document',
    contentType: 'application/pdf',
    sizeBytes: content.length,
    storageKey,
    fileName: `${values.type}.pdf`,
  });
  await t.database.db.insert(candidateDocuments).values({
    userId: candidate.userId,
    documentType: values.type,
    status: values.status ?? 'pending',
    expiryDate: values.expiryDate ?? null,
    fileId,
  });
  return { fileId, storageKey };
}

async function setCvConsent(candidate: Candidate, given: boolean) {
  const response = await candidate.client.put('/api/account/consents', {
    consentType: 'cv_sharing_consent',
    given,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function receiptOf(candidate: Candidate, opportunityId: string) {
  const response = await candidate.client.get('/api/candidate/consent-receipts');
  const { receipts } = response.json() as { receipts: ConsentReceipt[] };
  return receipts.find((receipt) => receipt.opportunityId === opportunityId);
}

describe('the CV follows the CV sharing consent', () => {
  it('without the consent: no CV in the details, the file refused, and the receipt does not list it', async () => {
    const candidate = await candidateWithClient(t, 'Nora Noconsent');
    const cv = await addDocument(candidate, { type: 'cv', status: 'verified' });
    const employer = await employerWithOrganisation(t);
    const opportunity = await approvedOpportunity(t, employer, candidate);

    const view = await employer.client.get(`/api/employer/opportunities/${opportunity.id}`);
    expect(asEmployerOpportunity(view).revealed).toMatchObject({ fullName: 'Nora Noconsent', cvUrl: null });
    expect(view.body).not.toContain(cv.fileId);
    const file = await employer.client.get(`/api/employer/opportunities/${opportunity.id}/files/cv`);
    expect(file.statusCode).toBe(403);
    expect(file.json()).toEqual({
      error: {
        code: 'CV_NOT_SHARED',
        message: 'The professional has not agreed to share their CV with employers.',
      },
    });

    const receipt = await receiptOf(candidate, opportunity.id);
    expect(receipt?.sharedFields).not.toContain('CV');
    expect(receipt?.sharedFields).toEqual(expect.arrayContaining(['full name', 'email address']));
  });

  it('with the consent: the CV downloads and the receipt lists it; withdrawing the consent ends it at once', async () => {
    const candidate = await candidateWithClient(t, 'Cora Consents');
    await setCvConsent(candidate, true);
    await addDocument(candidate, { type: 'cv' });
    const employer = await employerWithOrganisation(t);
    const opportunity = await approvedOpportunity(t, employer, candidate);

    const receipt = await receiptOf(candidate, opportunity.id);
    expect(receipt?.sharedFields).toContain('CV');
    const seen = asEmployerOpportunity(
      await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
    );
    expect(seen.revealed?.cvUrl).toBe(`/api/employer/opportunities/${opportunity.id}/files/cv`);
    const file = await employer.client.get(`/api/employer/opportunities/${opportunity.id}/files/cv`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.body).toBe(`cv of ${candidate.userId}`);

    // Withdrawn after the approval: the CV goes from the details and the file at the next request.
    await setCvConsent(candidate, false);
    const after = asEmployerOpportunity(
      await employer.client.get(`/api/employer/opportunities/${opportunity.id}`),
    );
    expect(after.revealed).toMatchObject({ fullName: 'Cora Consents', cvUrl: null });
    expect(
      (await employer.client.get(`/api/employer/opportunities/${opportunity.id}/files/cv`)).statusCode,
    ).toBe(403);
    // The receipt records what was agreed when approving; it is not rewritten.
    expect((await receiptOf(candidate, opportunity.id))?.sharedFields).toContain('CV');
    // Given again, the CV is shared again while the approval stands.
    await setCvConsent(candidate, true);
    expect(
      (await employer.client.get(`/api/employer/opportunities/${opportunity.id}/files/cv`)).statusCode,
    ).toBe(200);
  });
});

describe('compliance documents after approval', () => {
  it('shows each document’s type, status and expiry (expired once past it), in the candidate’s order, and no file', async () => {
    const candidate = await candidateWithClient(t, 'Dora Documents');
    const stored = [
      await addDocument(candidate, { type: 'cv', status: 'verified' }),
      await addDocument(candidate, { type: 'safeguarding', status: 'pending' }),
      await addDocument(candidate, { type: 'dbs_certificate', status: 'verified', expiryDate: '2027-06-30' }),
      // Past its expiry (the clock is 25 November 2026) though the nightly job has not marked it yet.
      await addDocument(candidate, { type: 'indemnity', status: 'verified', expiryDate: '2026-11-24' }),
      await addDocument(candidate, { type: 'right_to_work', status: 'rejected', expiryDate: '2026-01-01' }),
    ];
    const employer = await employerWithOrganisation(t);
    const opportunity = await approvedOpportunity(t, employer, candidate);

    const view = await employer.client.get(`/api/employer/opportunities/${opportunity.id}`);
    expect(asEmployerOpportunity(view).revealed?.documents).toEqual([
      { type: 'dbs_certificate', status: 'verified', expiryDate: '2027-06-30' },
      { type: 'right_to_work', status: 'rejected', expiryDate: '2026-01-01' },
      { type: 'indemnity', status: 'expired', expiryDate: '2026-11-24' },
      { type: 'safeguarding', status: 'pending', expiryDate: null },
    ]);
    // Neither the documents' files nor where they are stored, in the item or in the list.
    const list = await employer.client.get('/api/employer/opportunities');
    for (const { fileId, storageKey } of stored) {
      for (const body of [view.body, list.body]) {
        expect(body).not.toContain(fileId);
        expect(body).not.toContain(storageKey);
      }
    }
    const receipt = await receiptOf(candidate, opportunity.id);
    expect(receipt?.sharedFields).toContain(
      'compliance documents’ type, status and expiry date (not the files)',
    );
  });

  it('shows none before the approval, nor after it is withdrawn', async () => {
    const candidate = await candidateWithClient(t, 'Wren Withdraws');
    await addDocument(candidate, { type: 'dbs_certificate', status: 'verified' });
    const employer = await employerWithOrganisation(t);
    const opportunity = await approvedOpportunity(t, employer, candidate);
    expect(
      asEmployerOpportunity(await employer.client.get(`/api/employer/opportunities/${opportunity.id}`))
        .revealed?.documents,
    ).toHaveLength(1);
    await candidate.client.post(`/api/candidate/opportunities/${opportunity.id}/withdraw`);
    const after = await employer.client.get(`/api/employer/opportunities/${opportunity.id}`);
    expect(asEmployerOpportunity(after).revealed).toBeNull();
    expect(after.body).not.toContain('dbs_certificate');
  });
});
