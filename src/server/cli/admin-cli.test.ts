import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../db/database';
import { user, userProfiles } from '../db/schema';
import { readServerHandle, serverHandleFile } from '../server-handle';
import { createClient } from '../test/accounts.test-utils';
import { createTestApp } from '../test/app.test-utils';
import { writeMigratedPglite } from '../test/database.test-utils';
import { type CliIo, loopbackTargets, runAdminCli } from './admin-cli';

const password = 'Harbour-Violet-Compass-73!';
const newPassword = 'Lantern-Orchid-Basalt-58?';
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'arrs-cli-'));
  dataDirs.push(dir);
  return dir;
}

/** Runs the CLI in this process with the given DATA_DIR, capturing what it prints. */
async function cli(dataDir: string, args: string[], options: Partial<CliIo> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(args, {
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    readStdin: async () => `${newPassword}\n`,
    ...options,
  });
  return { code, out, err, printed: [...out, ...err].join('\n') };
}

describe('admin CLI without a running server', () => {
  it('creates, then updates the same account, which signs in through the app afterwards', async () => {
    const dataDir = tempDataDir();
    const created = await cli(dataDir, [
      'create',
      '--email',
      'Ops@Example.org',
      '--password',
      password,
      '--role',
      'master_admin',
    ]);
    expect(created.code).toBe(0);
    expect(created.out).toHaveLength(1);
    expect(created.out[0]).toMatch(/^created master_admin account ops@example\.org \(id [0-9a-f-]{36}/);
    expect(created.printed).not.toContain(password);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    // The password from standard input, a new name, tier and role: same account.
    const updated = await cli(dataDir, [
      'create',
      '--email',
      'ops@example.org',
      '--password',
      '-',
      '--role',
      'admin',
      '--name',
      'Olive Ops',
      '--tier',
      'community',
    ]);
    expect(updated.code).toBe(0);
    expect(updated.out[0]).toMatch(/^updated admin account ops@example\.org/);
    expect(updated.printed).not.toContain(newPassword);

    const { app, database } = await createTestApp({ database: await openPglite(join(dataDir, 'db')) });
    try {
      const users = await database.db.select().from(user).where(eq(user.email, 'ops@example.org'));
      expect(users).toHaveLength(1);
      const [profile] = await database.db
        .select()
        .from(userProfiles)
        .where(eq(userProfiles.userId, users[0]?.id ?? ''));
      expect(profile).toMatchObject({ role: 'admin', fullName: 'Olive Ops', isApproved: true });
      expect((await createClient(app).signIn('ops@example.org', password)).statusCode).toBe(401);
      expect((await createClient(app).signIn('ops@example.org', newPassword)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses bad input with a clear message and a non-zero exit, touching nothing', async () => {
    const dataDir = tempDataDir();
    const bad = await cli(dataDir, [
      'create',
      '--email',
      'nobody',
      '--password',
      'Short1!',
      '--role',
      'root',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toContain('--email: Please enter a valid email address');
    expect(bad.err.join('\n')).toContain('--role: role must be one of: candidate, employer, admin');
    const short = await cli(dataDir, [
      'create',
      '--email',
      'a@b.org',
      '--password',
      'Short-1!',
      '--role',
      'admin',
    ]);
    expect(short.err.join('\n')).toContain('Password must be at least 12 characters long');
    expect(short.printed).not.toContain('Short-1!');
    expect((await cli(dataDir, ['create', '--email', 'a@b.org'])).err[0]).toContain(
      'Missing --password, --role',
    );
    expect((await cli(dataDir, ['delete'])).code).toBe(2);
    const unquoted = await cli(dataDir, [
      'create',
      '--email',
      'a@b.org',
      '--password',
      'Two',
      'Words-42!',
      '--role',
      'admin',
    ]);
    expect(unquoted.code).toBe(2);
    expect(unquoted.printed).not.toContain('Words-42!');
    expect((await cli(dataDir, ['create', '--pasword', 'x'])).code).toBe(2);
    expect(existsSync(join(dataDir, 'db'))).toBe(false);

    const guessable = await cli(dataDir, [
      'create',
      '--email',
      'a@b.org',
      '--password',
      'password1234',
      '--role',
      'employer',
    ]);
    expect(guessable.code).toBe(1);
    expect(guessable.err[0]).toContain('too common or easy to guess');
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  });

  it('does not open a data directory another live process holds without publishing a server handle', async () => {
    const dataDir = tempDataDir();
    writeFileSync(join(dataDir, 'server.lock'), `${process.ppid}\n`);
    const result = await cli(
      dataDir,
      ['create', '--email', 'a@b.org', '--password', password, '--role', 'employer'],
      { lockWaitMs: 300 },
    );
    expect(result.code).toBe(1);
    expect(result.err[0]).toContain(`in use by another ARRS Place process (pid ${process.ppid})`);
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  });
});

describe('loopbackTargets', () => {
  it('reaches the server on loopback only, IPv4 first', () => {
    const handle = (...addresses: string[]) => ({
      pid: 1,
      addresses: addresses.map((address) => ({ address, family: 'x', port: 3000 })),
    });
    expect(loopbackTargets(handle('::1', '127.0.0.1'))).toEqual([
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(loopbackTargets(handle('0.0.0.0'))).toEqual(['http://127.0.0.1:3000']);
    expect(loopbackTargets(handle('::'))).toEqual(['http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(loopbackTargets(handle('10.0.0.5'))).toEqual([]);
  });
});

const repoRoot = new URL('../../../', import.meta.url).pathname;

/** `script` of this run's server bundle (vitest.global-setup.ts) as a process, with `args`. */
function spawnNode(script: 'main' | 'admin', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--enable-source-maps', inject('serverBundle')[script], ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('admin CLI while the server runs on the same data directory', () => {
  it('sends the command through the running server, which withdraws its handle on shutdown', async () => {
    const dataDir = tempDataDir();
    await writeMigratedPglite(join(dataDir, 'db'));
    const publicUrl = 'http://localhost:3999';
    const env = { DATA_DIR: dataDir, PORT: '0', HOST: 'localhost', LOG_LEVEL: 'warn', PUBLIC_URL: publicUrl };
    const server = spawnNode('main', [], env);
    const handle = await waitFor('the server handle', () => {
      if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
      return readServerHandle(dataDir);
    });
    expect(handle.pid).toBe(server.child.pid);
    const origin = loopbackTargets(handle)[0];
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);

    const run = spawnNode(
      'admin',
      ['create', '--email', 'emp@example.org', '--password', password, '--role', 'employer'],
      { DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    );
    expect(await run.exited).toBe(0);
    expect(run.output()).toMatch(/^created employer account emp@example\.org .* through the running server/);
    expect(run.output()).not.toContain(password);

    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl },
      body: JSON.stringify({ email: 'emp@example.org', password, rememberMe: false }),
    });
    expect(signIn.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, serverHandleFile))).toBe(false);
    expect(existsSync(join(dataDir, 'cli-token'))).toBe(false);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    // With the server gone the CLI opens the database itself and finds the account the server stored.
    const direct = await cli(dataDir, [
      'create',
      '--email',
      'emp@example.org',
      '--password',
      password,
      '--role',
      'employer',
    ]);
    expect(direct.out[0]).toMatch(/^updated employer account .* in /);
  }, 120_000);
});
