import type { ChangeEvent } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';

function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
}

/**
 * The message about the whole form: a shared-schema check that names no field (a zod issue whose
 * path is empty or 'form', or one of `otherPaths`), else the server's answer set as 'root.server'.
 */
export function formProblemOf(errors: FieldErrors, otherPaths: string[] = []): string | undefined {
  const byPath: Record<string, unknown> = errors;
  for (const path of ['', 'form', ...otherPaths]) {
    const message = messageOf(byPath[path]);
    if (message) return message;
  }
  return errors.root?.server?.message;
}

/**
 * A registered input whose text is rewritten as it is typed (a phone number spaced, a postcode
 * upper-cased, a code kept to digits): the form holds what the user sees.
 */
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

/** The first message among a form's errors (a shared schema that stops at its first problem gives one). */
export function firstMessageOf(errors: FieldErrors): string | undefined {
  const byPath: Record<string, unknown> = errors;
  for (const error of Object.values(byPath)) {
    const message = messageOf(error);
    if (message) return message;
  }
  return undefined;
}
