import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateDocuments, files } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { buildAccount } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';

let t: TestApp;
let clock = new Date('2027-03-01T08:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.app.close();
});

/** A document row (the bytes do not matter to the reminders) expiring on `expiryDate`. */
async function documentExpiring(
  userId: string,
  expiryDate: string,
  status: 'pending' | 'rejected' = 'pending',
) {
  const [file] = await t.database.db
    .insert(files)
    .values({
      userId,
      kind: 'document',
      contentType: 'application/pdf',
      sizeBytes: 10,
      storageKey: crypto.randomUUID(),
      fileName: 'dbs-certificate.pdf',
    })
    .returning({ id: files.id });
  const [document] = await t.database.db
    .insert(candidateDocuments)
    .values({ userId, documentType: 'dbs_certificate', expiryDate, status, fileId: file?.id ?? '' })
    .returning({ id: candidateDocuments.id });
  return document?.id ?? '';
}

async function remindersTo(email: string) {
  return (await listOutbox(t.database.db)).filter(
    (mail) => mail.toAddress === email && mail.template === 'document-expiry',
  );
}

describe('document expiry reminders', () => {
  it('sends one e-mail 30 days and one 7 days before expiry, never twice, and marks lapsed documents expired', async () => {
    const amira = await buildAccount(t.database.db, { name: 'Amira Khan' });
    const ben = await buildAccount(t.database.db, { name: 'Ben Ode' });
    await documentExpiring(amira.userId, '2027-03-31'); // 30 days after 1 March
    await documentExpiring(amira.userId, '2027-04-01'); // 31 days: not yet
    await documentExpiring(ben.userId, '2027-03-05'); // first seen inside 7 days
    await documentExpiring(ben.userId, '2027-03-10', 'rejected'); // rejected: no reminder
    const lapsed = await documentExpiring(ben.userId, '2027-02-28');

    expect(await t.app.documentReminders.runOnce()).toEqual({ reminded30: 1, reminded7: 1, expired: 1 });
    const toAmira = await remindersTo(amira.email);
    expect(toAmira).toHaveLength(1);
    expect(toAmira[0]?.subject).toBe('Your DBS certificate expires on 31 March 2027');
    expect(toAmira[0]?.textBody).toContain('Hello Amira Khan,');
    expect(toAmira[0]?.textBody).toContain('/arrsplace/candidate/documents');
    // Ben's document 4 days out gets the 7-day reminder only.
    expect((await remindersTo(ben.email)).map((mail) => mail.subject)).toEqual([
      'Your DBS certificate expires on 5 March 2027',
    ]);
    const [expired] = await t.database.db
      .select({ status: candidateDocuments.status })
      .from(candidateDocuments)
      .where(eq(candidateDocuments.id, lapsed));
    expect(expired?.status).toBe('expired');

    // The same day again: nothing new.
    expect(await t.app.documentReminders.runOnce()).toEqual({ reminded30: 0, reminded7: 0, expired: 0 });

    // 24 March: 7 days before 31 March gives Amira's second reminder, 1 April's document its first,
    // and Ben's of 5 March has lapsed.
    clock = new Date('2027-03-24T08:00:00Z');
    expect(await t.app.documentReminders.runOnce()).toEqual({ reminded30: 1, reminded7: 1, expired: 1 });
    // Mails queued in one run share their time, so their order is not part of the rule: compare sorted.
    expect((await remindersTo(amira.email)).map((mail) => mail.subject).sort()).toEqual([
      'Your DBS certificate expires on 1 April 2027',
      'Your DBS certificate expires on 31 March 2027',
      'Your DBS certificate expires on 31 March 2027',
    ]);
  });
});
