/**
 * Makes zod parse without `new Function`. zod probes eval once to compile faster object parsers;
 * our CSP forbids eval (decision 005), and Chrome reports the blocked probe as a CSP issue even
 * though zod catches it. zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every
 * copy of zod on the page) and keeps an object already there, so seeding it here, before zod loads
 * with the forms, is `z.config({ jitless: true })` without pulling zod into the entry chunk.
 */
export function makeZodJitless(): void {
  const host = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  host.__zod_globalConfig ??= {};
  host.__zod_globalConfig.jitless = true;
}
