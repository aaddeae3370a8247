import { describe, expect, it } from 'vitest';
import { resetMode } from './reset-link';

const query = (search: string) => new URLSearchParams(search);
const visitor = { status: 'ready', email: undefined } as const;

describe('resetMode (reset password)', () => {
  it('works with a token from the e-mail link, whoever is signed in', () => {
    expect(resetMode(query('token=abc'), visitor)).toEqual({ type: 'token', token: 'abc' });
    expect(resetMode(query('token=abc'), { status: 'loading' })).toEqual({ type: 'token', token: 'abc' });
  });

  it('works for a signed-in user without a token', () => {
    expect(resetMode(query(''), { status: 'ready', email: 'a@b.co' })).toEqual({
      type: 'session',
      email: 'a@b.co',
    });
  });

  it('is invalid without either, or when the link came back with an error', () => {
    expect(resetMode(query(''), visitor)).toEqual({ type: 'invalid' });
    expect(resetMode(query('token='), visitor)).toEqual({ type: 'invalid' });
    expect(resetMode(query('token=abc&error=INVALID_TOKEN'), visitor)).toEqual({ type: 'invalid' });
  });

  it('waits for the session, and says so when it cannot be checked', () => {
    expect(resetMode(query(''), { status: 'loading' })).toEqual({ type: 'checking' });
    expect(resetMode(query(''), { status: 'error' })).toEqual({ type: 'unverifiable' });
  });
});
