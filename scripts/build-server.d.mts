// Types of build-server.mjs (plain JavaScript, run by node in `npm run build`) for the server tests.
export function bundleServer(entryPoints: Record<string, string>, outdir: string): Promise<void>;
