import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';

/*
 * How the admin CLI reaches a running server (decision 007): the token is readable only by the server's
 * OS user, which is what authorises a command sent with it over loopback.
 */
export const serverHandleFile = 'server.json';
export const cliTokenFile = 'cli-token';
export const cliTokenHeader = 'x-arrs-cli-token';

const serverHandleSchema = z.object({
  pid: z.number().int().positive(),
  addresses: z.array(z.object({ address: z.string(), family: z.string(), port: z.number().int() })).min(1),
});
export type ServerHandle = z.infer<typeof serverHandleSchema>;

/** Writes then renames, so a reader never sees half a file. */
function writeAtomically(path: string, content: string, mode: number) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode });
  chmodSync(temporary, mode);
  renameSync(temporary, path);
}

function readIfExists(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Called by the server once it listens: a new token, then where to find us. `withdraw()` removes both
 * on a clean shutdown (after a crash they are stale: the pid no longer holds the lock).
 */
export function publishServerHandle(dataDir: string, addresses: (AddressInfo | string)[], pid = process.pid) {
  const tokenPath = join(dataDir, cliTokenFile);
  const handlePath = join(dataDir, serverHandleFile);
  writeAtomically(tokenPath, `${randomBytes(32).toString('base64url')}\n`, 0o600);
  const handle: ServerHandle = {
    pid,
    // A string is a Unix socket path, which the CLI does not use.
    addresses: addresses.flatMap((info) =>
      typeof info === 'string' ? [] : [{ address: info.address, family: info.family, port: info.port }],
    ),
  };
  writeAtomically(handlePath, `${JSON.stringify(handle)}\n`, 0o600);
  return {
    withdraw() {
      if (readServerHandle(dataDir)?.pid !== pid) return;
      for (const path of [handlePath, tokenPath]) {
        try {
          unlinkSync(path);
        } catch {
          // Already gone.
        }
      }
    },
  };
}

export function readServerHandle(dataDir: string): ServerHandle | undefined {
  const text = readIfExists(join(dataDir, serverHandleFile));
  if (text === undefined) return undefined;
  try {
    const parsed = serverHandleSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The CLI's side: the token of the running server (throws EACCES when run as another OS user). */
export function readCliToken(dataDir: string): string | undefined {
  return readIfExists(join(dataDir, cliTokenFile))?.trim() || undefined;
}

/**
 * The server's side: the token this very process published, or undefined. A token left behind by an
 * earlier process (killed before it could withdraw) is never accepted.
 */
export function currentCliToken(dataDir: string, pid = process.pid): string | undefined {
  if (readServerHandle(dataDir)?.pid !== pid) return undefined;
  return readCliToken(dataDir);
}

/** Constant-time comparison; hashing first makes the lengths equal without revealing them. */
export function tokensMatch(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}
