import { useState } from 'react';
import {
  organisationStatuses,
  organisationStatusLabels,
} from '../../../shared/marketplace/organisation.schemas';
import { Container } from '../../components/ui/container';
import { SegmentedTabs, type TabItem } from '../../components/ui/segmented-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { OrganisationQueueView } from './api/get-admin-organisations';
import { AdminPageHeader } from './components/admin-page-header';
import { OrganisationQueue } from './components/organisation-queue';

const tabs: readonly TabItem<OrganisationQueueView>[] = [
  ...organisationStatuses.map((status) => ({ id: status, label: organisationStatusLabels[status] })),
  { id: 'changes', label: 'Changes to review' },
];

export function AdminOrganisationsPage() {
  useDocumentTitle('Organisations');
  const [view, setView] = useState<OrganisationQueueView>('pending');
  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="Organisations">
        Check each organisation’s ODS code against NHS records before verifying it. Only verified
        organisations can search professionals and see candidate profiles. A verified organisation’s new name,
        type, ODS code, address or website waits under Changes to review until you approve it.
      </AdminPageHeader>
      <SegmentedTabs
        idPrefix="organisations"
        label="Verification status"
        items={tabs}
        value={view}
        onChange={setView}
      >
        <OrganisationQueue view={view} />
      </SegmentedTabs>
    </Container>
  );
}
