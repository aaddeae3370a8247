import { createHmac } from 'node:crypto';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(input: string): Buffer {
  const clean = input.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The secret of an otpauth:// URI (as returned by /two-factor/enable). */
export function secretFromTotpUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error('otpauth URI without a secret');
  return secret;
}

/** RFC 6238 TOTP: 6 digits, 30-second steps, HMAC-SHA1, as authenticator apps compute it. */
export function totpCode(base32Secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', base32Decode(base32Secret)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

const stepMs = 30_000;
/** The last step each secret's code was made for, in this process: a code is accepted only once. */
const lastUsedStep = new Map<string, number>();

/**
 * A TOTP code that has not been used yet: the server refuses a code of the step it last accepted or
 * an earlier one. The current step's code, or the next step's when the current one was
 * used (the server accepts one step either side); when both are used, waits for the next step.
 */
export async function freshTotpCode(base32Secret: string): Promise<string> {
  for (;;) {
    const current = Math.floor(Date.now() / stepMs);
    const step = Math.max(current, (lastUsedStep.get(base32Secret) ?? current - 1) + 1);
    if (step <= current + 1) {
      lastUsedStep.set(base32Secret, step);
      return totpCode(base32Secret, step * stepMs);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * stepMs - Date.now() + 20));
  }
}
