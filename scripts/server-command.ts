/**
 * How the built server is started: `npm start` (package.json, which must say the same — checked by
 * scripts/server-command.test.ts), the end-to-end servers (playwright.config.ts) and the benches
 * (bench/support/server.ts). docs/operations.md gives the same command for images.
 *
 * `--max-semi-space-size=4` caps V8's young generation at 4 MB a semi-space (Node 20's default grows
 * to 16): the server idles at ~130 MB instead of ~165 on PostgreSQL, for a few per cent of throughput
 * (docs/decisions/023-young-generation-size.md).
 *
 * `GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072` fixes glibc's mmap threshold at its starting
 * value, 128 kB: by default it rises after large blocks are freed, and the large blocks V8 allocates
 * and frees while compiling PGlite's WebAssembly then stay in malloc's arenas for good. The embedded
 * database idles at ~215 MB instead of ~275 (docs/decisions/024-malloc-mmap-threshold.md). Other C
 * libraries (musl, macOS) ignore the variable.
 */
export const serverNodeFlags: readonly string[] = ['--enable-source-maps', '--max-semi-space-size=4'];
export const serverEntry = 'dist/server/main.mjs';
/** Environment the server is started with; read by the C library when the process starts. */
export const serverEnvironment: Readonly<Record<string, string>> = {
  GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072',
};
/** The whole command line (for a POSIX shell), for places that take a string. */
export const serverCommand = [
  ...Object.entries(serverEnvironment).map(([name, value]) => `${name}=${value}`),
  'node',
  ...serverNodeFlags,
  serverEntry,
].join(' ');
