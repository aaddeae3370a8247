import type { RoleEntry } from './role-types';
import { clinicalRolesFirstHalf } from './roles-clinical-first-half';
import { clinicalRolesSecondHalf } from './roles-clinical-second-half';

/**
 * The ten clinical roles. Descriptions are searched, so only the two pharmacy roles (here and in
 * support) mention pharmacy: a search for 'pharm' finds exactly those.
 */
export const clinicalRoles: readonly RoleEntry[] = [...clinicalRolesFirstHalf, ...clinicalRolesSecondHalf];
