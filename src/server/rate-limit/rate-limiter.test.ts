import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { createTestDatabase } from '../test/database.test-utils';
import { createRateLimiter } from './rate-limiter';

describe('rate limiter (database-backed)', () => {
  let database: DatabaseHandle;
  let clock: Date;
  const now = () => clock;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeEach(async () => {
    database = await createTestDatabase();
    clock = new Date('2026-01-01T10:00:00Z');
  });
  afterEach(async () => {
    await database.close();
  });

  const contact = { bucket: 'form:contact', max: 3, windowMs: 60 * 60_000 };

  it('admits max actions per window, refuses the next, and admits again when the window has passed', async () => {
    const limiter = createRateLimiter({ db: database.db, now });
    for (let i = 0; i < 3; i += 1) expect((await limiter.consume(contact, 'client-a')).allowed).toBe(true);
    const refused = await limiter.consume(contact, 'client-a');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    advance(30 * 60_000);
    expect(await limiter.consume(contact, 'client-a')).toEqual({ allowed: false, retryAfterSeconds: 1800 });
    advance(30 * 60_000 + 1);
    expect((await limiter.consume(contact, 'client-a')).allowed).toBe(true);
  });

  it('counts clients and buckets separately', async () => {
    const limiter = createRateLimiter({ db: database.db, now });
    for (let i = 0; i < 3; i += 1) await limiter.consume(contact, 'client-a');
    expect((await limiter.consume(contact, 'client-b')).allowed).toBe(true);
    expect((await limiter.consume({ ...contact, bucket: 'form:recruitment' }, 'client-a')).allowed).toBe(
      true,
    );
  });

  it('blocks for the block period after going over (the default: 2 per hour, 1-hour block)', async () => {
    const limiter = createRateLimiter({ db: database.db, now });
    const rule = { bucket: 'form:default', max: 2, windowMs: 60 * 60_000, blockMs: 60 * 60_000 };
    await limiter.consume(rule, 'c');
    advance(50 * 60_000);
    await limiter.consume(rule, 'c');
    advance(60_000);
    expect(await limiter.consume(rule, 'c')).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    // The first hit has left the window, but the block still holds.
    advance(30 * 60_000);
    expect((await limiter.consume(rule, 'c')).allowed).toBe(false);
    advance(30 * 60_000);
    expect((await limiter.consume(rule, 'c')).allowed).toBe(true);
  });

  it('keeps counting across limiter instances (as across processes and restarts)', async () => {
    await createRateLimiter({ db: database.db, now }).consume(contact, 'c');
    await createRateLimiter({ db: database.db, now }).consume(contact, 'c');
    await createRateLimiter({ db: database.db, now }).consume(contact, 'c');
    expect((await createRateLimiter({ db: database.db, now }).consume(contact, 'c')).allowed).toBe(false);
  });

  it('admits exactly max of many concurrent attempts', async () => {
    const limiter = createRateLimiter({ db: database.db, now });
    const results = await Promise.all(Array.from({ length: 10 }, () => limiter.consume(contact, 'burst')));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });
});
