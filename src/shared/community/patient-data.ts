/** The rule: docs/product/community.md#patient-identifiable-information. */

/** NHS Digital's modulus-11 check: weights 10..2 over the first nine digits. */
export function isValidNhsNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) sum += Number(digits[index]) * (10 - index);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[9]);
}

// 10 digits written whole or as 3-3-4 with spaces or dashes, not part of a longer number.
const nhsNumberCandidate = /(?<![\d])(\d{3})[ -]?(\d{3})[ -]?(\d{4})(?![\d])/g;

export function containsNhsNumber(text: string): boolean {
  for (const match of text.matchAll(nhsNumberCandidate)) {
    if (isValidNhsNumber(`${match[1]}${match[2]}${match[3]}`)) return true;
  }
  return false;
}

const months =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
// A full date: 12/03/1985, 12-03-85, 12.3.1985, 1985-03-12, 12 March 1985, March 12, 1985.
const fullDate = new RegExp(
  [
    String.raw`\b\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})\b`,
    String.raw`\b\d{4}-\d{1,2}-\d{1,2}\b`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+(?:${months})\.?,?\s+\d{4}\b`,
    String.raw`\b(?:${months})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b`,
  ].join('|'),
  'gi',
);
const birthMarker = /\b(?:d\.?\s?o\.?\s?b\.?|date of birth|born(?: on)?|birth ?date|aged?)\b/i;
const monthWord = new RegExp(`^(?:${months})$`, 'i');
// Two or three capitalised words in a row ("Jane Smith", "Mary Ann Jones"), or a title and a surname.
const namePattern =
  /\b(?:(?:Mr|Mrs|Ms|Miss|Dr|Mx)\.?\s+[A-Z][a-z'-]+|[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+){1,2})\b/g;

function nameNear(window: string): boolean {
  for (const match of window.matchAll(namePattern)) {
    const words = match[0].split(/\s+/);
    if (words.every((word) => !monthWord.test(word.replace(/\.$/, '')))) return true;
  }
  return false;
}

/** A birth date is in the past: a date in this year or later is a meeting, a deadline… not a birth. */
function couldBeBirthDate(date: string, currentYear: number): boolean {
  const year = date.match(/\d{4}/)?.[0];
  return year === undefined || (Number(year) >= 1900 && Number(year) < currentYear);
}

/** A heuristic that errs towards asking the author to rephrase. */
export function containsDateOfBirthWithName(text: string, currentYear = new Date().getFullYear()): boolean {
  for (const match of text.matchAll(fullDate)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (birthMarker.test(text.slice(Math.max(0, start - 40), start))) return true;
    if (birthMarker.test(text.slice(end, end + 40))) return true;
    if (!couldBeBirthDate(match[0], currentYear)) continue;
    if (nameNear(text.slice(Math.max(0, start - 25), start)) || nameNear(text.slice(end, end + 25)))
      return true;
  }
  return false;
}

export function containsPatientData(...texts: string[]): boolean {
  return texts.some((text) => containsNhsNumber(text) || containsDateOfBirthWithName(text));
}
