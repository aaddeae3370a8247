import type { ChangeEvent } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';

function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}

/** A shared-schema issue that names no field, else the server's answer set as 'root.server'. */
export function formProblemOf(errors: FieldErrors, otherPaths: string[] = []): string | undefined {
  const byPath: Record<string, unknown> = errors;
  for (const path of ['', 'form', ...otherPaths]) {
    const message = messageOf(byPath[path]);
    if (message) return message;
  }
  return errors.root?.server?.message;
}

/** The form holds what the user sees (a phone number spaced, a postcode upper-cased). */
export function normalisedInput<Registration extends UseFormRegisterReturn>(
  registration: Registration,
  normalise: (value: string) => string,
): Registration {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = normalise(event.target.value);
      if (value !== event.target.value) event.target.value = value;
      return registration.onChange(event);
    },
  };
}

/** A shared schema that stops at its first problem gives just one. */
export function firstMessageOf(errors: FieldErrors): string | undefined {
  return findMessage(errors, 0);
}

function findMessage(error: unknown, depth: number): string | undefined {
  const message = messageOf(error);
  if (message || depth > 3 || typeof error !== 'object' || error === null) return message;
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref' || key === 'types') continue;
    const found = findMessage(nested, depth + 1);
    if (found) return found;
  }
  return undefined;
}
