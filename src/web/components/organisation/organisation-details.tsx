import type { ReactNode } from 'react';
import { organisationTypeLabels } from '../../../shared/marketplace/organisation.constants';
import type { Organisation } from '../../../shared/marketplace/organisation.schemas';

type OrganisationFields = Pick<
  Organisation,
  'type' | 'odsCode' | 'addressLine' | 'postcode' | 'contactName' | 'jobTitle' | 'phone' | 'website'
>;

export function OrganisationDetails({
  organisation,
  extra = [],
}: {
  organisation: OrganisationFields;
  /** Rows shown after the organisation's own (the admin adds owner, members and dates). */
  extra?: [string, ReactNode][];
}) {
  const rows: [string, ReactNode][] = [
    ['Type', organisationTypeLabels[organisation.type]],
    ['ODS code', organisation.odsCode],
    ['Address', organisation.addressLine],
    ['Postcode', organisation.postcode],
    ['Contact person', organisation.contactName],
    ['Job title', organisation.jobTitle],
    ['Phone', organisation.phone],
    [
      'Website',
      organisation.website ? (
        <a
          key="website"
          href={organisation.website}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="break-all text-brand-800 underline underline-offset-2"
        >
          {organisation.website}
        </a>
      ) : (
        'Not given'
      ),
    ],
    ...extra,
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-600">{term}</dt>
          <dd className="break-words font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
