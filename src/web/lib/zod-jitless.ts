/**
 * Our CSP forbids eval (decision 005), and Chrome reports zod's blocked probe for it as a CSP issue.
 * zod keeps an existing `globalThis.__zod_globalConfig`, so seeding it here is `z.config({ jitless:
 * true })` without pulling zod into the entry chunk.
 */
export function makeZodJitless(): void {
  const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  host.__zod_globalConfig ??= {};
  host.__zod_globalConfig.jitless = true;
}
