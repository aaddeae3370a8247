import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL for benchmarks, made the way CI makes one (.ci/run): initdb into a temp
 * directory, pg_ctl start on a private port, trust auth on 127.0.0.1. When we are root, the server
 * runs as the `postgres` OS user (PostgreSQL refuses to run as root). `stop()` is synchronous, so it
 * also works from an exit or signal handler, and removes the directory.
 */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
  /** Stops the server but keeps its data (pg_ctl stop -m fast): an outage, for bench/faults.ts. */
  pause(): void;
  /** Starts it again after pause(); returns once it accepts connections. */
  resume(): void;
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const latest = versions.at(-1);
  if (!latest) throw new Error(`no PostgreSQL binaries under ${root}/*/bin (install postgresql)`);
  return join(root, latest, 'bin');
}

export function startThrowawayPostgres(port = Number(process.env.BENCH_PG_PORT ?? 55433)): ThrowawayPostgres {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'arrs-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    if (spawnSync('id', ['postgres']).status !== 0) {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
    execFileSync('chown', ['postgres', dir]);
  }
  chmodSync(dir, 0o700);
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'su' : join(bin, program);
    const argv = asRoot
      ? [
          'postgres',
          '-s',
          '/bin/sh',
          '-c',
          [join(bin, program), ...args].map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' '),
        ]
      : args;
    execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const data = join(dir, 'data');
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=200',
    '-c shared_buffers=512MB',
    '-c maintenance_work_mem=512MB',
    '-c max_wal_size=4GB',
  ].join(' ');
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    started = true;
    start();
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    pause() {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume: start,
  };
}
