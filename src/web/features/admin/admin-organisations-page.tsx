import { useState } from 'react';
import {
  type OrganisationStatus,
  organisationStatuses,
  organisationStatusLabels,
} from '../../../shared/employer/organisation.schemas';
import { Container } from '../../components/ui/container';
import { SegmentedTabs, type TabItem } from '../../components/ui/segmented-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminSectionsNav } from './components/admin-sections-nav';
import { OrganisationQueue } from './components/organisation-queue';

const statusTabs: readonly TabItem<OrganisationStatus>[] = organisationStatuses.map((status) => ({
  id: status,
  label: organisationStatusLabels[status],
}));

/** /arrsplace/admin/organisations: the verification queue of employers' organisations. */
export function AdminOrganisationsPage() {
  useDocumentTitle('Organisations');
  const [status, setStatus] = useState<OrganisationStatus>('pending');
  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <div>
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Admin</p>
        <h1 className="mt-1 font-bold text-3xl text-slate-900 tracking-tight">Organisations</h1>
        <p className="mt-2 max-w-prose text-slate-600">
          Check each organisation’s ODS code against NHS records before verifying it. Only verified
          organisations can search professionals and see candidate profiles.
        </p>
      </div>
      <AdminSectionsNav />
      <SegmentedTabs
        idPrefix="organisations"
        label="Verification status"
        items={statusTabs}
        value={status}
        onChange={setStatus}
      >
        <OrganisationQueue status={status} />
      </SegmentedTabs>
    </Container>
  );
}
