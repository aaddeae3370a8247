import {
  changedIdentityFields,
  type OrganisationIdentity,
  organisationIdentityLabels,
  organisationTypeLabels,
} from '../../../shared/marketplace/organisation.constants';

export interface HeldChangeRow {
  label: string;
  /** As verified: what candidates and the team see until the change is approved. */
  now: string;
  proposed: string;
}

const shown = (identity: OrganisationIdentity, field: keyof OrganisationIdentity): string => {
  if (field === 'type') return organisationTypeLabels[identity.type];
  return identity[field] ?? 'Not given';
};

export function heldChangeRows(
  current: OrganisationIdentity,
  proposed: OrganisationIdentity,
): HeldChangeRow[] {
  return changedIdentityFields(current, proposed).map((field) => ({
    label: organisationIdentityLabels[field],
    now: shown(current, field),
    proposed: shown(proposed, field),
  }));
}
