import { randomBytes } from 'node:crypto';

/**
 * An e-mail address no other test uses (API tests, the fuzz suite and the Playwright journeys all take
 * theirs from here): `<label>-<time>-<random>@<domain>`.
 */
export function uniqueEmail(label: string, domain = 'example.test'): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@${domain}`;
}
