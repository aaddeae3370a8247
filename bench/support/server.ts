import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { serverEntry, serverEnvironment, serverNodeFlags } from '../../scripts/server-command';

/** Whether `npm run build` has made the bundle `npm start` runs. */
const bundled = existsSync(serverEntry);
/** The server as `npm start` runs it, else its sources through tsx. */
const serverCommand = bundled ? [...serverNodeFlags, serverEntry] : ['--import', 'tsx', 'src/server/main.ts'];

/**
 * Starts the real server on a data directory, for benchmarks: the bundle `npm start` runs
 * (dist/server/main.mjs; run `npm run build` after changing the server), else `src/server/main.ts`.
 * With BENCH_CPU_PROF_DIR set, the server writes a CPU profile there when it stops (open it in
 * Chrome's DevTools, Performance tab); BENCH_SERVER_NODE_FLAGS adds Node or V8 flags to it alone.
 * It gets `npm start`'s environment (GLIBC_TUNABLES) unless this process sets the variable itself
 * (`GLIBC_TUNABLES= npm run bench:memory` compares with glibc's defaults).
 */
export function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  // Node or V8 flags for the server alone (not the load generator or the hello-world), to compare.
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  return spawn(process.execPath, [...profiling, ...flags, ...serverCommand], {
    env: {
      ...(bundled ? serverEnvironment : {}),
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the time it took once /api/health answers 200; rejects if the server exits first. */
export async function waitForHealth(
  child: ChildProcess,
  origin: string,
  timeoutMs = 60_000,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}
