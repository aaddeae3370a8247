import { createHmac, timingSafeEqual } from 'node:crypto';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { TotpStepsRepository } from './totp-steps.repository';

/** better-auth's TOTP settings (two-factor plugin defaults): 6 digits, 30-second steps, ±1 step. */
const periodMs = 30_000;
const digits = 6;
const window = 1;

/** RFC 4226 HOTP of better-auth's TOTP secret (used as its UTF-8 bytes, as better-auth does). */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step within better-auth's window whose code is `code`, or null. */
export function matchingStep(secret: string, code: string, at: number): number | null {
  const current = Math.floor(at / periodMs);
  const given = Buffer.from(code);
  let matched: number | null = null;
  // Every candidate is computed and compared in constant time, as better-auth does.
  for (let step = current - window; step <= current + window; step++) {
    const expected = Buffer.from(hotp(secret, step));
    if (expected.length === given.length && timingSafeEqual(expected, given) && matched === null)
      matched = step;
  }
  return matched;
}

const invalidCode = () => APIError.from('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });

interface TwoFactorRow {
  secret: string;
}

/**
 * better-auth accepts a code again within its window, so a code seen over someone's shoulder could be
 * replayed: the step a code belongs to is claimed once. A code matching no step is left to better-auth.
 */
export function totpReplayGuard(steps: TotpStepsRepository) {
  return createAuthMiddleware(async (ctx) => {
    if (ctx.path !== '/two-factor/verify-totp') return;
    const body: unknown = ctx.body;
    const code = body && typeof body === 'object' && 'code' in body ? body.code : undefined;
    if (typeof code !== 'string') return;

    const userId = await callerOfTwoFactor(ctx);
    if (!userId) return;
    const row = await ctx.context.adapter.findOne<TwoFactorRow>({
      model: 'twoFactor',
      where: [{ field: 'userId', value: userId }],
    });
    if (!row) return;
    const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
    const step = matchingStep(secret, code, Date.now());
    if (step === null) return;
    if (!(await steps.claim(userId, step))) throw invalidCode();
  });
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** As better-auth's verifyTwoFactor: the signed-in user, or the user of the pending two-factor sign-in. */
async function callerOfTwoFactor(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}
