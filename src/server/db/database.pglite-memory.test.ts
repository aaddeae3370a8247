import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMigratedPglite } from '../test/database.test-utils';
import { defaultPgliteSharedBuffersMb, type OpenPgliteOptions, openPglite } from './database';

/*
 * One migrated data directory (the run's template, written once), opened by openPglite with each
 * setting: a fresh database in memory would run initdb and every migration for each case (5–7 s on the
 * 2-CPU machine) to read one setting that PGlite takes at start either way.
 */
let root = '';
const dataDir = () => join(root, 'db');

async function sharedBuffers(options?: OpenPgliteOptions): Promise<unknown> {
  const database = await openPglite(dataDir(), options);
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
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'arrs-buffers-'));
    await writeMigratedPglite(dataDir());
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('starts with the small default (PostgreSQL would take 128 MB, all resident)', async () => {
    expect(await sharedBuffers()).toBe(`${defaultPgliteSharedBuffersMb}MB`);
  });

  it('takes the configured size', async () => {
    expect(await sharedBuffers({ sharedBuffersMb: 24 })).toBe('24MB');
  });
});
