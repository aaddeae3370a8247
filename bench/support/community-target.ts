import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../../src/server/auth/password-hashing';
import { acquireDataDirLock } from '../../src/server/db/data-dir-lock';
import {
  type Database,
  type DatabaseHandle,
  migratePostgres,
  openPglite,
  openPostgres,
} from '../../src/server/db/database';
import { createAccountsRepository } from '../../src/server/features/accounts/accounts.repository';
import { consentVersion } from '../../src/shared/accounts/consents';
import { seedPgliteDataDir, seedPostgres } from '../community-seed';
import { killOnCleanup, onCleanup } from './cleanup';
import type { SeedSize } from './community-seed-sql';
import { startThrowawayPostgres } from './postgres';
import { exited, startServer, waitForHealth } from './server';

export type TargetKind = 'postgres' | 'pglite';

export const benchPassword = 'Bench-Lantern-Quartz-42!';

export interface RunningTarget {
  kind: TargetKind;
  origin: string;
  /** The PostgreSQL URL the server uses (postgres only). */
  databaseUrl?: string;
  /** The server's process id (to read its CPU time). */
  serverPid?: number;
  /** What the server logged lately (warnings and errors). */
  stderr(): string;
  /** Signs a bench member in; resolves with the Cookie header to send. */
  signIn(email: string): Promise<string>;
  stop(): Promise<void>;
}

/** Approved, verified candidates the bench signs in as (the app's own account code and hashing). */
export async function createMembers(db: Database, emails: string[]) {
  const passwordHash = await hashPassword(benchPassword);
  const at = new Date();
  for (const email of emails) {
    await db.transaction((tx) =>
      createAccountsRepository({ db: tx }).createAccount(
        {
          email,
          name: `Bench ${email.split('@')[0]}`,
          passwordHash,
          role: 'candidate',
          emailVerified: true,
          profile: {
            profileTier: 'portfolio',
            isApproved: true,
            approvedAt: at,
            termsAccepted: true,
            termsAcceptedAt: at,
            dataProcessingConsent: true,
            consentVersion,
          },
        },
        at,
      ),
    );
  }
}

async function withHandle(handle: DatabaseHandle, work: (db: Database) => Promise<void>) {
  try {
    await work(handle.db);
  } finally {
    await handle.close();
  }
}

/**
 * A throwaway database of the given kind (PostgreSQL on a private port, or PGlite in a temp
 * DATA_DIR), optionally seeded by bench/community-seed.ts, with bench members, and the real server
 * started on it. Everything is stopped and removed when the bench ends, also on Ctrl-C.
 */
export async function startTarget(options: {
  kind: TargetKind;
  port: number;
  members: string[];
  seed?: SeedSize;
  /** More set-up on the migrated database before the server starts (e.g. another bench's data). */
  prepare?: (db: Database) => Promise<void>;
  log?: (line: string) => void;
}): Promise<RunningTarget> {
  const log = options.log ?? console.log;
  const dataDir = mkdtempSync(join(tmpdir(), `arrs-bench-${options.kind}-`));
  // Undone by stop() when this target is finished, or at exit / Ctrl-C, whichever comes first.
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  onCleanup(removeDataDir);
  let stopPostgres = () => {};
  // Each sign-in says it comes from its own address (X-Forwarded-For from loopback, trusted here), so
  // a bench signing in many members stays within the per-address sign-in limit.
  // One bench employer searches thousands of times: the per-employer browsing limits are off.
  const env: Record<string, string> = {
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    TRUST_PROXY: '127.0.0.1',
    EMPLOYER_BROWSE_LIMIT_PER_MINUTE: '0',
    EMPLOYER_BROWSE_LIMIT_PER_DAY: '0',
  };

  if (options.kind === 'postgres') {
    const postgres = startThrowawayPostgres();
    stopPostgres = () => postgres.stop();
    onCleanup(stopPostgres);
    log(`PostgreSQL started (${postgres.url})`);
    if (options.seed) await seedPostgres(postgres.url, options.seed, log);
    else await migratePostgres(postgres.url);
    await withHandle(openPostgres(postgres.url, 2, { asOwner: true }), async (db) => {
      await createMembers(db, options.members);
      await options.prepare?.(db);
    });
    env.DATABASE_URL = postgres.url;
  } else {
    if (options.seed) await seedPgliteDataDir(dataDir, options.seed, log);
    const lock = acquireDataDirLock(dataDir);
    try {
      await withHandle(await openPglite(join(dataDir, 'db')), async (db) => {
        await createMembers(db, options.members);
        await options.prepare?.(db);
      });
    } finally {
      lock.release();
    }
  }

  const origin = `http://127.0.0.1:${options.port}`;
  const server = startServer({ dataDir, port: options.port, env });
  killOnCleanup(server);
  let stderr = '';
  const collect = (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
  };
  server.stderr?.on('data', collect);
  server.stdout?.on('data', collect);
  try {
    const bootMs = await waitForHealth(server, origin, 180_000);
    log(`server (${options.kind}) healthy after ${bootMs} ms on ${origin}`);
  } catch (error) {
    console.error(stderr);
    throw error;
  }

  let signIns = 0;
  return {
    kind: options.kind,
    origin,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(server.pid === undefined ? {} : { serverPid: server.pid }),
    stderr: () => stderr,
    async signIn(email) {
      const response = await fetch(`${origin}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          'x-forwarded-for': `10.77.${Math.floor(signIns / 250)}.${(signIns++ % 250) + 1}`,
        },
        body: JSON.stringify({ email, password: benchPassword, rememberMe: true }),
      });
      if (!response.ok)
        throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
      const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
      return cookies.join('; ');
    },
    async stop() {
      server.kill('SIGTERM');
      const code = await exited(server);
      if (code !== 0) console.error(`server exited with ${code}\n${stderr}`);
      stopPostgres();
      removeDataDir();
    },
  };
}
