import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  type BootstrapAccount,
  type BootstrapAccountResult,
  bootstrapAccountResultSchema,
  bootstrapAccountSchema,
} from '../../shared/accounts/admin.schemas';
import { isAdminRole, profileTiers, roles } from '../../shared/accounts/roles';
import { type Config, ConfigError, loadConfig } from '../config';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { migratePostgres, openPglite, openPostgres } from '../db/database';
import { AppError } from '../errors/app-error';
import { assertUnguessablePassword, bootstrapAccount } from '../features/admin/account-bootstrap.service';
import {
  cliTokenFile,
  cliTokenHeader,
  isLoopbackAddress,
  readCliToken,
  readServerHandle,
  type ServerHandle,
  serverHandleFile,
} from '../server-handle';

export const usage = `Usage: npm run admin -- create --email E --password P --role ROLE [--name N] [--tier T]

Creates, or updates (same e-mail: new password, role, name, tier; same id), an approved,
e-mail-verified account. Admin roles enrol in two-factor authentication at first sign-in.

  --role      ${roles.join(', ')}
  --tier      ${profileTiers.join(', ')} (default: portfolio for candidates, else community)
  --password  at least 8 characters; admin roles at least 12 with upper- and lower-case letters,
              a number and a special character. "-" reads it from standard input instead.

Works whether or not the server is running on this DATA_DIR; with DATABASE_URL it uses PostgreSQL.`;

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
  readStdin(): Promise<string>;
  /** How long to wait for a process holding DATA_DIR to turn out to be a server (default 20 s). */
  lockWaitMs?: number;
}

export class CliError extends Error {}

type Outcome = { result: BootstrapAccountResult; via: string };

/** Runs the admin CLI; returns the exit code (0 done, 1 failed, 2 bad usage). Prints no secrets. */
export async function runAdminCli(argv: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.out(usage);
    return 0;
  }
  if (positionals.length !== 1 || positionals[0] !== 'create') {
    // Extra words are not echoed: they may be the rest of an unquoted password.
    const problem =
      positionals[0] === undefined
        ? 'No command given.'
        : positionals[0] !== 'create'
          ? `Unknown command: ${positionals[0]}`
          : 'Unexpected extra arguments (quote values that contain spaces).';
    io.err(`${problem}\n\n${usage}`);
    return 2;
  }
  const missing = (['email', 'password', 'role'] as const).filter((name) => values[name] === undefined);
  if (missing.length > 0) {
    io.err(`Missing ${missing.map((name) => `--${name}`).join(', ')}.\n\n${usage}`);
    return 2;
  }
  const password = values.password === '-' ? (await io.readStdin()).replace(/\r?\n$/, '') : values.password;
  const input = bootstrapAccountSchema.safeParse({ ...values, password });
  if (!input.success) {
    const problems = input.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`);
    io.err(`Invalid input:\n  ${problems.join('\n  ')}`);
    return 2;
  }

  try {
    await assertUnguessablePassword(input.data);
    const config = loadConfig(io.env);
    const { result, via } = await createAccount(config, input.data, io.lockWaitMs ?? 20_000);
    const totp =
      isAdminRole(result.role) && result.action === 'created' ? '; TOTP enrolment at first sign-in' : '';
    io.out(
      `${result.action} ${result.role} account ${result.email} (id ${result.id}, tier ${result.profileTier}) ${via}${totp}`,
    );
    return 0;
  } catch (error) {
    const known = error instanceof CliError || error instanceof AppError || error instanceof ConfigError;
    io.err(`admin create failed: ${known ? error.message : String(error)}`);
    return 1;
  }
}

function parseCommandLine(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      tier: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/**
 * PGlite: directly when we can take DATA_DIR's lock, else through the server that holds it (decision
 * 007). A holder without server.json yet may be a server still starting: wait a little for it.
 */
async function createAccount(config: Config, input: BootstrapAccount, lockWaitMs: number): Promise<Outcome> {
  const now = () => new Date();
  if (config.DATABASE_URL) {
    await migratePostgres(config.DATABASE_URL);
    const database = openPostgres(config.DATABASE_URL, 2);
    try {
      return {
        result: await bootstrapAccount({ db: database.db, now }, input),
        via: 'in the PostgreSQL database',
      };
    } finally {
      await database.close();
    }
  }
  const deadline = Date.now() + lockWaitMs;
  for (;;) {
    let lock: ReturnType<typeof acquireDataDirLock>;
    try {
      lock = acquireDataDirLock(config.DATA_DIR);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      const handle = readServerHandle(config.DATA_DIR);
      if (handle?.pid === error.holderPid) {
        return {
          result: await sendToServer(config.DATA_DIR, handle, input),
          via: `through the running server (pid ${handle.pid})`,
        };
      }
      if (Date.now() >= deadline) {
        throw new CliError(
          `${error.message} It has not published ${serverHandleFile}; if it is a server still starting or another admin command, try again.`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      const database = await openPglite(join(config.DATA_DIR, 'db'));
      try {
        return {
          result: await bootstrapAccount({ db: database.db, now }, input),
          via: `in ${config.DATA_DIR}`,
        };
      } finally {
        await database.close();
      }
    } finally {
      lock.release();
    }
  }
}

/** Where to reach the server on this machine's loopback interface, IPv4 first. */
export function loopbackTargets(handle: ServerHandle): string[] {
  const targets = new Set<string>();
  for (const { address, port } of handle.addresses) {
    const hosts =
      address === '0.0.0.0'
        ? ['127.0.0.1']
        : address === '::'
          ? ['127.0.0.1', '::1']
          : isLoopbackAddress(address)
            ? [address]
            : [];
    for (const host of hosts) targets.add(`http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  }
  return [...targets].sort((a, b) => Number(a.includes('[')) - Number(b.includes('[')));
}

async function sendToServer(dataDir: string, handle: ServerHandle, input: BootstrapAccount) {
  let token: string | undefined;
  try {
    token = readCliToken(dataDir);
  } catch (error) {
    throw new CliError(
      `Cannot read ${join(dataDir, cliTokenFile)} (${(error as NodeJS.ErrnoException).code}): run this command as the OS user that runs the server.`,
    );
  }
  if (!token) throw new CliError(`The running server (pid ${handle.pid}) has not published ${cliTokenFile}.`);
  const targets = loopbackTargets(handle);
  if (targets.length === 0) {
    throw new CliError(
      `The running server (pid ${handle.pid}) does not listen on a loopback address; set HOST to localhost, 127.0.0.1 or 0.0.0.0, or stop it and run this command again.`,
    );
  }
  let unreachable: unknown;
  for (const origin of targets) {
    let response: Response;
    try {
      response = await fetch(`${origin}/api/internal/admin-accounts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [cliTokenHeader]: token },
        body: JSON.stringify(input),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      unreachable = error;
      continue;
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return bootstrapAccountResultSchema.parse(body);
    const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
    throw new CliError(typeof message === 'string' ? message : `the server answered ${response.status}`);
  }
  throw new CliError(
    `Could not reach the running server (pid ${handle.pid}) at ${targets.join(', ')}: ${unreachable instanceof Error ? (unreachable.cause instanceof Error ? unreachable.cause.message : unreachable.message) : String(unreachable)}`,
  );
}
