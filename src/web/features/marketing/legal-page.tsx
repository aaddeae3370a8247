import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';
import { BackButton } from '../../components/ui/back-button';

/** A legal page with the Back button of spec §2.1. */
export function LegalPage({ title, summary }: { title: string; summary: string }) {
  return (
    <PlaceholderPage
      eyebrow="Legal"
      title={title}
      summary={summary}
      actions={<BackButton fallback={paths.home} />}
      links={[{ label: 'Contact us', to: paths.contact, variant: 'secondary' }]}
    />
  );
}
