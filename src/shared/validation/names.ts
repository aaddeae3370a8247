import { singleLineText, unsupportedCharactersMessage } from './text';

/**
 * A name must not pretend to be something else (docs/product/accounts.md#names): no bidirectional
 * controls, other invisible format characters or line separators, and at least one visible letter.
 */

export const nameMessages = {
  unsupported: unsupportedCharactersMessage,
  personNeedsLetter: 'Please use letters in your name',
  organisationNeedsLetter: 'Please use letters in the organisation’s name',
  organisationWebAddress:
    'Please enter the organisation’s name without a web or email address (put a space after any full stop)',
} as const;

/** Format characters and line separators; ZWNJ and ZWJ stay: Persian and the Indic scripts need them. */
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

export function personNameProblem(
  value: string,
  needsLetter: string = nameMessages.personNeedsLetter,
): string | undefined {
  return visibilityProblem(value, needsLetter);
}

export function organisationNameProblem(value: string): string | undefined {
  const problem = visibilityProblem(value, nameMessages.organisationNeedsLetter);
  if (problem) return problem;
  if (webAddressPatterns.some((pattern) => pattern.test(value))) return nameMessages.organisationWebAddress;
  return undefined;
}

interface NameOptions {
  max: number;
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

export const personName = (options: NameOptions & { needsLetter?: string }) =>
  nameSchema(options, (value) => personNameProblem(value, options.needsLetter));

export const organisationName = (options: NameOptions) => nameSchema(options, organisationNameProblem);
