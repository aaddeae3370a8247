import { randomUuid } from './analytics/random-id';

/**
 * A form's Idempotency-Key for the values being sent: the same while the visitor retries them
 * (after a network failure or a 5xx, the first attempt may have arrived), a new one once they
 * change or the submission was received.
 */
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
