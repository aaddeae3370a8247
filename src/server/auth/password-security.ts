import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordSecurityResult } from '../../shared/accounts/password-rules';

let factory: Promise<ZxcvbnFactory> | undefined;

/**
 * The dictionaries hold about 24 MB of heap: they are loaded, and the checker built, on the first
 * password check rather than at start (a server that checks no password never holds them).
 */
function checker(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([core, common, english]) =>
      new core.ZxcvbnFactory({
        translations: english.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...english.dictionary },
        ...checkBounds,
      }),
  );
  return factory;
}

/**
 * How much of a password is looked at: its first 64 characters, and at most 16 look-alike characters
 * (@ for a, 0 for o) tried in the l33t matcher. With zxcvbn's defaults (256 and 100) one check took
 * 40–150 ms for an ordinary password and over 2 s for 128 random symbols, on an anonymous route; with
 * these, 1–40 ms and ~0.1 s, and the same scores for ordinary passwords (a password whose first 64
 * characters are weak is weak).
 */
const checkBounds = { maxLength: 64, l33tMaxSubstitutions: 16 } as const;

/** zxcvbn score below which a password is refused at sign-up and reset (0–4 scale). */
export const minimumGuessabilityScore = 2;

/**
 * How strong a password is, worked out offline: whether it is valid, warnings, and a score (0–100).
 * The e-mail (and its local part) count as guessable input, so a password built from it scores low.
 */
export async function checkPasswordSecurity(password: string, email = ''): Promise<PasswordSecurityResult> {
  const userInputs = email ? [email, email.split('@')[0] ?? ''] : [];
  const result = (await checker()).check(password, userInputs);
  const warnings = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (text): text is string => typeof text === 'string' && text.length > 0,
  );
  return {
    isValid: result.score >= minimumGuessabilityScore,
    warnings,
    securityScore: result.score * 25,
  };
}
