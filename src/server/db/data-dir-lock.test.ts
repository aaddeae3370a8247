import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirsRemovedAfterAll } from '../test/temp-dirs.test-utils';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const tempDir = tempDirsRemovedAfterAll('arrs-lock-');

describe('acquireDataDirLock', () => {
  it('writes our pid and removes the lock on release', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a data directory held by a live process, with a clear message', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      const pid = holder.pid ?? 0;
      writeFileSync(join(dir, 'server.lock'), `${pid}\n`);
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by another ARRS Place process (pid ${pid})`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a stale lock left by a process that no longer runs', async () => {
    const dir = tempDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, 'server.lock'), `${gone.pid}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('does not release a lock that another process has since taken', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    writeFileSync(lock.path, '999999\n');
    lock.release();
    expect(readFileSync(lock.path, 'utf8').trim()).toBe('999999');
  });
});
