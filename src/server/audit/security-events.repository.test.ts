import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../test/database.test-utils';
import { createSecurityEventsRepository, redactSecrets } from './security-events.repository';

describe('redactSecrets', () => {
  it('censors credential-like keys at any depth and keeps the rest', () => {
    expect(
      redactSecrets({
        email: 'a@b.example',
        password: 'hunter2hunter2',
        nested: { refreshToken: 't', list: [{ cookie: 'c', ok: 1 }] },
      }),
    ).toEqual({
      email: 'a@b.example',
      password: '[redacted]',
      nested: { refreshToken: '[redacted]', list: [{ cookie: '[redacted]', ok: 1 }] },
    });
  });
});

describe('security events repository', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('records an event with its severity and redacted details', async () => {
    const events = createSecurityEventsRepository({ db: database.db });
    await events.record({
      eventType: 'suspicious_activity',
      severity: 'high',
      details: { form: 'contact', newPassword: 'x' },
    });
    const [event] = await events.latest(1);
    expect(event).toMatchObject({
      eventType: 'suspicious_activity',
      severity: 'high',
      userId: null,
      details: { form: 'contact', newPassword: '[redacted]' },
    });
  });
});
