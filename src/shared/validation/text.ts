import { z } from 'zod';

/**
 * Free text from users (issue 11): NUL and the other C0 control characters and DEL are refused with
 * a clear message — PostgreSQL cannot store NUL at all, and the others have no business in a name,
 * a title or a message. Tab is allowed everywhere; line breaks only where text may span lines.
 */
export const unsupportedCharactersMessage = 'Please remove unsupported characters';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const singleLinePattern = /^[^\u0000-\u0008\u000a-\u001f\u007f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const multiLinePattern = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** A string on one line (names, e-mail addresses, titles, search terms…). */
export const singleLineText = (options?: { error?: string }) =>
  z
    .string(options?.error ? { error: options.error } : undefined)
    .regex(singleLinePattern, unsupportedCharactersMessage);

/** A string that may span lines (messages, post content, descriptions). */
export const multiLineText = (options?: { error?: string }) =>
  z
    .string(options?.error ? { error: options.error } : undefined)
    .regex(multiLinePattern, unsupportedCharactersMessage);

/** Whether text holds nothing `singleLineText` refuses (for checks outside zod). */
export function isSingleLine(value: string): boolean {
  return singleLinePattern.test(value);
}
