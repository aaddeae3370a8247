import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mail.test-utils';
import type { TestApp } from '../../test/app.test-utils';
import { employerWithOrganisation, signedInAs } from '../../test/marketplace.test-utils';
import { candidateWithClient, offerTo, opportunitiesApp } from './opportunities.test-utils';

/* The bell and e-mail preferences for opportunities, and the ARRS reimbursement rates employers read. */

let t: TestApp;
beforeAll(async () => {
  t = await opportunitiesApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('notifications and the ARRS reimbursement guidance', () => {
  it('marks notifications read and respects a kind turned off for e-mail', async () => {
    const candidate = await candidateWithClient(t);
    const preferences = await candidate.client.put('/api/account/notification-preferences', {
      emailOff: ['opportunity_received'],
    });
    expect(preferences.json()).toEqual({ emailOff: ['opportunity_received'], matchDigest: 'weekly' });
    const employer = await employerWithOrganisation(t);
    await employer.client.post('/api/employer/opportunities', await offerTo(t, employer, candidate));
    const mails = (await listOutbox(t.database.db)).filter((mail) => mail.toAddress === candidate.email);
    expect(mails).toEqual([]);
    const bell = (await candidate.client.get('/api/notifications')).json() as { unread: number };
    expect(bell.unread).toBe(1);
    const read = (await candidate.client.post('/api/notifications/read', {})).json() as { unread: number };
    expect(read.unread).toBe(0);
  });

  it('admins keep the maximum reimbursable amount per role and year; employers read the current year', async () => {
    const admin = await signedInAs(t, { role: 'admin' });
    const employer = await employerWithOrganisation(t);
    const saved = await admin.client.put('/api/admin/reimbursement-rates', {
      role: 'clinical-pharmacist',
      financialYear: '2026/27',
      maxAnnualPence: 5_812_800,
    });
    expect(saved.statusCode).toBe(200);
    const rates = (await employer.client.get('/api/employer/reimbursement-rates')).json() as {
      financialYear: string;
      rates: { role: string; maxAnnualPence: number }[];
    };
    expect(rates.financialYear).toBe('2026/27');
    expect(rates.rates).toEqual([
      expect.objectContaining({ role: 'clinical-pharmacist', maxAnnualPence: 5_812_800 }),
    ]);
    expect(
      (
        await admin.client.put('/api/admin/reimbursement-rates', {
          role: 'x',
          financialYear: '2026',
          maxAnnualPence: 1,
        })
      ).statusCode,
    ).toBe(400);
  });
});
