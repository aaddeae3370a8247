import { cliTokenHeader, readCliToken, readServerHandle } from '../../src/server/server-handle';
import type { Role } from '../../src/shared/accounts/roles';

export interface CliAccount {
  email: string;
  password: string;
  role: Role;
  name?: string;
  tier?: 'community' | 'portfolio' | 'active_seeker';
}

/**
 * `npm run admin -- create` against the e2e server's DATA_DIR (or another's): an approved, e-mail-verified
 * account. The server holds the DATA_DIR, so the command goes where the CLI sends it then: to the running
 * server over loopback, with the token the server wrote into DATA_DIR (src/server/cli/admin-cli.ts; its
 * own tests run the CLI itself). Sent from here, without starting `npm` and Node with the CLI's modules
 * each time, which costs seconds of CPU a call, several a set-up.
 */
export async function createAccount(
  account: CliAccount,
  { dataDir = process.env.E2E_DATA_DIR }: { dataDir?: string } = {},
): Promise<void> {
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const handle = readServerHandle(dataDir);
  const token = readCliToken(dataDir);
  const address = handle?.addresses.find((entry) => entry.family === 'IPv4') ?? handle?.addresses[0];
  if (!address || !token) throw new Error(`no running server has published its handle in ${dataDir}`);
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const response = await fetch(`http://${host}:${address.port}/api/internal/admin-accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [cliTokenHeader]: token },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      role: account.role,
      ...(account.name ? { name: account.name } : {}),
      ...(account.tier ? { tier: account.tier } : {}),
    }),
  });
  if (!response.ok) {
    throw new Error(
      `admin create failed (${response.status}) for ${account.email}:\n${await response.text()}`,
    );
  }
}
