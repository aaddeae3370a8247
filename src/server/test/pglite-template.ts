import { PGlite } from '@electric-sql/pglite';
import { migratePglite, pgliteExtensions } from '../db/database';

/** A fresh in-memory PGlite migrated to the latest schema, as its data directory (dumpDataDir). */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await migratePglite(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
