import { spawn } from 'node:child_process';
import type { Role } from '../../src/shared/accounts/roles';

export interface CliAccount {
  email: string;
  password: string;
  role: Role;
  name?: string;
  tier?: 'community' | 'portfolio' | 'active_seeker';
}

/**
 * `npm run admin -- create` against the e2e server's DATA_DIR (or another's): an
 * approved, e-mail-verified account. The password goes through standard input, not the command line.
 */
export async function createAccount(
  account: CliAccount,
  { dataDir = process.env.E2E_DATA_DIR }: { dataDir?: string } = {},
): Promise<void> {
  const args = ['run', '--silent', 'admin', '--', 'create', '--email', account.email, '--password', '-'];
  args.push('--role', account.role);
  if (account.name) args.push('--name', account.name);
  if (account.tier) args.push('--tier', account.tier);
  const child = spawn('npm', args, {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stdin.end(`${account.password}\n`);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new Error(`admin CLI failed (${code}) for ${account.email}:\n${output}`);
}
