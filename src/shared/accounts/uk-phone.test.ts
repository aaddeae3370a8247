import { describe, expect, it } from 'vitest';
import { formatUkPhone, isValidUkPhone } from './uk-phone';

describe('formatUkPhone', () => {
  it('groups mobiles, London, four-digit area codes and the rest as they are written', () => {
    expect(formatUkPhone('07700900123')).toBe('07700 900123');
    expect(formatUkPhone('02079460000')).toBe('020 7946 0000');
    expect(formatUkPhone('01134960123')).toBe('0113 496 0123');
    expect(formatUkPhone('0121 496 0000')).toBe('0121 496 0000');
    expect(formatUkPhone('01632960000')).toBe('01632 960000');
    expect(formatUkPhone('+447700900123')).toBe('+44 7700 900123');
  });

  it('formats partial input as it is typed', () => {
    expect(formatUkPhone('0113')).toBe('0113');
    expect(formatUkPhone('011349')).toBe('0113 49');
    expect(formatUkPhone('07700')).toBe('07700');
  });

  it('keeps landlines valid as landlines only', () => {
    expect(isValidUkPhone('0113 496 0123', 'any')).toBe(true);
    expect(isValidUkPhone('0113 496 0123', 'mobile')).toBe(false);
  });
});
