import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordSecurityResult } from '../../shared/accounts/password-rules';

let factory: Promise<ZxcvbnFactory> | undefined;

/**
 * The dictionaries hold about 24 MB of heap: loaded on the first password check, not at start.
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
 * zxcvbn's defaults (256 characters, 100 substitutions) let one check on an anonymous route take
 * seconds; these bounds keep the scores of ordinary passwords (docs/performance.md, Test suite time).
 */
const checkBounds = { maxLength: 64, l33tMaxSubstitutions: 16 } as const;

/** zxcvbn score below which a password is refused at sign-up and reset (0–4 scale). */
export const minimumGuessabilityScore = 2;

/** The e-mail (and its local part) count as guessable input, so a password built from it scores low. */
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
