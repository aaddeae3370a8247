import { useState } from 'react';
import { Container } from '../../components/ui/container';
import { SegmentedTabs, type TabItem } from '../../components/ui/segmented-tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { ModerationView } from './api/get-moderation-queue';
import { AdminPageHeader } from './components/admin-page-header';
import { ModerationQueue } from './components/moderation-queue';

const viewTabs: readonly TabItem<ModerationView>[] = [
  { id: 'open', label: 'Needs review' },
  { id: 'hidden', label: 'Hidden' },
];

export function AdminModerationPage() {
  useDocumentTitle('Community moderation');
  const [view, setView] = useState<ModerationView>('open');
  return (
    <Container className="flex flex-col gap-6 py-10 sm:py-14">
      <AdminPageHeader title="Community moderation">
        Posts and comments members reported. Three reports from different members hide an item automatically
        until you review it.
      </AdminPageHeader>
      <SegmentedTabs
        idPrefix="moderation"
        label="Moderation queue"
        items={viewTabs}
        value={view}
        onChange={setView}
      >
        <ModerationQueue view={view} />
      </SegmentedTabs>
    </Container>
  );
}
