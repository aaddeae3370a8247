/**
 * How the built server is started: `npm start` (a test checks package.json says the same), the
 * end-to-end servers and the benches. `--max-semi-space-size=4` caps V8's young generation (decision
 * 023); `GLIBC_TUNABLES` fixes glibc's mmap threshold, so the large blocks V8 frees while compiling
 * PGlite's WebAssembly go back to the system (decision 024; other C libraries ignore it).
 */
export const serverNodeFlags: readonly string[] = ['--enable-source-maps', '--max-semi-space-size=4'];
export const serverEntry = 'dist/server/main.mjs';
/** Environment the server is started with; read by the C library when the process starts. */
export const serverEnvironment: Readonly<Record<string, string>> = {
  GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072',
};
export const serverCommand = [
  ...Object.entries(serverEnvironment).map(([name, value]) => `${name}=${value}`),
  'node',
  ...serverNodeFlags,
  serverEntry,
].join(' ');
