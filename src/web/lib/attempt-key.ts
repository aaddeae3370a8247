import { randomUuid } from './analytics/random-id';

/** The same while the visitor retries the same values (the first attempt may have arrived). */
export function createAttemptKey(newKey: () => string = randomUuid) {
  let key: string | undefined;
  return {
    current(): string {
      key ??= newKey();
      return key;
    },
    reset(): void {
      key = undefined;
    },
  };
}
