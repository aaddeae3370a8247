import { fileURLToPath } from 'node:url';

/**
 * The repository's root directory (where package.json is). This file is two levels below it, and so
 * is the bundled server (dist/server/main.mjs, `npm run build:server`), so the same URL holds in both;
 * files the server reads at run time (the built web app, migrations, data files) are found from here.
 */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
