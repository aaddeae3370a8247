import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing';
import { checkPasswordSecurity } from './password-security';

describe('checkPasswordSecurity', () => {
  it('refuses very common passwords with warnings', async () => {
    const result = await checkPasswordSecurity('password123');
    expect(result.isValid).toBe(false);
    expect(result.securityScore).toBeLessThan(50);
    expect(result.warnings.length).toBeGreaterThan(0);
  });

  it('refuses a password built from the e-mail address', async () => {
    expect((await checkPasswordSecurity('janedoe.smith', 'janedoe.smith@nhs.example')).isValid).toBe(false);
  });

  it('still sees through look-alike characters', async () => {
    for (const password of ['p@ssw0rd123', 'P4$$w0rd!', 'l3tm31n2024']) {
      expect((await checkPasswordSecurity(password)).isValid, password).toBe(false);
    }
  });

  it('judges a long password by its first 64 characters', async () => {
    const weakStart = `${'a'.repeat(64)}Quartz-Lantern-Meadow-42!`;
    expect((await checkPasswordSecurity(weakStart)).isValid).toBe(false);
    const strongStart = `Quartz-Lantern-Meadow-42!${'a'.repeat(100)}`;
    expect(await checkPasswordSecurity(strongStart)).toMatchObject({ isValid: true, securityScore: 100 });
  });

  it('accepts a long unpredictable passphrase with a top score', async () => {
    const result = await checkPasswordSecurity('Quartz-Lantern-Meadow-42!');
    expect(result).toMatchObject({ isValid: true, securityScore: 100 });
  });
});

describe('argon2id hashing', () => {
  it('hashes with the OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('Correct-Horse-9');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash: stored, password: 'Correct-Horse-9' })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'correct-horse-9' })).toBe(false);
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
});
