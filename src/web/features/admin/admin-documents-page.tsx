import { useState } from 'react';
import { documentExpiryWindowDays } from '../../../shared/admin/documents.schemas';
import { Container } from '../../components/ui/container';
import { SegmentedTabs, type TabItem } from '../../components/ui/segmented-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { AdminDocumentsFilter } from './api/admin-documents';
import { AdminPageHeader } from './components/admin-page-header';
import { DocumentQueue } from './components/document-queue';
import { ExpiringDocuments } from './components/expiring-documents';

type View = 'queue' | 'expiring';
const views: readonly TabItem<View>[] = [
  { id: 'queue', label: 'Verification queue' },
  { id: 'expiring', label: `Expiring within ${documentExpiryWindowDays} days` },
];

export function AdminDocumentsPage() {
  useDocumentTitle('Documents');
  const [view, setView] = useState<View>('queue');
  const [filter, setFilter] = useState<AdminDocumentsFilter>({ page: 1 });
  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="Documents">
        Open each document and check it against its details before verifying it. A rejected document’s reason
        is shown to the candidate and sent to them by e-mail.
      </AdminPageHeader>
      <SegmentedTabs
        idPrefix="documents"
        label="Documents view"
        items={views}
        value={view}
        onChange={setView}
      >
        {view === 'queue' ? <DocumentQueue filter={filter} onChange={setFilter} /> : <ExpiringDocuments />}
      </SegmentedTabs>
    </Container>
  );
}
