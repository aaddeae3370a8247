import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultPgliteSharedBuffersMb, type OpenPgliteOptions, openPglite } from './database';

async function sharedBuffers(options?: OpenPgliteOptions): Promise<unknown> {
  const database = await openPglite(undefined, options);
  try {
    const result = (await database.db.execute(sql`select current_setting('shared_buffers') as value`)) as {
      rows: { value: unknown }[];
    };
    return result.rows[0]?.value;
  } finally {
    await database.close();
  }
}

describe('openPglite buffer pool', () => {
  it('starts with the small default (PostgreSQL would take 128 MB, all resident)', async () => {
    expect(await sharedBuffers()).toBe(`${defaultPgliteSharedBuffersMb}MB`);
  });

  it('takes the configured size', async () => {
    expect(await sharedBuffers({ sharedBuffersMb: 24 })).toBe('24MB');
  });
});
