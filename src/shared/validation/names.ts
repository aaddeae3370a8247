import { singleLineText, unsupportedCharactersMessage } from './text';

/**
 * People's and organisations' names, as others are shown them (docs/product/accounts.md, Names).
 * A name must not pretend to be something else: no bidirectional controls (a right-to-left override
 * shows "Dana (nimdA ecalP SRRA)" as "Dana (ARRS Place Admin)"), no other invisible format characters
 * (zero-width space, word joiner, byte-order mark, soft hyphen, tag characters), no line separators,
 * and at least one visible letter. An organisation's name, which we put in e-mails, holds no web or
 * e-mail address either.
 */

export const nameMessages = {
  unsupported: unsupportedCharactersMessage,
  personNeedsLetter: 'Please use letters in your name',
  organisationNeedsLetter: 'Please use letters in the organisation’s name',
  organisationWebAddress:
    'Please enter the organisation’s name without a web or email address (put a space after any full stop)',
} as const;

/**
 * Format characters (Cf, which holds every bidirectional control: U+061C, U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069) and the line and paragraph separators. The zero-width non-joiner
 * and joiner stay allowed: Persian and the Indic scripts need them inside words.
 */
const hiddenCharacter = /(?![\u200c\u200d])[\p{Cf}\u2028\u2029]/u;
/** Hangul fillers: classed as letters, but drawn as nothing. */
const invisibleLetter = /[\u115f\u1160\u3164\uffa0]/u;
const letter = /\p{L}/u;

/** A scheme, www., an e-mail address, a dotted host name ('example.com', 'nhs.uk') or an IP address. */
const dot = '[.\\uff0e\\u3002\\uff61]';
const webAddressPatterns = [
  /:\/\//,
  new RegExp(`(^|[^\\p{L}\\p{N}])www${dot}`, 'iu'),
  /[@\uff20]/u,
  new RegExp(`[\\p{L}\\p{N}-]${dot}\\p{L}{2,}`, 'u'),
  /\d{1,3}(\.\d{1,3}){3}/,
];

function visibilityProblem(value: string, needsLetter: string): string | undefined {
  if (hiddenCharacter.test(value) || invisibleLetter.test(value)) return nameMessages.unsupported;
  if (!letter.test(value)) return needsLetter;
  return undefined;
}

/** Why a person's (trimmed, non-empty) name cannot be shown to others, or undefined if it can. */
export function personNameProblem(
  value: string,
  needsLetter: string = nameMessages.personNeedsLetter,
): string | undefined {
  return visibilityProblem(value, needsLetter);
}

/** Why an organisation's (trimmed, non-empty) name cannot be shown to others, or undefined if it can. */
export function organisationNameProblem(value: string): string | undefined {
  const problem = visibilityProblem(value, nameMessages.organisationNeedsLetter);
  if (problem) return problem;
  if (webAddressPatterns.some((pattern) => pattern.test(value))) return nameMessages.organisationWebAddress;
  return undefined;
}

interface NameOptions {
  max: number;
  /** The message for an empty name. */
  required: string;
}

const nameSchema = (options: NameOptions, problemOf: (value: string) => string | undefined) =>
  singleLineText({ error: options.required })
    .max(options.max)
    .transform((value) => value.trim())
    .superRefine((value, ctx) => {
      const problem = value === '' ? options.required : problemOf(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** A person's name (trimmed): sign-up, the account's name, an organisation's contact person. */
export const personName = (options: NameOptions & { needsLetter?: string }) =>
  nameSchema(options, (value) => personNameProblem(value, options.needsLetter));

/** An organisation's name (trimmed). */
export const organisationName = (options: NameOptions) => nameSchema(options, organisationNameProblem);
