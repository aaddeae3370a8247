import { createQueryClient } from './query-client';

/** Only the session shell imports it, so TanStack Query never loads with the public pages. */
export const appQueryClient = createQueryClient();
