import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import type { PasswordSecurityResult } from '../../shared/accounts/password-rules';

let factory: ZxcvbnFactory | undefined;

/** The dictionaries are large: build the checker once, on first use. */
function checker(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
  });
  return factory;
}

/** zxcvbn score below which a password is refused at sign-up and reset (0–4 scale). */
export const minimumGuessabilityScore = 2;

/**
 * How strong a password is, worked out offline: whether it is valid, warnings, and a score (0–100).
 * The e-mail (and its local part) count as guessable input, so a password built from it scores low.
 */
export function checkPasswordSecurity(password: string, email = ''): PasswordSecurityResult {
  const userInputs = email ? [email, email.split('@')[0] ?? ''] : [];
  const result = checker().check(password.slice(0, 128), userInputs);
  const warnings = [result.feedback.warning, ...result.feedback.suggestions].filter(
    (text): text is string => typeof text === 'string' && text.length > 0,
  );
  return {
    isValid: result.score >= minimumGuessabilityScore,
    warnings,
    securityScore: result.score * 25,
  };
}
