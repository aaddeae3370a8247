import { fileURLToPath } from 'node:url';

/** Two levels above both this file and the bundled server (dist/server/main.mjs). */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
