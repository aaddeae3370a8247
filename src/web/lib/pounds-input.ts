/** Parsed on the digits, not a float times 100, so '0.29' is 29 pence and never 28.999…. */
const amountPattern = /^(\d+)(?:\.(\d{1,2}))?$/;
const groupedPattern = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/**
 * '£45,000', '45000', '45 000', '350.5' → pence; undefined for anything else (empty, negative, three
 * decimals, letters, commas in the wrong places).
 */
export function poundsToPence(text: string): number | undefined {
  const compact = text.trim().replace(/^£\s*/, '').replace(/\s+/g, '');
  if (compact.includes(',') && !groupedPattern.test(compact)) return undefined;
  const match = amountPattern.exec(compact.replace(/,/g, ''));
  if (!match) return undefined;
  const [, whole = '', fraction = ''] = match;
  const pence = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(pence) ? pence : undefined;
}

/** Pence as an editable amount in pounds: 4_500_000 → '45000', 35_050 → '350.50'. */
export function penceToPoundsInput(pence: number): string {
  const whole = Math.floor(pence / 100);
  const rest = pence % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
