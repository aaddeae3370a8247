import { paths } from '../../../../shared/routing/paths';

export const heroTaglines: readonly string[] = [
  'Where ARRS professionals find their place in primary care',
  'Opportunities you approve, one at a time',
  'Verified employers, free membership, no fees for candidates',
  'A professional community for the whole primary care team',
];

export const heroRotationMs = 3000;

export const heroActions = [
  { label: 'Build Your Professional Profile', to: paths.platform.auth, variant: 'primary' },
  { label: 'Find Qualified Professionals', to: `${paths.platform.auth}?role=employer`, variant: 'secondary' },
  { label: 'Connect with Network', to: `${paths.platform.auth}?role=community`, variant: 'secondary' },
] as const;

/** Below the hero's buttons: the public jobs board, for a visitor looking for a role now. */
export const heroJobsLink = { label: 'Browse open jobs', to: paths.platform.jobs } as const;

export const authFor = {
  candidate: `${paths.platform.auth}?role=candidate`,
  employer: `${paths.platform.auth}?role=employer`,
  community: `${paths.platform.auth}?role=community`,
  any: paths.platform.auth,
} as const;
