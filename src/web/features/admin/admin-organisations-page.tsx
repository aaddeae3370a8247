import { useState } from 'react';
import {
  type OrganisationStatus,
  organisationStatuses,
  organisationStatusLabels,
} from '../../../shared/employer/organisation.schemas';
import { Container } from '../../components/ui/container';
import { SegmentedTabs, type TabItem } from '../../components/ui/segmented-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminPageHeader } from './components/admin-page-header';
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
      <AdminPageHeader title="Organisations">
        Check each organisation’s ODS code against NHS records before verifying it. Only verified
        organisations can search professionals and see candidate profiles.
      </AdminPageHeader>
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
