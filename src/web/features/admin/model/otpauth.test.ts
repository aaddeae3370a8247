import { describe, expect, it } from 'vitest';
import { groupSecret, parseOtpAuthUri } from './otpauth';

describe('parseOtpAuthUri', () => {
  it('reads the secret, issuer and account', () => {
    expect(
      parseOtpAuthUri('otpauth://totp/ARRS%20Place:me%40x.org?secret=JBSWY3DP&issuer=ARRS%20Place'),
    ).toEqual({
      secret: 'JBSWY3DP',
      issuer: 'ARRS Place',
      account: 'me@x.org',
    });
  });

  it('is undefined for anything else', () => {
    expect(parseOtpAuthUri('https://example.org/?secret=x')).toBeUndefined();
    expect(parseOtpAuthUri('otpauth://totp/x')).toBeUndefined();
    expect(parseOtpAuthUri('not a uri')).toBeUndefined();
  });
});

describe('groupSecret', () => {
  it('groups in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
