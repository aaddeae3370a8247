import { type ChildProcess, spawn } from 'node:child_process';
import { killOnCleanup } from './cleanup';
import { exited } from './server';

/**
 * The load benches' baseline: bench/support/hello-server.ts (a minimal Fastify answering
 * {hello:'world'}) in its own process on `port`; resolves once it answers.
 */
export async function startHello(
  port: number,
): Promise<{ url: string; child: ChildProcess; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/hello-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  killOnCleanup(child);
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    child.kill('SIGTERM');
    await exited(child);
  };
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return { url, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('hello-world server did not start');
}
