/**
 * Work to do once the current test file has finished (vitest.setup.ts runs it after each file), such
 * as closing the in-memory databases its tests handed back. Kept apart from the database helpers, so
 * test files that never open a database load nothing for it.
 */
const atEnd = new Set<() => Promise<void>>();

export function atTestFileEnd(work: () => Promise<void>): void {
  atEnd.add(work);
}

export async function runTestFileEnd(): Promise<void> {
  const work = [...atEnd];
  atEnd.clear();
  for (const item of work) await item();
}
