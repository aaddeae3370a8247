import type { RoleEntry } from './role-types';
import { administrativeRoles } from './roles-administrative';
import { clinicalRoles } from './roles-clinical';
import { communityRoles } from './roles-community';
import { leadershipRoles } from './roles-leadership';
import { supportRoles } from './roles-support';

/** Loaded only with the catalogue section. */
export const rolesCatalogue: readonly RoleEntry[] = [
  ...clinicalRoles,
  ...communityRoles,
  ...administrativeRoles,
  ...supportRoles,
  ...leadershipRoles,
];
