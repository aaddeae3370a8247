import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { contactSubmissions, recruitmentSubmissions } from '../../db/schema';
import { listOutbox } from '../../mail/mail.test-utils';
import { createTestApp, type TestApp } from '../../test/app.test-utils';
import { createTestDatabase } from '../../test/database.test-utils';
import { submissionRateRule } from './submission-rate-limits';
import { buildContactBody, buildRecruitmentBody, formClient } from './submissions.test-utils';

const tooMany = {
  error: { code: 'RATE_LIMITED', message: 'Too Many Submissions: Please wait before submitting again.' },
};

describe('submission rate limits', () => {
  const opened: TestApp[] = [];
  const open = async (database?: DatabaseHandle) => {
    const t = await createTestApp({ database });
    opened.push(t);
    return t;
  };
  afterEach(async () => {
    for (const t of opened.splice(0)) await t.app.close();
  });

  it('maps the limits: contact and recruitment 3 per hour, any other form 2 per hour with a 1-hour block', () => {
    const hour = 60 * 60_000;
    expect(submissionRateRule('contact')).toEqual({ bucket: 'form:contact', max: 3, windowMs: hour });
    expect(submissionRateRule('recruitment')).toEqual({ bucket: 'form:recruitment', max: 3, windowMs: hour });
    expect(submissionRateRule('newsletter')).toEqual({
      bucket: 'form:newsletter',
      max: 2,
      windowMs: hour,
      blockMs: hour,
    });
  });

  it('answers the 4th contact submission with 429, the limit message and Retry-After, and stores only 3', async () => {
    const t = await open();
    const client = formClient(t.app);
    for (let i = 0; i < 3; i += 1) expect((await client.contact(buildContactBody())).statusCode).toBe(201);
    const refused = await client.contact(buildContactBody());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await t.database.db.select().from(contactSubmissions)).toHaveLength(3);
    expect(await listOutbox(t.database.db)).toHaveLength(3); // confirmations only: no admin address set
  });

  it('limits the recruitment form on its own: 3, then 429, whatever the contact form did', async () => {
    const t = await open();
    const client = formClient(t.app);
    for (let i = 0; i < 3; i += 1) await client.contact(buildContactBody());
    for (let i = 0; i < 3; i += 1) {
      expect((await client.recruitment(buildRecruitmentBody())).statusCode).toBe(201);
    }
    const refused = await client.recruitment(buildRecruitmentBody());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect(await t.database.db.select().from(recruitmentSubmissions)).toHaveLength(3);
  });

  it('counts per client: another address still gets through', async () => {
    const t = await open();
    const first = formClient(t.app, '203.0.113.1');
    for (let i = 0; i < 3; i += 1) await first.contact(buildContactBody());
    expect((await first.contact(buildContactBody())).statusCode).toBe(429);
    expect((await formClient(t.app, '203.0.113.2').contact(buildContactBody())).statusCode).toBe(201);
  });

  it('counts flagged submissions too, so spam cannot probe without limit', async () => {
    const t = await open();
    const client = formClient(t.app);
    for (let i = 0; i < 3; i += 1) {
      expect((await client.contact(buildContactBody({ message: 'Cheap bitcoin for you' }))).statusCode).toBe(
        422,
      );
    }
    expect((await client.contact(buildContactBody())).statusCode).toBe(429);
  });

  it('holds across restarts: a new app on the same database still refuses', async () => {
    const database = await createTestDatabase();
    // The first app must not close the database the second one uses.
    const first = await open({ ...database, close: async () => {} });
    const client = formClient(first.app);
    for (let i = 0; i < 3; i += 1) expect((await client.contact(buildContactBody())).statusCode).toBe(201);
    await first.app.close();
    opened.splice(opened.indexOf(first), 1);

    const second = await open(database);
    const refused = await formClient(second.app).contact(buildContactBody());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooMany);
    expect((await formClient(second.app, '203.0.113.99').contact(buildContactBody())).statusCode).toBe(201);
    expect(await second.database.db.select().from(contactSubmissions)).toHaveLength(4);
  });

  it('refuses with 503 when the limit cannot be checked, storing and mailing nothing', async () => {
    const t = await open();
    vi.spyOn(t.app.rateLimiter, 'consume').mockRejectedValue(new Error('connection terminated'));
    for (const response of [
      await formClient(t.app).contact(buildContactBody()),
      await formClient(t.app).recruitment(buildRecruitmentBody()),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('RATE_LIMIT_UNAVAILABLE');
      expect(response.json().error.message).toBe(
        'We could not accept submissions just now, so nothing was sent. Please try again in a few minutes.',
      );
      expect(response.body).not.toContain('connection terminated');
    }
    expect(await t.database.db.select().from(contactSubmissions)).toEqual([]);
    expect(await t.database.db.select().from(recruitmentSubmissions)).toEqual([]);
    expect(await listOutbox(t.database.db)).toEqual([]);
  });
});
