import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema';
import type { TestClient } from '../../test/accounts.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import { signedInAs } from '../../test/marketplace.test-utils';
import { addContact, addRecruitment, inboxApp, marker } from './submissions.test-utils';

/* The admins' submissions inbox as a CSV file. */

let t: TestApp;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  ({ t, admin, adminId } = await inboxApp());
});
afterAll(async () => {
  await t.app.close();
});

describe('the CSV export', () => {
  it('exports the filtered list as an RFC 4180 attachment with formulas neutralised', async () => {
    const word = marker();
    await addContact(t, {
      name: '=HYPERLINK("http://evil.example","click")',
      email: 'x@example.org',
      phone: '+44 113 496 0000',
      organisation: '@SUM(A1:A2)',
      message: `Line one, with a comma ${word}\r\nLine "two"`,
      internalNotes: '-2+3',
      createdAt: new Date('2026-04-01T08:00:00Z'),
    });
    await addRecruitment(t, { description: `Employer ${word}`, createdAt: new Date('2026-04-02T08:00:00Z') });
    await addContact(t, {
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
