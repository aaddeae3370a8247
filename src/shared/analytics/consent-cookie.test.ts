import { describe, expect, it } from 'vitest';
import { readCookie } from '../http/cookie-header';
import { analyticsAccepted } from './consent-cookie';

describe('the analytics consent cookie', () => {
  it('reads one cookie out of a Cookie header, spaces or not', () => {
    const header = 'arrs.session_token=abc.def; arrs.analytics_consent=accepted;other=1';
    expect(readCookie(header, 'arrs.session_token')).toBe('abc.def');
    expect(readCookie(header, 'other')).toBe('1');
    expect(readCookie(header, 'missing')).toBeNull();
    expect(readCookie(undefined, 'other')).toBeNull();
  });

  it('counts as accepted only with the exact name and value', () => {
    expect(analyticsAccepted('arrs.analytics_consent=accepted')).toBe(true);
    expect(analyticsAccepted('x=1; arrs.analytics_consent=accepted')).toBe(true);
    expect(analyticsAccepted('arrs.analytics_consent=declined')).toBe(false);
    expect(analyticsAccepted('xarrs.analytics_consent=accepted')).toBe(false);
    expect(analyticsAccepted('')).toBe(false);
    expect(analyticsAccepted(undefined)).toBe(false);
  });
});
