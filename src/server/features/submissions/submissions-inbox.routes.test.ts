import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InboxListResponse,
  type InboxSubmission,
  inboxMessages,
  inboxPageSize,
} from '../../../shared/submissions/submissions-inbox.schemas';
import { contactSubmissions, recruitmentSubmissions, securityEvents } from '../../db/schema';
import type { TestClient } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { signedInAs } from '../../test/marketplace.test-utils';
import { buildContactBody, buildRecruitmentBody, formClient } from './submissions.test-utils';

let t: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signedInAs(t, { role: 'admin' });
  admin = signedIn.client;
  adminId = signedIn.account.userId;
});
afterAll(async () => {
  await t.app.close();
});

/** A word no other test's rows contain, so each test filters down to its own rows. */
const marker = () => `zq${randomUUID().slice(0, 8)}`;

async function addContact(values: Partial<typeof contactSubmissions.$inferInsert> = {}) {
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

async function addRecruitment(values: Partial<typeof recruitmentSubmissions.$inferInsert> = {}) {
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

async function list(query: Record<string, string>) {
  const response = await admin.get(`/api/admin/submissions?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InboxListResponse;
}
const idsOf = (body: InboxListResponse) => body.submissions.map((submission) => submission.id);
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;

async function eventsOf(eventType: string, submissionId: string) {
  return t.database.db
    .select()
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.eventType, eventType),
        sql`${securityEvents.details}->>'submissionId' = ${submissionId}`,
      ),
    );
}

describe('the submissions inbox list (issue 14)', () => {
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
    const contact = await addContact({
      message: `Hello ${word}`,
      createdAt: new Date('2026-03-10T12:00:00Z'),
    });
    const employer = await addRecruitment({
      description: `Role ${word}`,
      status: 'in_progress',
      // 1 July in London (BST), still 30 June in UTC.
      createdAt: new Date('2026-06-30T23:30:00Z'),
    });
    const candidate = await addRecruitment({
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
    const byName = await addContact({ name: `Ada ${word}Lovelace` });
    const byEmail = await addContact({ email: `${word}@example.org` });
    const byOrganisation = await addRecruitment({ organisation: `${word} Surgery` });
    const byDescription = await addRecruitment({
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
    const percent = await addContact({ message: `Discount 100%_${literal} off` });
    await addContact({ message: `Discount 100ab${literal} off` });
    expect(idsOf(await list({ q: `100%_${literal}` }))).toEqual([percent.id]);
    expect(idsOf(await list({ q: `%${literal}` }))).toEqual([]);
    expect(idsOf(await list({ q: `100__${literal}` }))).toEqual([]);
    const backslash = await addContact({ message: `path C:\\${literal}\\x` });
    expect(idsOf(await list({ q: `C:\\${literal}` }))).toEqual([backslash.id]);
  });

  it('pages 25 at a time without overlap, with the total', async () => {
    const word = marker();
    const base = Date.parse('2026-01-01T10:00:00Z');
    for (let index = 0; index < 27; index += 1) {
      const createdAt = new Date(base + index * 60_000);
      if (index % 2) await addContact({ message: `Paged ${word} ${index}`, createdAt });
      else await addRecruitment({ description: `Paged ${word} ${index}`, createdAt });
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

describe('one submission', () => {
  it('reads one by kind and id; unknown ids are 404, malformed ones 400', async () => {
    const contact = await addContact({ phone: '0113 496 0000', organisation: 'Riverside' });
    const read = await admin.get(`/api/admin/submissions/contact/${contact.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: contact.id, kind: 'contact', phone: '0113 496 0000' });
    // The id of a contact message is not a recruitment submission's.
    expect((await admin.get(`/api/admin/submissions/recruitment/${contact.id}`)).statusCode).toBe(404);
    const unknown = await admin.get(`/api/admin/submissions/contact/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(inboxMessages.notFound);
    expect((await admin.get('/api/admin/submissions/contact/not-a-uuid')).statusCode).toBe(400);
    expect((await admin.get(`/api/admin/submissions/other/${contact.id}`)).statusCode).toBe(400);
  });

  it('approves a recruitment submission once, and records who did it', async () => {
    const submission = await addRecruitment({
      submissionType: 'candidate',
      salary: null,
      employmentType: null,
    });
    const approve = () => admin.post(`/api/admin/submissions/recruitment/${submission.id}/approve`);
    const first = await approve();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: submission.id, approved: true, type: 'candidate' });
    const [stored] = await t.database.db
      .select()
      .from(recruitmentSubmissions)
      .where(eq(recruitmentSubmissions.id, submission.id));
    expect(stored?.approved).toBe(true);
    expect((await approve()).statusCode).toBe(200);
    const events = await eventsOf('admin_submission_approved', submission.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.userId).toBe(adminId);

    expect((await admin.post(`/api/admin/submissions/recruitment/${randomUUID()}/approve`)).statusCode).toBe(
      404,
    );
    // Contact messages have nothing to approve.
    const contact = await addContact();
    expect((await admin.post(`/api/admin/submissions/contact/${contact.id}/approve`)).statusCode).toBe(404);
  });

  it('sets the status; done records when it was handled, reopening clears it', async () => {
    const submission = await addContact();
    const setStatus = (status: unknown, kind = 'contact', id = submission.id) =>
      admin.put(`/api/admin/submissions/${kind}/${id}/status`, { status });
    const inProgress = await setStatus('in_progress');
    expect(inProgress.statusCode).toBe(200);
    expect(inProgress.json()).toMatchObject({ status: 'in_progress', handledAt: null });
    const done = (await setStatus('done')).json() as InboxSubmission;
    expect(done.status).toBe('done');
    expect(Date.now() - Date.parse(done.handledAt ?? '')).toBeLessThan(60_000);
    // Done again keeps the first time.
    expect(((await setStatus('done')).json() as InboxSubmission).handledAt).toBe(done.handledAt);
    expect((await setStatus('new')).json()).toMatchObject({ status: 'new', handledAt: null });
    const events = await eventsOf('admin_submission_status_changed', submission.id);
    expect(events.map((event) => event.details)).toEqual([
      expect.objectContaining({ from: 'new', to: 'in_progress' }),
      expect.objectContaining({ from: 'in_progress', to: 'done' }),
      expect.objectContaining({ from: 'done', to: 'new' }),
    ]);

    const recruitment = await addRecruitment();
    expect((await setStatus('done', 'recruitment', recruitment.id)).json()).toMatchObject({ status: 'done' });
    const bad = await setStatus('closed');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(inboxMessages.invalidStatus);
    expect((await admin.put(`/api/admin/submissions/contact/${submission.id}/status`, {})).statusCode).toBe(
      400,
    );
    expect((await setStatus('done', 'contact', randomUUID())).statusCode).toBe(404);
  });

  it('saves internal notes, without copying them into the audit trail', async () => {
    const submission = await addRecruitment();
    const notes = 'Called back on Tuesday.\nWants a sessional pharmacist, call Dr Reyes.';
    const saved = await admin.put(`/api/admin/submissions/recruitment/${submission.id}/notes`, { notes });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ internalNotes: notes });
    expect(
      ((await admin.get(`/api/admin/submissions/recruitment/${submission.id}`)).json() as InboxSubmission)
        .internalNotes,
    ).toBe(notes);
    const events = await eventsOf('admin_submission_notes_edited', submission.id);
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain('Called back');

    const tooLong = await admin.put(`/api/admin/submissions/recruitment/${submission.id}/notes`, {
      notes: 'a'.repeat(5001),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain(inboxMessages.notesTooLong);
    const control = await admin.put(`/api/admin/submissions/recruitment/${submission.id}/notes`, {
      notes: 'bad\u0000',
    });
    expect(control.statusCode).toBe(400);
    expect(
      (await admin.put(`/api/admin/submissions/recruitment/${randomUUID()}/notes`, { notes: 'x' }))
        .statusCode,
    ).toBe(404);
    // Clearing is allowed.
    const cleared = await admin.put(`/api/admin/submissions/recruitment/${submission.id}/notes`, {
      notes: '',
    });
    expect(cleared.json()).toMatchObject({ internalNotes: '' });
  });
});

describe('the CSV export', () => {
  it('exports the filtered list as an RFC 4180 attachment with formulas neutralised', async () => {
    const word = marker();
    await addContact({
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'x@example.org',
      phone: '+44 113 496 0000',
      organisation: '@SUM(A1:A2)',
      message: `Line one, with a comma ${word}\r\nLine "two"`,
      internalNotes: '-2+3',
      createdAt: new Date('2026-04-01T08:00:00Z'),
    });
    await addRecruitment({ description: `Employer ${word}`, createdAt: new Date('2026-04-02T08:00:00Z') });
    await addContact({
      message: `Other ${word}`,
      status: 'done',
      createdAt: new Date('2026-04-03T08:00:00Z'),
    });

    const response = await admin.get(
      `/api/admin/submissions/export?${new URLSearchParams({ q: word, status: 'new' })}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'Received,Type,Status,Name,Email,Phone,Organisation,Consultation type,Role,Location,Salary,Employment type,Approved,Message,Internal notes,Handled',
    );
    // Two rows (the done one is filtered out), the first spanning two lines inside its quoted message.
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body).not.toContain(`Other ${word}`);
    expect(lines[1]).toBe(
      `2026-04-02T08:00:00.000Z,Recruitment: employer,New,Dr Tom Reyes,tom.reyes@example.org,020 7946 0456,Northgate PCN,,Clinical Pharmacist,Leeds,"£45,000",sessional,No,Employer ${word},,`,
    );
    expect(`${lines[2]}\r\n${lines[3]}`).toBe(
      `2026-04-01T08:00:00.000Z,Contact,New,"'=HYPERLINK(""http://evil.example"",""click"")",x@example.org,'+44 113 496 0000,'@SUM(A1:A2),Other,,,,,,"Line one, with a comma ${word}\r\nLine ""two""",'-2+3,`,
    );
    expect(lines[4]).toBe('');
    expect(lines).toHaveLength(5);

    const exports = await t.database.db
      .select()
      .from(securityEvents)
      .where(
        and(eq(securityEvents.eventType, 'admin_submissions_exported'), eq(securityEvents.userId, adminId)),
      )
      .orderBy(desc(securityEvents.id));
    const event = exports[0];
    expect(event?.details).toMatchObject({ status: 'new', searched: true, rows: 2 });
    expect(JSON.stringify(event?.details)).not.toContain(word);
  });

  it('is refused to non-admins', async () => {
    const employer = await signedInAs(t, { role: 'employer' });
    expect((await employer.client.get('/api/admin/submissions/export')).statusCode).toBe(403);
  });
});
