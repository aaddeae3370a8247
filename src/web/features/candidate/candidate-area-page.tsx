import { paths } from '../../../shared/routing/paths';
import { PlaceholderPage } from '../../components/placeholder-page';

/** /arrsplace/candidate and the paths below it that have no page of their own yet. */
export function CandidateAreaPage() {
  return (
    <PlaceholderPage
      title="Candidate area"
      summary="Signed-in healthcare professionals will manage their profile, documents and opportunities here."
      links={[
        { label: 'Documents', to: paths.platform.candidateDocuments },
        { label: 'Community', to: paths.platform.community },
        { label: 'Account settings', to: `${paths.platform.candidate}/settings` },
      ]}
    />
  );
}
