/**
 * How the built server is started: `npm start` (package.json, which must say the same — checked by
 * scripts/server-command.test.ts), the end-to-end servers (playwright.config.ts) and the benches
 * (bench/support/server.ts). docs/operations.md gives the same command for images.
 *
 * `--max-semi-space-size=4` caps V8's young generation at 4 MB a semi-space (Node 20's default grows
 * to 16): the server idles at ~130 MB instead of ~165 on PostgreSQL, for a few per cent of throughput
 * (docs/decisions/023-young-generation-size.md).
 */
export const serverNodeFlags: readonly string[] = ['--enable-source-maps', '--max-semi-space-size=4'];
export const serverEntry = 'dist/server/main.mjs';
/** The whole command line, for places that take a string. */
export const serverCommand = `node ${[...serverNodeFlags, serverEntry].join(' ')}`;
