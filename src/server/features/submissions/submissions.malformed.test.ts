import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactSubmissions, recruitmentSubmissions } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { testOrigin } from '../../test/accounts.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { buildContactBody, buildRecruitmentBody } from './submissions.test-utils';

const forms = [
  ['contact', buildContactBody()],
  ['recruitment', buildRecruitmentBody()],
] as const;

const malformedBodies: ReadonlyArray<readonly [string, string, string]> = [
  ['truncated JSON', '{"name":"Amelia","email":"a', 'application/json'],
  ['an empty body', '', 'application/json'],
  ['a JSON array', '[{"name":"Amelia"}]', 'application/json'],
  ['a JSON string', '"hello"', 'application/json'],
  ['JSON null', 'null', 'application/json'],
  ['a number', '42', 'application/json'],
  ['form encoding', 'name=Amelia&email=a%40b.org', 'application/x-www-form-urlencoded'],
  ['plain text', 'hello there', 'text/plain'],
  ['a prototype-pollution attempt', '{"__proto__":{"approved":true},"name":"x"}', 'application/json'],
];

describe('submissions: malformed requests get a 4xx, never a 5xx', () => {
  let t: TestApp;
  let address = 1;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });
  // A fresh client address per request, so the form limits never answer instead of validation.
  const send = (form: string, payload: string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/submissions/${form}`,
      headers: { origin: testOrigin, 'content-type': contentType },
      remoteAddress: `198.51.100.${address++}`,
      payload,
    });

  for (const [form, valid] of forms) {
    describe(form, () => {
      it.each(malformedBodies)('%s', async (_case, payload, contentType) => {
        const response = await send(form, payload, contentType);
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().error.code).toEqual(expect.any(String));
      });

      it.each(Object.keys(valid))('a wrong type for %s', async (key) => {
        const wrongs = [123, true, null, ['a'], { nested: 'x' }].filter(
          (wrong) => typeof wrong !== typeof valid[key as keyof typeof valid],
        );
        for (const wrong of wrongs) {
          const response = await send(form, JSON.stringify({ ...valid, [key]: wrong }), 'application/json');
          expect(response.statusCode, `${key}=${JSON.stringify(wrong)}`).toBe(400);
        }
      });

      it('huge strings in every field', async () => {
        for (const key of Object.keys(valid)) {
          const huge = JSON.stringify({ ...valid, [key]: 'x'.repeat(200_000) });
          const response = await send(form, huge, 'application/json');
          expect(response.statusCode, key).toBe(400);
        }
        const overLimit = JSON.stringify({ ...valid, name: 'x'.repeat(2_000_000) });
        expect((await send(form, overLimit, 'application/json')).statusCode).toBe(413);
      });

      it('a request from another site', async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/submissions/${form}`,
          headers: { origin: 'https://evil.example' },
          payload: valid,
        });
        expect(response.statusCode).toBe(403);
      });
    });
  }

  it('stored and mailed nothing for any of them', async () => {
    expect(await t.database.db.select().from(contactSubmissions)).toEqual([]);
    expect(await t.database.db.select().from(recruitmentSubmissions)).toEqual([]);
    expect(await listOutbox(t.database.db)).toEqual([]);
  });
});
