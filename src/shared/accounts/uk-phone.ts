/** UK phone numbers: national form, formatting as typed, and the mobile and landline checks. */
export type PhoneKind = 'mobile' | 'landline' | 'any';

const mobilePattern = /^07\d{9}$/;
const landlinePattern = /^0[123]\d{8,9}$/;

/** Digits in national form: '+44 7700 900123' → '07700900123'. */
export function toNationalDigits(input: string): string {
  const digits = input.replace(/[^\d+]/g, '');
  if (digits.startsWith('+44')) return `0${digits.slice(3).replace(/^0/, '')}`;
  if (digits.startsWith('0044')) return `0${digits.slice(4).replace(/^0/, '')}`;
  return digits.replace(/\+/g, '');
}

export function isValidUkPhone(input: string, kind: PhoneKind = 'mobile'): boolean {
  const national = toNationalDigits(input.trim());
  if (kind === 'mobile') return mobilePattern.test(national);
  if (kind === 'landline') return landlinePattern.test(national);
  return mobilePattern.test(national) || landlinePattern.test(national);
}

export const phoneErrorMessages: Record<PhoneKind, string> = {
  mobile: 'Please enter a valid UK mobile number',
  landline: 'Please enter a valid UK landline number',
  any: 'Please enter a valid UK phone number',
};

export const mobileHint = 'Enter a UK mobile number starting with 07';

/** Formats as the user types: mobiles '07700 900123', keeping a +44 prefix as '+44 7700 900123'. */
export function formatUkPhone(input: string): string {
  const international = input.trim().startsWith('+');
  const digits = input.replace(/\D/g, '');
  if (international && digits.startsWith('44')) {
    const rest = digits.slice(2, 12);
    return rest.length > 4 ? `+44 ${rest.slice(0, 4)} ${rest.slice(4)}` : `+44 ${rest}`.trimEnd();
  }
  const national = digits.slice(0, 11);
  // Four-digit area codes (0113 Leeds, 0121 Birmingham…: 011x and 01x1) read '0113 496 0000'.
  if (/^01(1\d|\d1)/.test(national)) {
    if (national.length <= 4) return national;
    if (national.length <= 7) return `${national.slice(0, 4)} ${national.slice(4)}`;
    return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  }
  if (national.startsWith('07') || national.startsWith('01') || national.startsWith('03')) {
    return national.length > 5 ? `${national.slice(0, 5)} ${national.slice(5)}` : national;
  }
  if (national.startsWith('02')) {
    if (national.length <= 3) return national;
    if (national.length <= 7) return `${national.slice(0, 3)} ${national.slice(3)}`;
    return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  }
  return national;
}
