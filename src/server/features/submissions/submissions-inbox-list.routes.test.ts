import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InboxListResponse,
  inboxMessages,
  inboxPageSize,
} from '../../../shared/submissions/submissions-inbox.schemas';
import type { TestClient } from '../../test/accounts.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import { signedInAs } from '../../test/marketplace.test-utils';
import {
  addContact,
  addRecruitment,
  buildContactBody,
  buildRecruitmentBody,
  formClient,
  inboxApp,
  marker,
} from './submissions.test-utils';

/* The admins' submissions inbox: the list, its filters, search and pages. */

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  ({ t, admin } = await inboxApp());
});
afterAll(async () => {
  await t.app.close();
});

async function list(query: Record<string, string>) {
  const response = await admin.get(`/api/admin/submissions?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InboxListResponse;
}
const idsOf = (body: InboxListResponse) => body.submissions.map((submission) => submission.id);

describe('the submissions inbox list', () => {
  it('lists contact and recruitment submissions from the public forms together, newest first', async () => {
    const word = marker();
    const forms = formClient(t.app, '203.0.113.71');
    expect((await forms.contact(buildContactBody({ organisation: `Riverside ${word}` }))).statusCode).toBe(
      201,
    );
    expect(
      (await forms.recruitment(buildRecruitmentBody({ organisation: `Northgate ${word}` }))).statusCode,
    ).toBe(201);
    const body = await list({ q: word });
    expect(body.total).toBe(2);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(inboxPageSize);
    const [recruitment, contact] = body.submissions;
    expect(recruitment).toMatchObject({
      kind: 'recruitment',
      type: 'employer',
      email: 'tom.reyes@example.org',
      role: 'Clinical Pharmacist',
      salary: '£45,000–£52,000',
      employmentType: 'sessional',
      approved: false,
      status: 'new',
      internalNotes: '',
      handledAt: null,
      consultationType: null,
    });
    expect(contact).toMatchObject({
      kind: 'contact',
      type: 'contact',
      name: 'Amelia Hart',
      consultationType: 'workforce-development',
      approved: null,
      role: null,
      status: 'new',
    });
    expect(Date.parse(recruitment?.createdAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(contact?.createdAt ?? ''),
    );
  });

  it('filters by type, status and UK date range', async () => {
    const word = marker();
    const contact = await addContact(t, {
      message: `Hello ${word}`,
      createdAt: new Date('2026-03-10T12:00:00Z'),
    });
    const employer = await addRecruitment(t, {
      description: `Role ${word}`,
      status: 'in_progress',
      // 1 July in London (BST), still 30 June in UTC.
      createdAt: new Date('2026-06-30T23:30:00Z'),
    });
    const candidate = await addRecruitment(t, {
      submissionType: 'candidate',
      salary: null,
      employmentType: null,
      description: `Me ${word}`,
      status: 'done',
      createdAt: new Date('2026-07-02T09:00:00Z'),
    });
    expect(idsOf(await list({ q: word }))).toEqual([candidate.id, employer.id, contact.id]);
    expect(idsOf(await list({ q: word, type: 'contact' }))).toEqual([contact.id]);
    expect(idsOf(await list({ q: word, type: 'employer' }))).toEqual([employer.id]);
    expect(idsOf(await list({ q: word, type: 'candidate' }))).toEqual([candidate.id]);
    expect(idsOf(await list({ q: word, status: 'new' }))).toEqual([contact.id]);
    expect(idsOf(await list({ q: word, status: 'in_progress' }))).toEqual([employer.id]);
    expect(idsOf(await list({ q: word, status: 'done', type: 'employer' }))).toEqual([]);
    expect(idsOf(await list({ q: word, from: '2026-07-01' }))).toEqual([candidate.id, employer.id]);
    expect(idsOf(await list({ q: word, to: '2026-06-30' }))).toEqual([contact.id]);
    expect(idsOf(await list({ q: word, from: '2026-07-01', to: '2026-07-01' }))).toEqual([employer.id]);
    expect(idsOf(await list({ q: word, from: '2026-03-10', to: '2026-03-10' }))).toEqual([contact.id]);
    // Blank fields are no filter (the page sends its form as it is).
    expect((await list({ q: word, type: '', status: '', from: '', to: '' })).total).toBe(3);
  });

  it('searches name, e-mail, organisation and message or description, case-insensitively, wildcards literal', async () => {
    const word = marker();
    const byName = await addContact(t, { name: `Ada ${word}Lovelace` });
    const byEmail = await addContact(t, { email: `${word}@example.org` });
    const byOrganisation = await addRecruitment(t, { organisation: `${word} Surgery` });
    const byDescription = await addRecruitment(t, {
      submissionType: 'candidate',
      salary: null,
      employmentType: null,
      description: `I am ${word}.`,
    });
    const found = await list({ q: word.toUpperCase() });
    expect(new Set(idsOf(found))).toEqual(
      new Set([byName.id, byEmail.id, byOrganisation.id, byDescription.id]),
    );

    const literal = marker();
    const percent = await addContact(t, { message: `Discount 100%_${literal} off` });
    await addContact(t, { message: `Discount 100ab${literal} off` });
    expect(idsOf(await list({ q: `100%_${literal}` }))).toEqual([percent.id]);
    expect(idsOf(await list({ q: `%${literal}` }))).toEqual([]);
    expect(idsOf(await list({ q: `100__${literal}` }))).toEqual([]);
    const backslash = await addContact(t, { message: `path C:\\${literal}\\x` });
    expect(idsOf(await list({ q: `C:\\${literal}` }))).toEqual([backslash.id]);
  });

  it('pages 25 at a time without overlap, with the total', async () => {
    const word = marker();
    const base = Date.parse('2026-01-01T10:00:00Z');
    for (let index = 0; index < 27; index += 1) {
      const createdAt = new Date(base + index * 60_000);
      if (index % 2) await addContact(t, { message: `Paged ${word} ${index}`, createdAt });
      else await addRecruitment(t, { description: `Paged ${word} ${index}`, createdAt });
    }
    const first = await list({ q: word });
    const second = await list({ q: word, page: '2' });
    expect(first.total).toBe(27);
    expect(second.total).toBe(27);
    expect(first.submissions).toHaveLength(25);
    expect(second.submissions).toHaveLength(2);
    expect(second.page).toBe(2);
    expect(new Set([...idsOf(first), ...idsOf(second)]).size).toBe(27);
    expect(first.submissions[0]?.message).toBe(`Paged ${word} 26`);
    expect(second.submissions.map((submission) => submission.message)).toEqual([
      `Paged ${word} 1`,
      `Paged ${word} 0`,
    ]);
    expect((await list({ q: word, page: '3' })).submissions).toEqual([]);
    // One type only pages the same way.
    expect((await list({ q: word, type: 'employer', page: '1' })).total).toBe(14);
  });

  it('answers bad filters with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['type=recruitment', inboxMessages.invalidType],
      ['status=closed', inboxMessages.invalidStatus],
      ['from=2026-13-01', inboxMessages.invalidDate],
      ['to=2026-02-30', inboxMessages.invalidDate],
      ['from=01/02/2026', inboxMessages.invalidDate],
      ['from=2026-05-02&to=2026-05-01', inboxMessages.dateOrder],
      [`q=${'a'.repeat(201)}`, inboxMessages.searchTooLong],
      ['page=0', ''],
      ['page=two', ''],
    ];
    for (const [query, message] of cases) {
      const response = await admin.get(`/api/admin/submissions?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toContain(message);
      const csv = await admin.get(`/api/admin/submissions/export?${query}`);
      if (!query.startsWith('page')) expect(csv.statusCode, `export ${query}`).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const candidate = await signedInAs(t, { role: 'candidate' });
    expect((await candidate.client.get('/api/admin/submissions')).statusCode).toBe(403);
    const master = await signedInAs(t, { role: 'master_admin' });
    expect((await master.client.get('/api/admin/submissions')).statusCode).toBe(200);
  });
});
