// Types of build-server.mjs (plain JavaScript, run by node in `npm run build`) for the server tests.
export function bundleServer(entryPoints: Record<string, string>, outdir: string): Promise<void>;
/** The server's bundles by name: the server and its embedded database's worker thread. */
export const serverEntryPoints: Record<string, string>;
