import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactSubmissions, recruitmentSubmissions } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { buildContactBody, buildRecruitmentBody, formClient } from './submissions.test-utils';

const adminAddress = 'leads@arrsplace.test';

/** Each public form, what it stores and mails, and a body that differs from its default one. */
const forms = [
  {
    form: 'contact' as const,
    table: contactSubmissions,
    body: buildContactBody,
    different: () => buildContactBody({ message: 'A different question about our PCN.' }),
    mails: ['admin-notification', 'contact-confirmation'],
  },
  {
    form: 'recruitment' as const,
    table: recruitmentSubmissions,
    body: buildRecruitmentBody,
    different: () => buildRecruitmentBody({ role: 'Paramedic' }),
    mails: ['admin-notification', 'recruitment-confirmation'],
  },
];

describe.each(forms)(
  'POST /api/submissions/$form with an Idempotency-Key',
  ({ form, table, body, different, mails }) => {
    let t: TestApp;
    beforeEach(async () => {
      t = await createTestApp({ env: { ADMIN_NOTIFY_EMAIL: adminAddress } });
    });
    afterEach(async () => {
      await t.app.close();
    });
    const key = '6f1c2f43-5d0e-4d7a-9a57-2a4f0f1b9c11';
    const send = (payload: unknown, idempotencyKey?: string, address?: string) =>
      formClient(t.app, address)[form](payload, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
    const stored = () => t.database.db.select({ idempotencyKey: table.idempotencyKey }).from(table);
    const templates = async () => (await listOutbox(t.database.db)).map((mail) => mail.template).sort();

    it('stores the key with the lead', async () => {
      expect((await send(body(), key)).statusCode).toBe(201);
      expect((await stored()).map((row) => row.idempotencyKey)).toEqual([key]);
    });

    it('answers a repeat as the first, storing and mailing once, and does not count it against the limit', async () => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await send(body(), key);
        expect(response.statusCode).toBe(201);
        expect(response.json()).toEqual({ status: 'received' });
      }
      expect(await stored()).toHaveLength(1);
      expect(await templates()).toEqual(mails);
      // The limit is 3 an hour: the four repeats took nothing from it, a fourth new one is refused.
      for (const other of [crypto.randomUUID(), crypto.randomUUID()]) {
        expect((await send(body(), other)).statusCode).toBe(201);
      }
      expect((await send(body(), crypto.randomUUID())).statusCode).toBe(429);
      expect(await stored()).toHaveLength(3);
    });

    it('stores one copy when repeats arrive together', async () => {
      const responses = await Promise.all(
        ['203.0.113.21', '203.0.113.22', '203.0.113.23'].map((address) => send(body(), key, address)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
      expect(await stored()).toHaveLength(1);
      expect(await templates()).toEqual(mails);
    });

    it('refuses the key with a different submission: 422, nothing more stored or mailed', async () => {
      await send(body(), key);
      const response = await send(different(), key);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        error: {
          code: 'IDEMPOTENCY_KEY_REUSED',
          message: 'This Idempotency-Key was already used for a different submission.',
        },
      });
      expect(await stored()).toHaveLength(1);
      expect(await templates()).toEqual(mails);
    });

    it('refuses a key that is not a UUID, storing nothing', async () => {
      const response = await send(body(), 'retry-1');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'VALIDATION_ERROR', message: 'Idempotency-Key must be a UUID' },
      });
      expect(await stored()).toEqual([]);
    });

    it('stores each submission sent without a key, as before', async () => {
      expect((await send(body())).statusCode).toBe(201);
      expect((await send(body())).statusCode).toBe(201);
      expect((await stored()).map((row) => row.idempotencyKey)).toEqual([null, null]);
    });
  },
);
