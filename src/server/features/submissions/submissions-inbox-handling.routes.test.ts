import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InboxSubmission, inboxMessages } from '../../../shared/submissions/submissions-inbox.schemas';
import { recruitmentSubmissions, securityEvents } from '../../db/schema';
import type { TestClient } from '../../test/accounts.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import { addContact, addRecruitment, inboxApp } from './submissions.test-utils';

/* One submission in the admins' inbox: reading it, approving it, its status and internal notes. */

let t: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  ({ t, admin, adminId } = await inboxApp());
});
afterAll(async () => {
  await t.app.close();
});

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

describe('one submission', () => {
  it('reads one by kind and id; unknown ids are 404, malformed ones 400', async () => {
    const contact = await addContact(t, { phone: '0113 496 0000', organisation: 'Riverside' });
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
    const submission = await addRecruitment(t, {
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
    const contact = await addContact(t);
    expect((await admin.post(`/api/admin/submissions/contact/${contact.id}/approve`)).statusCode).toBe(404);
  });

  it('sets the status; done records when it was handled, reopening clears it', async () => {
    const submission = await addContact(t);
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

    const recruitment = await addRecruitment(t);
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
    const submission = await addRecruitment(t);
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
