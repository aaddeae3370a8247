import { type ChildProcess, spawn } from 'node:child_process';

/**
 * Starts the real server (`src/server/main.ts`) on a data directory, for benchmarks. With
 * BENCH_CPU_PROF_DIR set, the server writes a CPU profile there when it stops (open it in Chrome's
 * DevTools, Performance tab).
 */
export function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): ChildProcess {
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  return spawn(process.execPath, [...profiling, '--import', 'tsx', 'src/server/main.ts'], {
    env: {
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
