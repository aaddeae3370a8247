import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPassword, passwordCheckFallback, shouldCheckOnServer } from './check-password';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shouldCheckOnServer', () => {
  it('needs an e-mail and a password of at least 8 characters', () => {
    expect(shouldCheckOnServer('', 'abcdefgh')).toBe(false);
    expect(shouldCheckOnServer('a@b.co', 'abcdefg')).toBe(false);
    expect(shouldCheckOnServer('a@b.co', 'abcdefgh')).toBe(true);
  });
});

describe('checkPassword', () => {
  it("returns the server's verdict", async () => {
    const verdict = { isValid: false, warnings: ['Too common'], securityScore: 10 };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(verdict), { status: 200 })),
    );
    await expect(checkPassword('a@b.co', 'password1')).resolves.toEqual(verdict);
  });

  it('counts a failed check as valid with score 50', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 429 })),
    );
    await expect(checkPassword('a@b.co', 'password1')).resolves.toEqual(passwordCheckFallback);
    expect(passwordCheckFallback).toEqual({ isValid: true, warnings: [], securityScore: 50 });
  });
});
