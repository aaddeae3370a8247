import { z } from 'zod';

/**
 * PostgreSQL cannot store NUL, control characters have no business in user text, and lone surrogates
 * are half a character. Tab is allowed everywhere; line breaks only where text may span lines.
 */
export const unsupportedCharactersMessage = 'Please remove unsupported characters';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const singleLinePattern = /^[^\u0000-\u0008\u000a-\u001f\u007f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const multiLinePattern = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasLoneSurrogate(value: string): boolean {
  return loneSurrogate.test(value);
}

const text = (pattern: RegExp, options?: { error?: string }) =>
  z
    .string(options?.error ? { error: options.error } : undefined)
    .regex(pattern, unsupportedCharactersMessage)
    .refine((value) => !hasLoneSurrogate(value), unsupportedCharactersMessage);

/** A string on one line (names, e-mail addresses, titles, search terms…). */
export const singleLineText = (options?: { error?: string }) => text(singleLinePattern, options);

/** A string that may span lines (messages, post content, descriptions). */
export const multiLineText = (options?: { error?: string }) => text(multiLinePattern, options);
