import type { ChildProcess } from 'node:child_process';

/**
 * What a bench must undo however it ends (normal end, error, Ctrl-C, SIGTERM): child processes,
 * throwaway databases, temp directories. Cleanups are synchronous so they also run from a signal
 * handler; they run once, newest first.
 */
const cleanups: (() => void)[] = [];
let installed = false;

export function runCleanups(): void {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      cleanup?.();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}

export function onCleanup(cleanup: () => void): void {
  if (!installed) {
    installed = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        console.error(`\n${signal}: stopping what the bench started`);
        runCleanups();
        process.exit(130);
      });
    }
    process.on('exit', runCleanups);
  }
  cleanups.push(cleanup);
}

/** Kills a child process when the bench ends (if it is still running). */
export function killOnCleanup(child: ChildProcess): void {
  onCleanup(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
}

/** Runs a bench's `main`: an error is printed and sets exit code 1; the cleanups run either way. */
export function runBench(main: () => Promise<void>): void {
  main()
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(runCleanups);
}
